/** Specialization programs: glutes, arms, core, shoulders, chest, grip and knee-friendly legs. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Glute-Focused Program',
    description:
      'Four sessions a week that prioritise the glutes with heavy hip thrusts, hinges, single-leg work and high-rep abduction. Three gym days and one home day make it easy to fit around a busy week.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Glute Strength Day',
        description:
          'Heavy barbell hip thrusts and sumo deadlifts, then split squats and cable work for the glutes.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Machine', 'Bench'],
        exercises: [
          R('Barbell Hip Thrust', 4, '6-8', 150),
          R('Barbell Sumo Deadlift', 3, '5', 180),
          R('Dumbbell Bulgarian Split Squat', 3, '8 per side', 90),
          R('Cable Pull-Through', 3, '12', 60),
          R('Machine Hip Abduction', 3, '15', 45),
        ],
      },
      {
        name: 'Glute Pump Day',
        description:
          'Lighter, higher-rep glute work with short rests: Smith machine hip thrusts, step-ups, back extensions and kickbacks.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Smith Machine', 'Dumbbells', 'Machine', 'Cables', 'Bodyweight', 'Bench'],
        exercises: [
          R('Smith Machine Hip Thrust', 4, '12', 90),
          R('Dumbbell Step-Up', 3, '10 per side', 75),
          R('Roman Chair Glute-Focused Back Extension', 3, '15', 60),
          R('Cable Glute Kickback', 3, '12 per side', 45),
          R('Machine Forward-Lean Hip Abduction', 3, '15', 45),
          R('Frog Pump', 2, '15', 45),
        ],
      },
      {
        name: 'Glute and Hamstring Day',
        description:
          'Romanian deadlifts, single-leg hinges and leg curls for the back of the legs, finished with kettlebell swings.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Machine', 'Kettlebells'],
        exercises: [
          R('Barbell Romanian Deadlift', 4, '8', 150),
          R('Dumbbell Single-Leg Romanian Deadlift', 3, '10 per side', 75),
          R('Lying Leg Curl', 3, '10-12', 60),
          R('Machine Reverse Hyperextension', 3, '15', 60),
          R('Kettlebell Swing', 4, '15', 60),
        ],
      },
      {
        name: 'Home Glute Day',
        description:
          'A dumbbell and bodyweight glute session for days away from the gym, ending with a burnout of side-lying work.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bodyweight', 'Bench'],
        exercises: [
          R('Dumbbell Hip Thrust', 4, '12', 75),
          R('Dumbbell Goblet Curtsy Lunge', 3, '10 per side', 60),
          R('Dumbbell Sumo Deadlift', 3, '12', 75),
          R('Single-Leg Glute Bridge', 3, '12 per side', 45),
          R('Fire Hydrant', 2, '15 per side', 0, 'A'),
          R('Clamshell', 2, '15 per side', 45, 'A'),
        ],
      },
    ],
  },
  {
    name: 'Arm Specialization',
    description:
      'Three arm-focused workouts a week that pair biceps and triceps in antagonist supersets, with heavy compound work and a forearm day. Keep the rest of your training at maintenance while you run it.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Heavy Arms',
        description:
          'Close-grip bench press and close-grip chin-ups to load the arms heavily, then two antagonist supersets.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Bodyweight', 'Pull-Up Bar', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Close-Grip Bench Press', 4, '6-8', 120),
          R('Close-Grip Chin-Up', 4, '6-8', 120),
          R('Barbell Curl', 3, '8-10', 0, 'A'),
          R('Barbell Skull Crusher', 3, '8-10', 90, 'A'),
          R('Dumbbell Hammer Curl', 3, '10', 0, 'B'),
          R('Dumbbell Seated Overhead Triceps Extension', 3, '10', 75, 'B'),
        ],
      },
      {
        name: 'Arm Pump Supersets',
        description:
          'Four biceps and triceps supersets with cables and dumbbells for 12 to 15 reps. Rest only after each pair.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Dumbbells', 'Bench'],
        exercises: [
          R('Cable Curl', 3, '12', 0, 'A'),
          R('Cable Rope Pushdown', 3, '12', 60, 'A'),
          R('Dumbbell Incline Curl', 3, '12', 0, 'B'),
          R('Cable Rope Overhead Triceps Extension', 3, '12', 60, 'B'),
          R('Dumbbell Preacher Curl', 3, '12-15', 0, 'C'),
          R('Dumbbell Triceps Kickback', 3, '12-15', 60, 'C'),
          R('Cable Bayesian Curl', 2, '15', 0, 'D'),
          R('Cable Single-Arm Reverse-Grip Pushdown', 2, '15', 60, 'D'),
        ],
      },
      {
        name: 'Forearms and Arms',
        description:
          'Reverse curls, Zottman curls and wrist work for the forearms, the Tate press for the triceps and a heavy carry for grip.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('EZ-Bar Reverse Curl', 3, '10-12', 60),
          R('Dumbbell Zottman Curl', 3, '10', 60),
          R('Dumbbell Tate Press', 3, '10-12', 60),
          R('Barbell Wrist Curl', 3, '15', 0, 'A'),
          R('Barbell Reverse Wrist Curl', 3, '15', 60, 'A'),
          T('Dumbbell Farmer\'s Walk', 3, 45, 90),
        ],
      },
    ],
  },
  {
    name: 'Core Strength and Abs Program',
    description:
      'Four short core sessions built on how the trunk really works: resisting extension, resisting rotation, flexing and rotating, and bracing under load. Add them after your main training or do them on their own.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Anti-Extension Core',
        description:
          'Keep the lower back from arching under load with dead bugs, planks, hollow holds and rollouts.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Dead Bug', 3, '8 per side', 45),
          T('Plank', 3, 40, 45),
          T('Hollow Body Hold', 3, 20, 45),
          R('Ab Wheel Rollout', 3, '6-8', 60),
          R('Reverse Crunch', 3, '12', 45),
        ],
      },
      {
        name: 'Anti-Rotation Core',
        description:
          'Resist twisting with Pallof presses, bird dogs, side planks and shoulder taps.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Cables', 'Bodyweight', 'Dumbbells'],
        exercises: [
          R('Cable Pallof Press', 3, '10 per side', 45),
          R('Bird Dog', 3, '8 per side', 45),
          T('Side Plank', 4, 30, 30),
          R('Plank Shoulder Tap', 3, '10 per side', 45),
          T('Dumbbell Suitcase Carry', 4, 30, 45),
        ],
      },
      {
        name: 'Flexion and Rotation Abs',
        description:
          'Train the abs and obliques through their range with cable crunches, hanging knee raises, woodchoppers and bicycle crunches.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Bodyweight', 'Pull-Up Bar'],
        exercises: [
          R('Cable Crunch', 3, '12-15', 60),
          R('Hanging Knee Raise', 3, '10-12', 60),
          R('Cable Woodchopper', 3, '12 per side', 45),
          R('Bicycle Crunch', 3, '15 per side', 45),
          R('Lying Leg Raise', 2, '12', 45),
        ],
      },
      {
        name: 'Loaded Carries and Bracing',
        description:
          'Walk with weight in different positions, then finish with crawling and a weighted plank. Brace as if about to be pushed.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Dumbbells', 'Kettlebells', 'Bodyweight', 'Plate'],
        exercises: [
          T('Dumbbell Farmer\'s Walk', 3, 40, 60),
          T('Kettlebell Suitcase Carry', 4, 30, 45),
          T('Kettlebell Front Rack Carry', 3, 30, 60),
          T('Bear Crawl', 3, 30, 60),
          T('Plate Weighted Plank', 3, 30, 60),
        ],
      },
    ],
  },
  {
    name: 'Shoulder Specialization',
    description:
      'Three shoulder sessions a week that build the front, side and rear delts in balance while keeping the rotator cuff healthy. Heavy pressing comes first, and high-rep raises fill the rest.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Heavy Press Day',
        description:
          'Standing overhead press and push press for strength, then dumbbell pressing and face pulls.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Bench'],
        exercises: [
          R('Barbell Overhead Press', 4, '5', 180),
          R('Barbell Push Press', 3, '3', 180),
          R('Dumbbell Shoulder Press', 3, '8-10', 90),
          R('Dumbbell Lateral Raise', 3, '12-15', 45),
          R('Cable Face Pull', 3, '15', 45),
        ],
      },
      {
        name: 'Side Delt Volume Day',
        description:
          'Lateral raises from several angles with cables, dumbbells and machines for a wide shoulder line.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Cables', 'Machine', 'Bench'],
        exercises: [
          R('Machine Shoulder Press', 3, '10-12', 90),
          R('Cable Cuffed Lateral Raise', 3, '12-15', 45),
          R('Dumbbell Seated Lateral Raise', 3, '15', 45),
          R('Dumbbell Side-Lying Lateral Raise', 3, '12 per side', 45),
          R('Machine Lateral Raise', 2, '15', 45),
          R('Cable Rope Upright Row', 3, '12', 60),
        ],
      },
      {
        name: 'Rear Delt and Rotator Cuff Day',
        description:
          'Rear-delt flyes and rows, Y-T-W raises and external rotations for healthy, balanced shoulders.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Cables', 'Machine', 'Bench'],
        exercises: [
          R('Reverse Pec Deck', 4, '15', 45),
          R('Dumbbell Rear Delt Row', 3, '12', 60),
          R('Cable Face Pull', 3, '12-15', 45),
          R('Dumbbell Incline Y-Raise', 2, '12', 0, 'A'),
          R('Dumbbell Incline T-Raise', 2, '12', 0, 'A'),
          R('Dumbbell Incline W-Raise', 2, '12', 60, 'A'),
          R('Cable External Rotation', 2, '15 per side', 45),
        ],
      },
    ],
  },
  {
    name: 'Chest Specialization',
    description:
      'Three chest-focused sessions a week covering the upper, middle and lower chest with pressing, flyes and dips. Use it for six to eight weeks, then return to a balanced split.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Heavy Chest Pressing',
        description:
          'Flat and incline barbell pressing in lower rep ranges, then dips, flyes and face pulls.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Bodyweight', 'Dumbbells', 'Cables', 'Bench'],
        exercises: [
          R('Barbell Bench Press', 4, '5-6', 180),
          R('Barbell Incline Bench Press', 3, '6-8', 150),
          R('Chest Dip', 3, '8-10', 120),
          R('Dumbbell Fly', 3, '10-12', 60),
          R('Cable Face Pull', 3, '15', 45),
        ],
      },
      {
        name: 'Upper Chest Focus',
        description:
          'Low-incline and incline pressing with low-to-high cable flyes for the upper chest.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Machine', 'Cables', 'Bench'],
        exercises: [
          R('Dumbbell Low-Incline Bench Press', 4, '8-10', 90),
          R('Machine Incline Chest Press', 3, '10-12', 90),
          R('Dumbbell Incline Fly', 3, '12', 60),
          R('Cable Low-to-High Fly', 3, '12-15', 60),
          R('Dumbbell Incline Squeeze Press', 2, '12-15', 60),
        ],
      },
      {
        name: 'Chest Pump and Stretch',
        description:
          'Machine pressing and flyes for higher reps, then push-ups to failure and a chest stretch.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Machine', 'Cables', 'Bodyweight', 'Dumbbells', 'Bench'],
        exercises: [
          R('Machine Chest Press', 4, '12', 75),
          R('Pec Deck', 3, '15', 60),
          R('Cable Crossover', 3, '15', 60),
          R('Dumbbell Pullover', 3, '12', 60),
          R('Deficit Push-Up', 2, 'AMRAP', 90),
          T('Doorway Chest Stretch', 2, 45, 15),
        ],
      },
    ],
  },
  {
    name: 'Grip and Forearm Strength',
    description:
      'Three short sessions that build crushing, pinching and supporting grip strength for lifting, climbing and everyday carrying. Add them to the end of your usual workouts.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Support Grip Day',
        description:
          'Long holds and heavy carries that teach the hands to hold on, the grip that limits most deadlifts.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Dumbbells', 'Barbell', 'Bodyweight', 'Pull-Up Bar'],
        exercises: [
          T('Dumbbell Farmer\'s Hold', 3, 30, 60),
          T('Barbell Static Hold', 3, 20, 90),
          T('Dead Hang', 3, 30, 60),
          T('Dumbbell Farmer\'s Walk', 3, 40, 60),
        ],
      },
      {
        name: 'Pinch and Wrist Day',
        description:
          'Plate pinches for the thumb and wrist curls and deviations for the small forearm muscles.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Plate', 'Dumbbells', 'Barbell'],
        exercises: [
          T('Plate Pinch Hold', 3, 20, 60),
          T('Plate Pinch Carry', 3, 30, 60),
          R('Barbell Wrist Curl', 3, '15', 45),
          R('Barbell Reverse Wrist Curl', 3, '15', 45),
          R('Dumbbell Radial Deviation', 2, '15 per side', 30),
          R('Dumbbell Ulnar Deviation', 2, '15 per side', 30),
        ],
      },
      {
        name: 'Forearm Hypertrophy Day',
        description:
          'Reverse curls, hammer curls and finger curls for thicker forearms.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Cables'],
        exercises: [
          R('Barbell Reverse Curl', 3, '10-12', 60),
          R('Dumbbell Cross-Body Hammer Curl', 3, '12', 60),
          R('Dumbbell Finger Curl', 3, '15', 45),
          R('Cable Reverse Wrist Curl', 2, '15', 45),
          R('Dumbbell Wrist Pronation and Supination', 2, '12 per side', 30),
        ],
      },
    ],
  },
  {
    name: 'Knee-Friendly Leg Training',
    description:
      'Three leg workouts for people with sensitive knees, using box squats, reverse lunges, hinges and controlled tempo to build strength without pain. Stay in a pain-free range and progress slowly.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Knee-Friendly Squat Day',
        description:
          'Box squats to a comfortable depth, reverse lunges and step-downs to build control, with terminal knee work on the leg extension.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Dumbbells', 'Machine', 'Bodyweight'],
        exercises: [
          R('Dumbbell Goblet Box Squat', 3, '10', 90),
          R('Dumbbell Reverse Lunge', 3, '8 per side', 90),
          R('Dumbbell Step-Down', 2, '8 per side', 60),
          R('Paused Leg Extension', 2, '12', 60),
          T('Wall Sit', 3, 30, 60),
        ],
      },
      {
        name: 'Knee-Friendly Hinge Day',
        description:
          'Hip-dominant work loads the legs while asking little of the knees: Romanian deadlifts, hip thrusts and leg curls.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Dumbbells', 'Machine', 'Bodyweight', 'Bench'],
        exercises: [
          R('Dumbbell Romanian Deadlift', 3, '10', 90),
          R('Dumbbell Hip Thrust', 3, '12', 75),
          R('Seated Leg Curl', 3, '12', 60),
          R('Side-Lying Hip Abduction', 2, '15 per side', 45),
          R('Bodyweight Calf Raise', 3, '15', 45),
        ],
      },
      {
        name: 'Knee-Friendly Machine Day',
        description:
          'Leg press with a high foot position, belt squats, leg curls and hip machines for controlled, joint-friendly volume.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Machine'],
        exercises: [
          R('High-Foot Leg Press', 3, '12', 90),
          R('Belt Squat', 3, '10', 90),
          R('Lying Leg Curl', 3, '12', 60),
          R('Machine Hip Adduction', 2, '15', 45),
          R('Machine Hip Abduction', 2, '15', 45),
          R('Seated Leg Press Calf Raise', 3, '15', 45),
        ],
      },
    ],
  },
];
