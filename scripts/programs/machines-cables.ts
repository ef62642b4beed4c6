/** Gym programs on machines, cables and the Smith machine. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Machine-Only Gym Starter',
    description:
      'Three full-body workouts for your first weeks in a gym, using only selectorized machines that guide the movement for you. Set each machine to fit your body, pick a weight you could lift a few more times, and write it down.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'Machine Starter Day 1',
        description:
          'Leg press, chest press and seated row, with leg curls, a shoulder press and an ab crunch.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Machine'],
        exercises: [
          R('Seated Leg Press', 2, '12', 90),
          R('Machine Neutral-Grip Chest Press', 2, '12', 90),
          R('Machine Seated Row', 2, '12', 90),
          R('Seated Leg Curl', 2, '12', 60),
          R('Machine Neutral-Grip Shoulder Press', 2, '12', 60),
          R('Machine Ab Crunch', 2, '12', 60),
        ],
      },
      {
        name: 'Machine Starter Day 2',
        description:
          'Assisted pull-ups, leg extensions, the pec deck and hip machines, with a back extension to finish.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Machine', 'Cables'],
        exercises: [
          R('Machine Assisted Pull-Up', 2, '10', 90),
          R('Leg Extension', 2, '12', 60),
          R('Pec Deck', 2, '12', 60),
          R('Machine Hip Abduction', 2, '15', 45),
          R('Machine Hip Adduction', 2, '15', 45),
          R('Machine Back Extension', 2, '12', 60),
          R('Cable Triceps Pushdown', 2, '12', 45),
        ],
      },
      {
        name: 'Machine Starter Day 3',
        description:
          'Leg press again, an incline press, pulldowns and rear delts, then arms on the machines.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Machine', 'Cables'],
        exercises: [
          R('Leg Press', 2, '12', 90),
          R('Lat Pulldown', 2, '12', 90),
          R('Machine Incline Chest Press', 2, '12', 90),
          R('Reverse Pec Deck', 2, '15', 45),
          R('Machine Preacher Curl', 2, '12', 45),
          R('Seated Leg Press Calf Raise', 2, '15', 45),
          R('Machine Rotary Torso', 2, '10 per side', 45),
        ],
      },
    ],
  },
  {
    name: 'Cable-Focused Hypertrophy',
    description:
      'A four-day upper/lower split built mostly on cables, which keep tension on the muscle through the whole range. Great when free weights bother your joints or the gym is busy.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Cable Upper A: Chest and Back',
        description:
          'Cable presses and crossovers paired with rows and pulldowns, with a triceps and biceps finish.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Bench'],
        exercises: [
          R('Cable Incline Bench Press', 4, '8-10', 90),
          R('Wide-Grip Lat Pulldown', 4, '10', 90),
          R('Cable Crossover', 3, '12-15', 60),
          R('Seated Cable Row', 3, '10-12', 75),
          R('Cable Rope Pushdown', 3, '12', 0, 'A'),
          R('Cable Curl', 3, '12', 60, 'A'),
        ],
      },
      {
        name: 'Cable Lower A: Quads and Glutes',
        description:
          'Cable goblet squats, pull-throughs and kickbacks alongside machine leg work.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Machine'],
        exercises: [
          R('Hack Squat', 4, '8-10', 120),
          R('Cable Goblet Squat', 3, '12', 75),
          R('Cable Pull-Through', 3, '12', 60),
          R('Cable Glute Kickback', 3, '12 per side', 45),
          R('Leg Extension', 3, '15', 60),
          R('Cable Crunch', 3, '15', 45),
        ],
      },
      {
        name: 'Cable Upper B: Shoulders and Arms',
        description:
          'Cable shoulder press, lateral raises, face pulls and a long sequence of arm work.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Cables'],
        exercises: [
          R('Cable Seated Shoulder Press', 3, '10', 90),
          R('Cable Cuffed Lateral Raise', 4, '12-15', 45),
          R('Cable Face Pull', 3, '15', 45),
          R('Single-Arm Lat Pulldown', 3, '12 per side', 60),
          R('Cable Bayesian Curl', 3, '12', 0, 'A'),
          R('Cable Rope Overhead Triceps Extension', 3, '12', 60, 'A'),
          R('Cable Rope Hammer Curl', 2, '15', 0, 'B'),
          R('Cable Cross-Body Triceps Extension', 2, '15', 45, 'B'),
        ],
      },
      {
        name: 'Cable Lower B: Hamstrings and Glutes',
        description:
          'Cable Romanian deadlifts and single-leg work with leg curls and hip extensions.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Cables', 'Machine'],
        exercises: [
          R('Cable Romanian Deadlift', 4, '10', 90),
          R('Cable Single-Leg Romanian Deadlift', 3, '10 per side', 60),
          R('Lying Leg Curl', 3, '12', 60),
          R('Cable Standing Hip Extension', 3, '12 per side', 45),
          R('Machine Hip Abduction', 3, '15', 45),
          R('Cable Woodchopper', 3, '12 per side', 45),
        ],
      },
    ],
  },
  {
    name: 'Smith Machine Strength Builder',
    description:
      'Three full-body strength sessions on the Smith machine, whose fixed bar path lets beginners train heavy with less worry about balance. A useful bridge to free-weight barbell training.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Smith Machine Day A',
        description:
          'Squats, bench press and bent-over rows in lower rep ranges, then calves.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Smith Machine', 'Bench', 'Bodyweight'],
        exercises: [
          R('Smith Machine Squat', 4, '6', 150),
          R('Smith Machine Bench Press', 4, '6', 150),
          R('Smith Machine Bent-Over Row', 3, '8', 120),
          R('Smith Machine Standing Calf Raise', 3, '12', 60),
          T('Plank', 3, 30, 45),
        ],
      },
      {
        name: 'Smith Machine Day B',
        description:
          'Romanian deadlifts, overhead press and inverted rows, with split squats for single-leg strength.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Smith Machine', 'Bench'],
        exercises: [
          R('Smith Machine Romanian Deadlift', 4, '8', 120),
          R('Smith Machine Seated Overhead Press', 4, '6-8', 120),
          R('Smith Machine Inverted Row', 3, '8-10', 90),
          R('Smith Machine Split Squat', 3, '8 per side', 90),
          R('Smith Machine Shrug', 3, '12', 60),
        ],
      },
      {
        name: 'Smith Machine Day C',
        description:
          'Hip thrusts, incline bench press and close-grip pressing, with reverse lunges.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Smith Machine', 'Bench'],
        exercises: [
          R('Smith Machine Hip Thrust', 4, '8', 120),
          R('Smith Machine Incline Bench Press', 4, '8', 120),
          R('Smith Machine Reverse Lunge', 3, '8 per side', 90),
          R('Smith Machine Close-Grip Bench Press', 3, '8-10', 90),
          R('Smith Machine Seated Calf Raise', 3, '15', 45),
        ],
      },
    ],
  },
  {
    name: 'Machine Circuit for Fat Loss',
    description:
      'Three quick circuits around the machine floor for people who want to burn energy and keep their muscle without learning complex lifts. Move from station to station with minimal rest.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Machine Circuit A',
        description:
          'Six machine stations, 12 to 15 reps each, done back to back with 90 seconds of rest after each round.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Machine', 'Cables'],
        exercises: [
          R('Leg Press', 3, '15', 0, 'A'),
          R('Machine Chest Press', 3, '12', 0, 'A'),
          R('Lat Pulldown', 3, '12', 0, 'A'),
          R('Seated Leg Curl', 3, '12', 0, 'A'),
          R('Machine Shoulder Press', 3, '12', 0, 'A'),
          R('Machine Ab Crunch', 3, '15', 90, 'A'),
        ],
      },
      {
        name: 'Machine Circuit B',
        description:
          'A cardio-strength mix: machine stations alternated with a minute on the stair climber or rower.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Machine', 'Cardio Machine'],
        exercises: [
          R('Hack Squat', 3, '12', 0, 'A'),
          R('Machine Seated Row', 3, '12', 0, 'A'),
          T('Stair Climber', 3, 60, 60, 'A'),
          R('Machine Hip Thrust', 3, '12', 0, 'B'),
          R('Pec Deck', 3, '15', 0, 'B'),
          T('Rowing Machine', 3, 60, 60, 'B'),
        ],
      },
      {
        name: 'Machine Circuit C',
        description:
          'Isolation machines in a fast circuit, then ten minutes of steady cardio to finish.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Machine', 'Cables', 'Cardio Machine'],
        exercises: [
          R('Leg Extension', 3, '15', 0, 'A'),
          R('Lying Leg Curl', 3, '15', 0, 'A'),
          R('Machine Lateral Raise', 3, '15', 0, 'A'),
          R('Cable Rope Pushdown', 3, '15', 0, 'A'),
          R('Machine Hammer Curl', 3, '15', 90, 'A'),
          T('Elliptical', 1, 600, 30),
        ],
      },
    ],
  },
];
