/** Home programs with free weights: dumbbells only, kettlebells, plates and medicine balls, resistance bands. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Dumbbell-Only Home Program',
    description:
      'A four-day upper/lower program that needs nothing but a pair of adjustable dumbbells and some floor space, with no bench required. Progress by adding reps until you reach the top of each range, then go heavier.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Dumbbell Home Upper A',
        description:
          'Floor presses, bent-over rows and standing presses, with curls and kickbacks paired as a superset.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells'],
        exercises: [
          R('Dumbbell Floor Press', 4, '8-12', 90),
          R('Dumbbell Bent-Over Row', 4, '10', 90),
          R('Dumbbell Standing Shoulder Press', 3, '10', 90),
          R('Dumbbell Lateral Raise', 3, '12-15', 45),
          R('Dumbbell Curl', 3, '12', 0, 'A'),
          R('Dumbbell Triceps Kickback', 3, '12', 60, 'A'),
        ],
      },
      {
        name: 'Dumbbell Home Lower A',
        description:
          'Goblet squats, Romanian deadlifts and reverse lunges, then calf raises and a short core finisher.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bodyweight'],
        exercises: [
          R('Dumbbell Goblet Squat', 4, '10-12', 90),
          R('Dumbbell Romanian Deadlift', 4, '10', 90),
          R('Dumbbell Reverse Lunge', 3, '10 per side', 75),
          R('Dumbbell Glute Bridge', 3, '15', 60),
          R('Dumbbell Standing Calf Raise', 3, '15', 45),
          T('Plank', 3, 40, 45),
        ],
      },
      {
        name: 'Dumbbell Home Upper B',
        description:
          'Push-ups, single-arm rows, Arnold presses and rear-delt flyes, with hammer curls and floor skull crushers.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bodyweight'],
        exercises: [
          R('Push-Up', 3, '10-15', 60),
          R('Dumbbell Single-Arm Row', 4, '10 per side', 60),
          R('Dumbbell Arnold Press', 3, '10', 90),
          R('Dumbbell Rear Delt Fly', 3, '15', 45),
          R('Dumbbell Hammer Curl', 3, '12', 0, 'A'),
          R('Dumbbell Floor Skull Crusher', 3, '12', 60, 'A'),
        ],
      },
      {
        name: 'Dumbbell Home Lower B',
        description:
          'Split squats, sumo deadlifts and step-ups for the legs, with single-leg Romanian deadlifts for balance.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bodyweight'],
        exercises: [
          R('Dumbbell Split Squat', 3, '10 per side', 75),
          R('Dumbbell Sumo Deadlift', 3, '12', 90),
          R('Dumbbell Step-Up', 3, '10 per side', 75),
          R('Dumbbell Single-Leg Romanian Deadlift', 3, '8 per side', 60),
          R('Dumbbell Single-Leg Calf Raise', 2, '12 per side', 45),
          R('Dead Bug', 3, '8 per side', 45),
        ],
      },
    ],
  },
  {
    name: 'Home Dumbbell and Bench Hypertrophy',
    description:
      'A five-day home hypertrophy program for adjustable dumbbells and a flat-to-incline bench: push, pull and legs, then an upper and a lower day. Train close to failure on the last set of each exercise.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Home Push',
        description:
          'Flat and incline dumbbell pressing, flyes, shoulder work and triceps.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bench'],
        exercises: [
          R('Dumbbell Bench Press', 4, '8-10', 90),
          R('Dumbbell Incline Bench Press', 3, '10-12', 90),
          R('Dumbbell Fly', 3, '12', 60),
          R('Dumbbell Seated Lateral Raise', 4, '12-15', 45),
          R('Dumbbell Skull Crusher', 3, '10-12', 60),
          R('Dumbbell Seated Overhead Triceps Extension', 2, '12', 60),
        ],
      },
      {
        name: 'Home Pull',
        description:
          'Chest-supported rows, one-arm rows and pullovers for the back, with rear delts and two curl variations.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bench'],
        exercises: [
          R('Dumbbell Chest-Supported Row', 4, '10', 90),
          R('Dumbbell Single-Arm Row', 3, '12 per side', 60),
          R('Dumbbell Pullover', 3, '12', 60),
          R('Dumbbell Chest-Supported Rear Delt Fly', 3, '15', 45),
          R('Dumbbell Incline Curl', 3, '10-12', 60),
          R('Dumbbell Hammer Curl', 2, '12', 60),
        ],
      },
      {
        name: 'Home Legs',
        description:
          'Bulgarian split squats, Romanian deadlifts, goblet squats and hip thrusts to work the legs hard with dumbbells.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bench'],
        exercises: [
          R('Dumbbell Bulgarian Split Squat', 4, '8-10 per side', 90),
          R('Dumbbell Romanian Deadlift', 4, '10', 90),
          R('Dumbbell Heel-Elevated Goblet Squat', 3, '12-15', 75),
          R('Dumbbell Hip Thrust', 3, '12', 75),
          R('Dumbbell Lying Leg Curl', 3, '12', 60),
          R('Dumbbell Single-Leg Calf Raise', 3, '12 per side', 45),
        ],
      },
      {
        name: 'Home Upper',
        description:
          'A mixed upper-body day with neutral-grip pressing, rows and antagonist arm supersets.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bench'],
        exercises: [
          R('Dumbbell Incline Neutral-Grip Bench Press', 4, '8-10', 90),
          R('Dumbbell Seal Row', 4, '10', 90),
          R('Dumbbell Shoulder Press', 3, '10', 90),
          R('Dumbbell Lateral Raise', 3, '15', 45),
          R('Dumbbell Spider Curl', 3, '12', 0, 'A'),
          R('Dumbbell Tate Press', 3, '12', 60, 'A'),
        ],
      },
      {
        name: 'Home Lower',
        description:
          'Front-foot-elevated split squats, stiff-leg deadlifts and step-ups for the legs, plus a trunk finisher.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Bench'],
        exercises: [
          R('Dumbbell Front-Foot-Elevated Split Squat', 3, '10 per side', 90),
          R('Dumbbell Stiff-Leg Deadlift', 3, '10', 90),
          R('Dumbbell Step-Up', 3, '10 per side', 75),
          R('Dumbbell Single-Leg Hip Thrust', 3, '10 per side', 60),
          R('Dumbbell Seated Calf Raise', 3, '15', 45),
          R('Dumbbell Dead Bug', 3, '8 per side', 45),
        ],
      },
    ],
  },
  {
    name: 'Kettlebell Strength Fundamentals',
    description:
      'Three sessions a week that teach the core kettlebell lifts, the swing, goblet squat, press, row and get-up, with enough volume to build real strength. One or two bells are all you need.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Kettlebell Hinge and Press',
        description:
          'Deadlifts and swings to learn the hip hinge, then the single-arm overhead press and rows.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Kettlebells'],
        exercises: [
          R('Kettlebell Deadlift', 3, '10', 60),
          R('Kettlebell Swing', 5, '10', 60),
          R('Kettlebell Overhead Press', 4, '6 per side', 90),
          R('Kettlebell Single-Arm Row', 4, '8 per side', 60),
          T('Kettlebell Suitcase Carry', 3, 30, 60),
        ],
      },
      {
        name: 'Kettlebell Squat and Pull',
        description:
          'Goblet squats, split squats and gorilla rows, with halos for shoulder mobility.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Kettlebells'],
        exercises: [
          R('Kettlebell Halo', 2, '5 per side', 30),
          R('Kettlebell Goblet Squat', 4, '8', 90),
          R('Kettlebell Split Squat', 3, '8 per side', 75),
          R('Kettlebell Gorilla Row', 4, '8 per side', 75),
          R('Kettlebell Romanian Deadlift', 3, '10', 75),
          R('Kettlebell Dead Bug', 3, '8 per side', 45),
        ],
      },
      {
        name: 'Kettlebell Get-Up and Carry',
        description:
          'Half get-ups, floor presses and clean practice, finished with front rack carries. Move slowly on the get-ups and keep your eyes on the bell.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Kettlebells'],
        exercises: [
          R('Kettlebell Half Get-Up', 3, '3 per side', 60),
          R('Kettlebell Floor Press', 4, '8 per side', 75),
          R('Kettlebell Dead Clean', 4, '5 per side', 75),
          R('Kettlebell Goblet Reverse Lunge', 3, '8 per side', 75),
          T('Kettlebell Front Rack Carry', 3, 30, 60),
        ],
      },
    ],
  },
  {
    name: 'Double Kettlebell Strength',
    description:
      'An advanced three-day program with two heavy kettlebells: cleans, front squats, presses and swings in low-rep ladders. Use bells you can press for about five reps.',
    difficulty: 'Advanced',
    workouts: [
      {
        name: 'Double Bell Clean and Press',
        description:
          'Double cleans and presses for strength, with double rows and a heavy carry.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Kettlebells'],
        exercises: [
          R('Double Kettlebell Clean', 5, '3', 90),
          R('Double Kettlebell Press', 5, '5', 120),
          R('Double Kettlebell Bent-Over Row', 4, '8', 90),
          R('Double Kettlebell Push Press', 3, '5', 120),
          T('Double Kettlebell Front Rack Carry', 3, 40, 90),
        ],
      },
      {
        name: 'Double Bell Squat Day',
        description:
          'Heavy front squats from the rack, front-rack reverse lunges and swings, with windmills for hip and trunk control.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Kettlebells'],
        exercises: [
          R('Double Kettlebell Front Squat', 5, '5', 120),
          R('Double Kettlebell Front Rack Reverse Lunge', 3, '6 per side', 90),
          R('Double Kettlebell Swing', 5, '10', 90),
          R('Kettlebell Windmill', 3, '5 per side', 60),
          R('Double Kettlebell Romanian Deadlift', 3, '8', 90),
        ],
      },
      {
        name: 'Double Bell Power Day',
        description:
          'Snatches, thrusters and long cycles for power and work capacity. Rest fully between sets so every rep stays fast.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Kettlebells'],
        exercises: [
          R('Double Kettlebell Snatch', 5, '5', 120),
          R('Double Kettlebell Thruster', 4, '6', 120),
          R('Double Kettlebell Long Cycle', 4, '5', 120),
          R('Kettlebell Turkish Get-Up', 3, '2 per side', 90),
          T('Double Kettlebell Overhead Carry', 3, 30, 90),
        ],
      },
    ],
  },
  {
    name: 'Plate and Medicine Ball Home Workouts',
    description:
      'Three simple home sessions using a single weight plate and a medicine ball, good for people who own little equipment. Each workout is a circuit you repeat for three rounds.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Plate Full-Body Circuit',
        description:
          'Goblet squats, Romanian deadlifts, presses, rows and twists with one plate, done back to back.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Plate'],
        exercises: [
          R('Plate Goblet Squat', 3, '15', 0, 'A'),
          R('Plate Romanian Deadlift', 3, '12', 0, 'A'),
          R('Plate Overhead Press', 3, '12', 0, 'A'),
          R('Plate Bent-Over Row', 3, '12', 0, 'A'),
          R('Plate Russian Twist', 3, '10 per side', 90, 'A'),
        ],
      },
      {
        name: 'Medicine Ball Full-Body Circuit',
        description:
          'Slams, thrusters, lunges with a twist, woodchoppers and dead bugs for a fast-paced, full-body session.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Medicine Ball'],
        exercises: [
          R('Medicine Ball Slam', 3, '12', 0, 'A'),
          R('Medicine Ball Thruster', 3, '12', 0, 'A'),
          R('Medicine Ball Lunge with Twist', 3, '8 per side', 0, 'A'),
          R('Medicine Ball Woodchopper', 3, '10 per side', 0, 'A'),
          R('Medicine Ball Dead Bug', 3, '8 per side', 90, 'A'),
        ],
      },
      {
        name: 'Plate and Ball Lower Body and Core',
        description:
          'Plate step-ups, lateral lunges and glute bridges, then a medicine ball core sequence.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Plate', 'Medicine Ball'],
        exercises: [
          R('Plate Step-Up', 3, '10 per side', 60),
          R('Plate Lateral Lunge', 3, '8 per side', 60),
          R('Plate Glute Bridge', 3, '15', 60),
          R('Medicine Ball Russian Twist', 3, '10 per side', 45),
          R('Medicine Ball Reverse Crunch', 3, '12', 45),
          R('Plate Halo', 2, '8 per side', 30),
        ],
      },
    ],
  },
  {
    name: 'Minimal-Equipment Resistance Band Program',
    description:
      'Four workouts that need only a set of resistance bands and a door anchor, ideal for small spaces and travel. Choose a band that makes the last two or three reps of each set hard, and shorten it to progress.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Band Push Day',
        description:
          'Chest presses, overhead presses and flyes, finished with push-ups and triceps work.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Band', 'Bodyweight'],
        exercises: [
          R('Band Chest Press', 4, '12-15', 60),
          R('Band Overhead Press', 3, '12', 60),
          R('Band Chest Fly', 3, '15', 45),
          R('Band Lateral Raise', 3, '15', 45),
          R('Push-Up', 3, '8-12', 60),
          R('Band Overhead Triceps Extension', 3, '15', 45),
        ],
      },
      {
        name: 'Band Pull Day',
        description:
          'Rows, pulldowns, face pulls and pull-aparts for the back and rear delts, with curls.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Band'],
        exercises: [
          R('Band Seated Row', 4, '12-15', 60),
          R('Band Lat Pulldown', 3, '12-15', 60),
          R('Band Face Pull', 3, '15', 45),
          R('Band Pull-Apart', 3, '15', 30),
          R('Band Biceps Curl', 3, '15', 0, 'A'),
          R('Band Hammer Curl', 3, '12', 45, 'A'),
        ],
      },
      {
        name: 'Band Lower-Body Day',
        description:
          'Squats, Romanian deadlifts and split squats against the band, then glute work and hamstring curls.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Band'],
        exercises: [
          R('Band Squat', 4, '15', 60),
          R('Band Romanian Deadlift', 4, '12-15', 60),
          R('Band Split Squat', 3, '10 per side', 60),
          R('Band Glute Bridge', 3, '15', 45),
          R('Band Lying Leg Curl', 3, '12-15', 45),
          R('Band Lateral Walk', 3, '12 per side', 30),
        ],
      },
      {
        name: 'Band Full-Body Circuit',
        description:
          'A fast band circuit of thrusters, rows, pull-throughs and presses for conditioning on busy days.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Band', 'Bodyweight'],
        exercises: [
          T('Band Thruster', 3, 40, 0, 'A'),
          T('Band Bent-Over Row', 3, 40, 0, 'A'),
          T('Band Pull-Through', 3, 40, 0, 'A'),
          T('Band Alternating Chest Press', 3, 40, 0, 'A'),
          T('Band Monster Walk', 3, 40, 0, 'A'),
          T('Mountain Climber', 3, 30, 90, 'A'),
        ],
      },
    ],
  },
];
