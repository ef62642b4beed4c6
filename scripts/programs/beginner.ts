/** Programs for people new to the gym: full-body, upper/lower, minimalist and low-impact strength. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Full-Body Beginner Gym Program',
    description:
      'Three full-body workouts a week for your first months in the gym, rotating days A, B and C on non-consecutive days. Each day trains a squat or hinge, a push, a pull and the core, and you add weight whenever you finish every set with good form.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Beginner Full Body A',
        description:
          'Goblet squats, dumbbell bench press and lat pulldowns, with Romanian deadlifts for the hamstrings and a plank to finish.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Dumbbells', 'Cables', 'Bodyweight', 'Bench'],
        exercises: [
          R('Dumbbell Goblet Squat', 3, '10', 90),
          R('Dumbbell Bench Press', 3, '10', 90),
          R('Lat Pulldown', 3, '10', 90),
          R('Dumbbell Romanian Deadlift', 3, '10', 90),
          R('Dumbbell Lateral Raise', 2, '12', 60),
          T('Plank', 3, 30, 45),
        ],
      },
      {
        name: 'Beginner Full Body B',
        description:
          'Trap bar deadlifts, seated dumbbell shoulder press and seated cable rows, plus lunges and a dead bug.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Bodyweight', 'Bench'],
        exercises: [
          R('Trap Bar Deadlift', 3, '8', 120),
          R('Dumbbell Shoulder Press', 3, '10', 90),
          R('Seated Cable Row', 3, '10', 90),
          R('Dumbbell Reverse Lunge', 2, '8 per side', 90),
          R('Cable Face Pull', 2, '15', 60),
          R('Dead Bug', 3, '8 per side', 45),
        ],
      },
      {
        name: 'Beginner Full Body C',
        description:
          'Leg press, incline dumbbell press and one-arm rows, then hip thrusts, arms and a side plank on each side.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Machine', 'Dumbbells', 'Cables', 'Bodyweight', 'Bench'],
        exercises: [
          R('Leg Press', 3, '12', 90),
          R('Dumbbell Incline Bench Press', 3, '10', 90),
          R('Dumbbell Single-Arm Row', 3, '10 per side', 60),
          R('Dumbbell Hip Thrust', 3, '12', 90),
          R('Dumbbell Curl', 2, '12', 0, 'A'),
          R('Cable Rope Pushdown', 2, '12', 60, 'A'),
          T('Side Plank', 2, 30, 30),
        ],
      },
    ],
  },
  {
    name: 'Beginner Upper/Lower Split',
    description:
      'A four-day split for beginners who have a few months of training behind them and want more weekly volume. Upper and lower days alternate, with one strength-biased and one volume-biased day of each.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Beginner Upper A',
        description:
          'Barbell bench press and rows for strength, then shoulders and arms for volume.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Dumbbells', 'Cables', 'Bench'],
        exercises: [
          R('Barbell Bench Press', 3, '6-8', 120),
          R('Barbell Bent-Over Row', 3, '8', 120),
          R('Dumbbell Shoulder Press', 3, '10', 90),
          R('Lat Pulldown', 3, '10', 90),
          R('EZ-Bar Curl', 2, '12', 0, 'A'),
          R('Cable Triceps Pushdown', 2, '12', 60, 'A'),
        ],
      },
      {
        name: 'Beginner Lower A',
        description:
          'Back squats for strength, Romanian deadlifts for the hamstrings and machine work to finish the legs.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Machine', 'Bodyweight'],
        exercises: [
          R('Barbell Back Squat', 3, '6-8', 150),
          R('Barbell Romanian Deadlift', 3, '8-10', 120),
          R('Leg Extension', 2, '12', 60),
          R('Seated Leg Curl', 2, '12', 60),
          R('Machine Standing Calf Raise', 3, '12', 60),
          T('Plank', 3, 30, 45),
        ],
      },
      {
        name: 'Beginner Upper B',
        description:
          'Dumbbell pressing at a higher incline, cable rows and pulldowns, with rear delts and arms.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Dumbbells', 'Cables', 'Machine', 'Bench'],
        exercises: [
          R('Dumbbell Incline Bench Press', 3, '10', 90),
          R('Seated Cable Row', 3, '10', 90),
          R('Machine Shoulder Press', 3, '10', 90),
          R('Neutral-Grip Lat Pulldown', 3, '12', 90),
          R('Reverse Pec Deck', 2, '15', 60),
          R('Dumbbell Hammer Curl', 2, '12', 0, 'A'),
          R('Dumbbell Seated Overhead Triceps Extension', 2, '12', 60, 'A'),
        ],
      },
      {
        name: 'Beginner Lower B',
        description:
          'Trap bar deadlifts, leg press and split squats, then glutes, calves and core.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['Barbell', 'Machine', 'Dumbbells', 'Bodyweight', 'Bench'],
        exercises: [
          R('Trap Bar Deadlift', 3, '6', 150),
          R('Leg Press', 3, '10', 120),
          R('Dumbbell Split Squat', 2, '10 per side', 90),
          R('Dumbbell Hip Thrust', 3, '12', 90),
          R('Machine Seated Calf Raise', 3, '15', 45),
          R('Dead Bug', 3, '8 per side', 45),
        ],
      },
    ],
  },
  {
    name: 'Two-Day Minimalist Strength',
    description:
      'Two full-body workouts a week for busy people, each under an hour, covering every major movement with a few hard sets. Consistency over months matters more than anything else in this program.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Minimalist Day 1',
        description:
          'Squat, bench press and chin-up strength work, then a loaded carry.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Bodyweight', 'Pull-Up Bar', 'Dumbbells', 'Bench'],
        exercises: [
          R('Barbell Back Squat', 3, '5', 180),
          R('Barbell Bench Press', 3, '5', 180),
          R('Chin-Up', 3, '5-8', 120),
          R('Dumbbell Romanian Deadlift', 2, '10', 90),
          T('Dumbbell Farmer\'s Walk', 3, 40, 60),
        ],
      },
      {
        name: 'Minimalist Day 2',
        description:
          'Deadlift, overhead press and rows, with single-leg work and an ab wheel.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bodyweight', 'Bench'],
        exercises: [
          R('Barbell Deadlift', 3, '5', 180),
          R('Barbell Overhead Press', 3, '5', 180),
          R('Dumbbell Chest-Supported Row', 3, '8-10', 90),
          R('Dumbbell Bulgarian Split Squat', 2, '8 per side', 90),
          R('Ab Wheel Rollout', 3, '8', 60),
        ],
      },
    ],
  },
  {
    name: 'Senior Low-Impact Strength',
    description:
      'Three low-impact sessions for older adults or anyone returning after a long break, focused on leg strength, balance, posture and getting up and down with ease. Use a chair for support whenever you need it and move slowly.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'Legs and Balance',
        description:
          'Sit-to-stand squats, step-ups and calf raises for the strength behind walking and climbing stairs, plus simple balance holds.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Bodyweight', 'Dumbbells'],
        exercises: [
          R('Chair Squat', 3, '8-10', 60),
          R('Step-Up', 2, '8 per side', 60),
          R('Dumbbell Standing Calf Raise', 2, '12', 60),
          R('Side-Lying Hip Abduction', 2, '10 per side', 45),
          T('Tree Pose', 2, 20, 30),
          R('Ankle Circles', 1, '10 per side', 15),
        ],
      },
      {
        name: 'Upper Body and Posture',
        description:
          'Wall push-ups, light dumbbell rows and presses, and exercises that draw the shoulders back and lift the chest.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Bodyweight', 'Dumbbells', 'Bench'],
        exercises: [
          R('Wall Push-Up', 3, '10', 60),
          R('Dumbbell Three-Point Row', 3, '10 per side', 60),
          R('Dumbbell Seated Curl', 2, '10', 60),
          R('Dumbbell Shrug', 2, '12', 45),
          R('Seated Scapular Squeeze', 2, '12', 30),
          R('Chin Tuck', 2, '10', 30),
        ],
      },
      {
        name: 'Core, Carry and Mobility',
        description:
          'Glute bridges, a gentle dead bug, a short farmer\'s hold and easy stretches to finish the week.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Bodyweight', 'Dumbbells', 'Yoga Mat'],
        exercises: [
          R('Glute Bridge', 3, '10', 60),
          R('Dead Bug', 2, '6 per side', 45),
          T('Dumbbell Farmer\'s Hold', 3, 20, 60),
          R('Bird Dog', 2, '6 per side', 45),
          T('Seated Hamstring Stretch', 2, 30, 15),
          T('Doorway Chest Stretch', 2, 30, 15),
        ],
      },
    ],
  },
];
