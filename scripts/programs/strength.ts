/** Barbell strength programs: 5x5, 5/3/1-style, weekly undulating, powerlifting and Olympic lifting. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Barbell 5x5 Strength Foundation',
    description:
      'A three-day-a-week barbell program alternating two workouts, A and B, built on five sets of five. Add a small amount of weight to each lift every session while all 25 reps stay clean.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: '5x5 Workout A: Squat, Bench, Row',
        description:
          'Squat, bench press and barbell row for five sets of five, then a little arm and trunk work. Rest fully between the main sets so every rep is crisp.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Bench'],
        exercises: [
          R('Barbell Back Squat', 5, '5', 180),
          R('Barbell Bench Press', 5, '5', 180),
          R('Barbell Bent-Over Row', 5, '5', 150),
          R('Barbell Curl', 2, '10', 60),
          R('Barbell Rollout', 3, '8', 60),
        ],
      },
      {
        name: '5x5 Workout B: Squat, Press, Deadlift',
        description:
          'Squat again, then the standing overhead press and three sets of five deadlifts. Keep the deadlift sets crisp, since your lower back has already worked hard in the squats.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Bench'],
        exercises: [
          R('Barbell Back Squat', 5, '5', 180),
          R('Barbell Overhead Press', 5, '5', 180),
          R('Barbell Deadlift', 3, '5', 180),
          R('Barbell Close-Grip Bench Press', 3, '8', 120),
          R('Barbell Side Bend', 2, '12 per side', 60),
        ],
      },
    ],
  },
  {
    name: '5/3/1-Style Main Lifts with Assistance',
    description:
      'Four training days, each built around one main lift taken through a 5/3/1-style wave, followed by assistance work for the muscles that drive that lift. Use a training max of about 90% of your true max and add to it after each four-week cycle.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: '5/3/1 Squat Day',
        description:
          'Three work sets of the back squat, the last one taken for as many good reps as possible, then hamstring, single-leg and trunk assistance.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells'],
        exercises: [
          R('Barbell Back Squat', 3, '5+', 180),
          R('Barbell Romanian Deadlift', 4, '8', 120),
          R('Dumbbell Walking Lunge', 3, '10 per side', 90),
          R('Barbell Standing Calf Raise', 3, '12', 60),
          R('Barbell Rollout', 3, '10', 60),
        ],
      },
      {
        name: '5/3/1 Bench Day',
        description:
          'Three work sets of the bench press with a final rep-out set, then dumbbell pressing, rowing for balance and triceps work.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Bench Press', 3, '5+', 180),
          R('Dumbbell Incline Bench Press', 4, '10', 90),
          R('Dumbbell Chest-Supported Row', 4, '10', 90),
          R('EZ-Bar Skull Crusher', 3, '12', 60),
          R('Dumbbell Rear Delt Fly', 3, '15', 45),
        ],
      },
      {
        name: '5/3/1 Deadlift Day',
        description:
          'Three work sets of the deadlift with a final rep-out set, then posterior-chain and upper-back assistance. Keep the assistance crisp rather than exhausting.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Deadlift', 3, '5+', 240),
          R('Barbell Good Morning', 3, '8', 120),
          R('Dumbbell Single-Arm Row', 4, '10 per side', 60),
          R('Barbell Hip Thrust', 3, '10', 90),
          T('Dumbbell Farmer\'s Walk', 3, 40, 90),
        ],
      },
      {
        name: '5/3/1 Press Day',
        description:
          'Three work sets of the standing overhead press with a final rep-out set, then close-grip pressing, shoulders and biceps.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Overhead Press', 3, '5+', 180),
          R('Barbell Close-Grip Bench Press', 4, '8', 120),
          R('Dumbbell Lateral Raise', 3, '15', 45),
          R('Barbell Curl', 3, '10', 60),
          R('Dumbbell Hammer Curl', 2, '12', 60),
        ],
      },
    ],
  },
  {
    name: 'Volume, Recovery and Intensity Strength Week',
    description:
      'A three-day weekly cycle for lifters who no longer add weight every session: a high-volume day on Monday, a light recovery day mid-week and a heavy intensity day on Friday. Aim to lift a little more on intensity day each week.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Volume Day',
        description:
          'Five sets of five on squat and bench press at about 90% of your intensity-day weights, then heavy deadlift triples. This is the hardest day of the week.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Back Squat', 5, '5', 180),
          R('Barbell Bench Press', 5, '5', 180),
          R('Barbell Deadlift', 3, '3', 180),
          R('Dumbbell Chest-Supported Row', 3, '10', 90),
          T('Dumbbell Farmer\'s Walk', 3, 40, 90),
        ],
      },
      {
        name: 'Recovery Day',
        description:
          'Light squats at about 80% of volume-day weight, strict overhead pressing and easy back work. Leave the gym feeling better than you arrived.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Plate', 'Bench'],
        exercises: [
          R('Barbell Back Squat', 3, '5', 120),
          R('Barbell Overhead Press', 3, '5', 150),
          R('Dumbbell Chest-Supported Row', 3, '10', 90),
          R('Plate Back Extension', 3, '12', 60),
          R('Dumbbell Hammer Curl', 2, '12', 60),
        ],
      },
      {
        name: 'Intensity Day',
        description:
          'Heavy triples on the squat and the bench press, above your volume-day weights, then hang power cleans. Beat last week\'s weights by a small jump.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Bench'],
        exercises: [
          R('Barbell Back Squat', 3, '3', 240),
          R('Barbell Bench Press', 3, '3', 240),
          R('Barbell Hang Power Clean', 5, '3', 150),
          R('Barbell Pendlay Row', 3, '5', 150),
          R('Barbell Rollout', 3, '10', 60),
        ],
      },
    ],
  },
  {
    name: 'Powerlifting Meet Preparation Block',
    description:
      'A four-day peaking block for competitive lifters, with a heavy day for each of the squat, bench press and deadlift and a fourth day of competition-specific variations. Run it for the last six to eight weeks before a meet.',
    difficulty: 'Advanced',
    workouts: [
      {
        name: 'Heavy Squat Day',
        description:
          'Heavy triples on the competition squat followed by paused squats to own the bottom position. Finish with hamstrings and calves.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Machine'],
        exercises: [
          R('Barbell Low-Bar Squat', 5, '3', 240),
          R('Barbell Pause Squat', 3, '3', 180),
          R('Barbell Romanian Deadlift', 3, '6', 150),
          R('Lying Leg Curl', 3, '10', 60),
          R('Machine Standing Calf Raise', 3, '12', 60),
        ],
      },
      {
        name: 'Heavy Bench Day',
        description:
          'Paused competition bench triples, then overload with the board press and build the triceps and upper back that lock it out.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Paused Bench Press', 5, '3', 240),
          R('Barbell Board Press', 3, '3', 180),
          R('Barbell Close-Grip Bench Press', 3, '6', 150),
          R('Barbell Pendlay Row', 4, '6', 120),
          R('EZ-Bar Skull Crusher', 3, '10', 60),
          R('Dumbbell Rear Delt Fly', 3, '15', 45),
        ],
      },
      {
        name: 'Heavy Deadlift Day',
        description:
          'Heavy triples on your competition deadlift stance, then deficit pulls for speed off the floor and rack pulls for lockout strength.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Plate'],
        exercises: [
          R('Barbell Deadlift', 5, '3', 240),
          R('Barbell Deficit Deadlift', 3, '3', 180),
          R('Barbell Rack Pull', 3, '4', 180),
          R('Plate Back Extension', 3, '12', 60),
          T('Plate Weighted Plank', 3, 60, 60),
        ],
      },
      {
        name: 'Competition Variations Day',
        description:
          'Lighter, technique-focused variations of all three lifts that fix the weak points of each: the pin squat, Spoto press and paused deadlift.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Pin Squat', 4, '4', 180),
          R('Barbell Spoto Press', 4, '4', 180),
          R('Barbell Paused Deadlift', 3, '3', 180),
          R('Dumbbell Single-Arm Row', 3, '10 per side', 60),
          R('Dumbbell Lateral Raise', 3, '15', 45),
        ],
      },
    ],
  },
  {
    name: 'Olympic Weightlifting Technique Primer',
    description:
      'Three sessions a week that teach the snatch and the clean and jerk from the hang, backed by the squats and pulls that make them strong. Keep every set light enough that the bar path stays clean.',
    difficulty: 'Advanced',
    workouts: [
      {
        name: 'Snatch Technique Day',
        description:
          'Build the snatch from the top down: muscle snatch, hang power snatch, then the full lift, followed by overhead squats and snatch pulls.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell'],
        exercises: [
          R('Barbell Muscle Snatch', 3, '3', 120),
          R('Barbell Hang Power Snatch', 5, '3', 150),
          R('Barbell Squat Snatch', 5, '3', 180),
          R('Barbell Overhead Squat', 3, '3', 150),
          R('Barbell Snatch Pull', 3, '3', 150),
        ],
      },
      {
        name: 'Clean and Jerk Technique Day',
        description:
          'Hang power cleans to groove the catch, full cleans, and split jerks from the rack, then front squats for leg strength.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell'],
        exercises: [
          R('Barbell Hang Power Clean', 4, '3', 120),
          R('Barbell Squat Clean', 5, '3', 180),
          R('Barbell Split Jerk', 5, '3', 150),
          R('Barbell Front Squat', 4, '3', 180),
          R('Barbell Clean Pull', 3, '3', 150),
        ],
      },
      {
        name: 'Weightlifting Strength Day',
        description:
          'The strength behind the lifts: back squats, push press, snatch-grip Romanian deadlifts and a heavy trunk carry.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell'],
        exercises: [
          R('Barbell Back Squat', 5, '4', 180),
          R('Barbell Push Press', 4, '4', 150),
          R('Barbell Snatch-Grip Romanian Deadlift', 3, '6', 120),
          R('Barbell Snatch Balance', 3, '3', 120),
          T('Barbell Front-Rack Carry', 3, 30, 90),
        ],
      },
    ],
  },
  {
    name: 'Powerbuilding Five-Day Split',
    description:
      'Strength and size in one week: two heavy power days on the big lifts, then three higher-rep hypertrophy days for push, pull and legs. Suits lifters who want to get stronger without giving up muscle growth.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Upper Power',
        description:
          'Heavy sets of three to five on the bench press, barbell row and overhead press, then incline dumbbell and arm work. Rest long and move the bar fast.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Bench Press', 4, '4', 180),
          R('Barbell Pendlay Row', 4, '5', 150),
          R('Barbell Overhead Press', 3, '5', 150),
          R('Dumbbell Incline Bench Press', 3, '8', 90),
          R('Barbell Curl', 3, '8', 60),
          R('Barbell Skull Crusher', 3, '8', 60),
        ],
      },
      {
        name: 'Lower Power',
        description:
          'Heavy back squats and deadlifts for sets of three to five, then leg press and hamstring work for support.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Machine'],
        exercises: [
          R('Barbell Back Squat', 4, '4', 210),
          R('Barbell Deadlift', 3, '3', 210),
          R('Leg Press', 3, '10', 120),
          R('Seated Leg Curl', 3, '10', 60),
          R('Machine Standing Calf Raise', 4, '10', 60),
        ],
      },
      {
        name: 'Push Hypertrophy',
        description:
          'Moderate-weight pressing for eight to twelve reps and shoulder and triceps isolation. Chase a strong contraction rather than heavy weights.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Machine', 'Barbell', 'Bench'],
        exercises: [
          R('Dumbbell Incline Bench Press', 4, '8-10', 90),
          R('Machine Chest Press', 3, '10-12', 90),
          R('Dumbbell Shoulder Press', 3, '10', 90),
          R('Dumbbell Lateral Raise', 4, '12-15', 45),
          R('Pec Deck', 3, '12-15', 60),
          R('EZ-Bar Overhead Triceps Extension', 3, '12', 60),
        ],
      },
      {
        name: 'Pull Hypertrophy',
        description:
          'Rows and pulldowns for the whole back at eight to twelve reps, then rear delts and biceps.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Dumbbells', 'Machine', 'Barbell', 'Bench'],
        exercises: [
          R('Lat Pulldown', 4, '10', 90),
          R('Dumbbell Chest-Supported Row', 4, '10', 90),
          R('Seated Cable Row', 3, '12', 75),
          R('Reverse Pec Deck', 3, '15', 45),
          R('Dumbbell Incline Curl', 3, '10-12', 60),
          R('EZ-Bar Preacher Curl', 3, '12', 60),
        ],
      },
      {
        name: 'Legs Hypertrophy',
        description:
          'Front squats, Romanian deadlifts and machine work for quads, hamstrings, glutes and calves at moderate reps.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Machine', 'Bench'],
        exercises: [
          R('Barbell Front Squat', 4, '8', 150),
          R('Barbell Romanian Deadlift', 3, '10', 120),
          R('Dumbbell Bulgarian Split Squat', 3, '10 per side', 90),
          R('Leg Extension', 3, '12-15', 60),
          R('Lying Leg Curl', 3, '12', 60),
          R('Machine Seated Calf Raise', 4, '12-15', 45),
        ],
      },
    ],
  },
  {
    name: 'Deadlift Specialization',
    description:
      'A three-day block for experienced lifters whose deadlift has stalled, attacking it from the floor, from the knees and through the posterior chain. Run it for six weeks while keeping other lifts at maintenance.',
    difficulty: 'Advanced',
    workouts: [
      {
        name: 'Heavy Pull Day',
        description:
          'Heavy deadlift triples followed by paused deadlifts to fix position off the floor.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Machine'],
        exercises: [
          R('Barbell Deadlift', 5, '3', 240),
          R('Barbell Paused Deadlift', 3, '3', 180),
          R('Barbell Good Morning', 3, '6', 150),
          R('Roman Chair Back Extension', 3, '12', 60),
          T('Barbell Static Hold', 3, 15, 90),
        ],
      },
      {
        name: 'Speed and Position Day',
        description:
          'Light, fast deficit pulls and snatch-grip deadlifts build speed from the floor, followed by upper-back work.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Deficit Deadlift', 5, '3', 120),
          R('Barbell Snatch-Grip Deadlift', 3, '5', 180),
          R('Barbell Pendlay Row', 4, '6', 120),
          R('Dumbbell Chest-Supported Row', 3, '10', 90),
          R('Barbell Shrug', 3, '10', 60),
        ],
      },
      {
        name: 'Lockout and Posterior Chain Day',
        description:
          'Block pulls for the top half of the lift, Romanian deadlifts and glute-ham raises for the hamstrings and glutes.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Machine', 'Bench'],
        exercises: [
          R('Barbell Block Pull', 4, '3', 180),
          R('Barbell Romanian Deadlift', 4, '6', 150),
          R('Glute-Ham Raise', 3, '6-8', 90),
          R('Barbell Hip Thrust', 3, '8', 120),
          T('Trap Bar Farmer\'s Carry', 3, 30, 90),
        ],
      },
    ],
  },
];
