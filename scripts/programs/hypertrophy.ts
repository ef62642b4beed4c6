/** Gym hypertrophy splits: upper/lower, push/pull/legs, body-part split and high-frequency full body. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Upper/Lower Hypertrophy Split',
    description:
      'Four days a week, training each muscle twice: a heavier upper and lower day early in the week, and a higher-rep upper and lower day later. Most sets stop one or two reps short of failure.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Upper Strength',
        description:
          'Heavy bench press and pull-ups in the six-to-eight range, then rows, shoulders and arms.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Bodyweight', 'Pull-Up Bar', 'Cables', 'Bench'],
        exercises: [
          R('Barbell Bench Press', 4, '6-8', 150),
          R('Pull-Up', 4, '6-8', 120),
          R('Barbell Pendlay Row', 3, '8', 120),
          R('Dumbbell Standing Shoulder Press', 3, '8-10', 90),
          R('Barbell Curl', 3, '8-10', 0, 'A'),
          R('Cable Triceps Pushdown', 3, '10-12', 60, 'A'),
        ],
      },
      {
        name: 'Lower Strength',
        description:
          'Back squats and Romanian deadlifts in lower rep ranges, with leg press and calves for volume.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Machine', 'Cables'],
        exercises: [
          R('Barbell Back Squat', 4, '6-8', 180),
          R('Barbell Romanian Deadlift', 3, '8', 150),
          R('Leg Press', 3, '10', 120),
          R('Lying Leg Curl', 3, '10', 60),
          R('Machine Standing Calf Raise', 4, '8-10', 60),
          R('Cable Crunch', 3, '12', 60),
        ],
      },
      {
        name: 'Upper Volume',
        description:
          'Incline dumbbell pressing, cable rows, flyes and lateral raises for ten to fifteen reps. Keep rest short and chase the pump.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Cables', 'Bench'],
        exercises: [
          R('Dumbbell Incline Bench Press', 4, '10-12', 90),
          R('Neutral-Grip Lat Pulldown', 4, '10-12', 90),
          R('Single-Arm Seated Cable Row', 3, '12 per side', 60),
          R('Cable Crossover', 3, '12-15', 60),
          R('Cable Lateral Raise', 3, '15', 45),
          R('Dumbbell Incline Curl', 3, '12', 0, 'A'),
          R('Cable Rope Overhead Triceps Extension', 3, '12', 60, 'A'),
        ],
      },
      {
        name: 'Lower Volume',
        description:
          'Hack squats, Bulgarian split squats and hip thrusts for higher reps, plus leg extensions and curls.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Machine', 'Dumbbells', 'Barbell', 'Bench'],
        exercises: [
          R('Hack Squat', 4, '10-12', 120),
          R('Dumbbell Bulgarian Split Squat', 3, '10 per side', 90),
          R('Barbell Hip Thrust', 3, '10-12', 90),
          R('Leg Extension', 3, '15', 60),
          R('Seated Leg Curl', 3, '12-15', 60),
          R('Machine Seated Calf Raise', 4, '15', 45),
        ],
      },
    ],
  },
  {
    name: 'Push/Pull/Legs Six-Day Split',
    description:
      'The classic six-day bodybuilding rotation: push, pull and legs twice a week, with a heavier A day and a higher-rep B day for each. Suited to intermediate lifters who can train six days and recover well.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Push A: Heavy Chest and Shoulders',
        description:
          'Bench press and overhead press for heavier sets, then incline work, lateral raises and triceps.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Bench'],
        exercises: [
          R('Barbell Bench Press', 4, '5-8', 150),
          R('Barbell Overhead Press', 3, '6-8', 150),
          R('Dumbbell Incline Bench Press', 3, '8-10', 90),
          R('Dumbbell Lateral Raise', 4, '12-15', 45),
          R('Cable Rope Pushdown', 3, '10-12', 60),
          R('EZ-Bar Overhead Triceps Extension', 3, '10-12', 60),
        ],
      },
      {
        name: 'Pull A: Heavy Back',
        description:
          'Deadlifts and pull-ups for strength, then rows, rear delts and heavy curls.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Bodyweight', 'Pull-Up Bar', 'Cables', 'Dumbbells'],
        exercises: [
          R('Barbell Deadlift', 3, '5', 180),
          R('Pull-Up', 4, '6-8', 120),
          R('Barbell Bent-Over Row', 3, '8', 120),
          R('Cable Face Pull', 3, '15', 60),
          R('Barbell Curl', 3, '8-10', 60),
          R('Dumbbell Hammer Curl', 2, '10-12', 60),
        ],
      },
      {
        name: 'Legs A: Squat Focus',
        description:
          'Back squats for heavy sets, then Romanian deadlifts, leg press, leg curls and calves.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Machine'],
        exercises: [
          R('Barbell Back Squat', 4, '6-8', 180),
          R('Barbell Romanian Deadlift', 3, '8-10', 120),
          R('Leg Press', 3, '10-12', 120),
          R('Lying Leg Curl', 3, '10-12', 60),
          R('Machine Standing Calf Raise', 4, '10-12', 60),
        ],
      },
      {
        name: 'Push B: Chest and Shoulder Volume',
        description:
          'Incline and machine pressing, flyes and a lot of lateral raise work at higher reps.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Machine', 'Cables', 'Bodyweight', 'Bench'],
        exercises: [
          R('Dumbbell Incline Bench Press', 4, '10-12', 90),
          R('Machine Chest Press', 3, '10-12', 90),
          R('Dumbbell Arnold Press', 3, '10-12', 90),
          R('Cable Low-to-High Fly', 3, '12-15', 60),
          R('Cable Lateral Raise', 4, '15', 45),
          R('Chest Dip', 3, '10-12', 90),
          R('Cable Rope Overhead Triceps Extension', 3, '12-15', 60),
        ],
      },
      {
        name: 'Pull B: Back Width and Arms',
        description:
          'Pulldowns, chest-supported rows and straight-arm work for the lats, finished with biceps and rear delts.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Machine', 'Dumbbells', 'Bench'],
        exercises: [
          R('Wide-Grip Lat Pulldown', 4, '10-12', 90),
          R('Chest-Supported T-Bar Row', 3, '10-12', 90),
          R('Single-Arm Lat Pulldown', 3, '12 per side', 60),
          R('Cable Straight-Arm Pulldown', 3, '12-15', 60),
          R('Reverse Pec Deck', 3, '15', 45),
          R('Dumbbell Incline Curl', 3, '10-12', 60),
          R('Cable Bayesian Curl', 2, '12-15', 60),
        ],
      },
      {
        name: 'Legs B: Hinge and Single-Leg Focus',
        description:
          'Hip thrusts, hack squats, walking lunges and leg extensions for a high-rep leg day.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Machine', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Hip Thrust', 4, '8-10', 120),
          R('Hack Squat', 3, '10-12', 120),
          R('Dumbbell Walking Lunge', 3, '12 per side', 90),
          R('Leg Extension', 3, '15', 60),
          R('Seated Leg Curl', 3, '12-15', 60),
          R('Machine Seated Calf Raise', 4, '15', 45),
        ],
      },
    ],
  },
  {
    name: 'Classic Five-Day Body-Part Split',
    description:
      'One muscle group per day, five days a week, the way many bodybuilders train: chest, back, shoulders, legs and arms. Each session hits its target with plenty of volume from several angles.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Chest Day',
        description:
          'Flat, incline and decline pressing followed by flyes and dips for the whole chest.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Bodyweight', 'Bench'],
        exercises: [
          R('Barbell Bench Press', 4, '6-10', 120),
          R('Dumbbell Incline Bench Press', 4, '8-10', 90),
          R('Dumbbell Decline Bench Press', 3, '10', 90),
          R('Dumbbell Incline Fly', 3, '12', 60),
          R('Cable Crossover', 3, '15', 60),
          R('Chest Dip', 3, '10-12', 90),
        ],
      },
      {
        name: 'Back Day',
        description:
          'Rows and pulldowns for width and thickness, then shrugs for the traps and back extensions for the lower back.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Cables', 'Dumbbells', 'Machine', 'Bench'],
        exercises: [
          R('Barbell Bent-Over Row', 4, '8', 120),
          R('Wide-Grip Lat Pulldown', 4, '10', 90),
          R('Dumbbell Single-Arm Row', 3, '10 per side', 60),
          R('Seated Cable Row', 3, '12', 75),
          R('Cable Straight-Arm Pulldown', 3, '12-15', 60),
          R('Barbell Shrug', 3, '12', 60),
          R('Roman Chair Back Extension', 3, '12-15', 60),
        ],
      },
      {
        name: 'Shoulder Day',
        description:
          'An overhead press followed by raises for all three heads of the shoulder and upright rows for the traps.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Cables', 'Machine', 'Bench'],
        exercises: [
          R('Dumbbell Shoulder Press', 4, '8-10', 90),
          R('Dumbbell Lateral Raise', 4, '12-15', 45),
          R('Cable Leaning Lateral Raise', 3, '12-15 per side', 45),
          R('Reverse Pec Deck', 3, '15', 45),
          R('Cable Rope Upright Row', 3, '12', 60),
          R('Dumbbell Front Raise', 2, '12', 45),
          R('Cable Face Pull', 3, '15', 45),
        ],
      },
      {
        name: 'Leg Day',
        description:
          'Squats, leg press and Romanian deadlifts, then isolation work for quads, hamstrings and calves.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Machine'],
        exercises: [
          R('Barbell Back Squat', 4, '8', 150),
          R('Leg Press', 4, '10-12', 120),
          R('Barbell Romanian Deadlift', 3, '10', 120),
          R('Leg Extension', 3, '12-15', 60),
          R('Lying Leg Curl', 3, '12', 60),
          R('Machine Standing Calf Raise', 4, '12-15', 45),
        ],
      },
      {
        name: 'Arm Day',
        description:
          'Biceps and triceps trained in antagonist supersets, with forearms at the end.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Bench'],
        exercises: [
          R('Barbell Curl', 4, '8-10', 0, 'A'),
          R('Barbell Close-Grip Bench Press', 4, '8-10', 90, 'A'),
          R('Dumbbell Incline Curl', 3, '10-12', 0, 'B'),
          R('EZ-Bar Skull Crusher', 3, '10-12', 75, 'B'),
          R('Cable Rope Hammer Curl', 3, '12', 0, 'C'),
          R('Cable Rope Pushdown', 3, '12-15', 60, 'C'),
          R('Barbell Wrist Curl', 2, '15', 45),
        ],
      },
    ],
  },
  {
    name: 'High-Frequency Full-Body Hypertrophy',
    description:
      'Three full-body sessions a week for intermediate lifters who prefer to hit every muscle often. Each day leads with a different compound lift and uses moderate reps throughout.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Full Body Hypertrophy 1',
        description:
          'Squat-led day with incline pressing, pulldowns and arm supersets.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Machine', 'Bench'],
        exercises: [
          R('Barbell High-Bar Squat', 3, '8', 150),
          R('Dumbbell Incline Bench Press', 3, '10', 90),
          R('Lat Pulldown', 3, '10', 90),
          R('Seated Leg Curl', 3, '12', 60),
          R('Dumbbell Lateral Raise', 3, '15', 45),
          R('Cable Curl', 2, '12', 0, 'A'),
          R('Cable Triceps Pushdown', 2, '12', 60, 'A'),
        ],
      },
      {
        name: 'Full Body Hypertrophy 2',
        description:
          'Hinge-led day with flat pressing, chest-supported rows and single-leg work.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Machine', 'Bench'],
        exercises: [
          R('Barbell Romanian Deadlift', 3, '8', 150),
          R('Dumbbell Bench Press', 3, '10', 90),
          R('Dumbbell Chest-Supported Row', 3, '10', 90),
          R('Dumbbell Reverse Lunge', 3, '10 per side', 90),
          R('Reverse Pec Deck', 3, '15', 45),
          R('Machine Seated Calf Raise', 3, '15', 45),
        ],
      },
      {
        name: 'Full Body Hypertrophy 3',
        description:
          'Leg press and overhead-press day with cable rows, hip thrusts and an arm finish.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Machine', 'Barbell', 'Dumbbells', 'Cables', 'Bench'],
        exercises: [
          R('Leg Press', 3, '10-12', 120),
          R('Barbell Overhead Press', 3, '8', 120),
          R('Seated Cable Row', 3, '10-12', 90),
          R('Barbell Hip Thrust', 3, '10', 90),
          R('Cable Crossover', 2, '15', 60),
          R('Dumbbell Hammer Curl', 2, '12', 0, 'A'),
          R('Cable Rope Overhead Triceps Extension', 2, '12', 60, 'A'),
        ],
      },
    ],
  },
  {
    name: 'Beginner Push/Pull/Legs',
    description:
      'A three-day push, pull and legs rotation for beginners who want to train body parts together without the volume of a six-day split. Run it Monday, Wednesday and Friday and add weight or reps each week.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Beginner Push Day',
        description:
          'Dumbbell bench press, machine shoulder press and push-ups, with lateral raises and pushdowns.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Machine', 'Cables', 'Bodyweight', 'Bench'],
        exercises: [
          R('Dumbbell Bench Press', 3, '8-12', 90),
          R('Machine Shoulder Press', 3, '10-12', 90),
          R('Dumbbell Incline Fly', 2, '12', 60),
          R('Dumbbell Lateral Raise', 3, '12-15', 45),
          R('Cable Triceps Pushdown', 3, '12', 60),
          R('Push-Up', 2, 'AMRAP', 60),
        ],
      },
      {
        name: 'Beginner Pull Day',
        description:
          'Lat pulldowns, seated rows and one-arm rows for the back, then face pulls and curls.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Dumbbells', 'Bench'],
        exercises: [
          R('Lat Pulldown', 3, '8-12', 90),
          R('Seated Cable Row', 3, '10-12', 90),
          R('Dumbbell Single-Arm Row', 2, '10 per side', 60),
          R('Cable Face Pull', 3, '15', 45),
          R('Dumbbell Curl', 3, '10-12', 60),
          R('Dumbbell Hammer Curl', 2, '12', 60),
        ],
      },
      {
        name: 'Beginner Leg Day',
        description:
          'Goblet squats, leg press and Romanian deadlifts, then leg curls, calves and a plank.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Machine', 'Bodyweight'],
        exercises: [
          R('Dumbbell Goblet Squat', 3, '10-12', 90),
          R('Leg Press', 3, '10-12', 90),
          R('Dumbbell Romanian Deadlift', 3, '10', 90),
          R('Seated Leg Curl', 2, '12', 60),
          R('Machine Standing Calf Raise', 3, '12-15', 45),
          T('Plank', 3, 30, 45),
        ],
      },
    ],
  },
];
