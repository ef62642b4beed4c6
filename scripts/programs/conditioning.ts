/** Conditioning and fat-loss programs: kettlebell conditioning, circuits, HIIT, complexes and easy cardio. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Kettlebell Conditioning',
    description:
      'Four kettlebell sessions that build work capacity and burn plenty of energy: swing intervals, a complex day, snatches and carries, and a full-body circuit. Choose a bell you can swing for 20 crisp reps.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Kettlebell Swing Intervals',
        description:
          'Alternate 30 seconds of hard swings with 30 seconds of rest, then finish with goblet squats and a plank. Keep every swing explosive.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Kettlebells', 'Bodyweight'],
        exercises: [
          R('Kettlebell Halo', 1, '5 per side', 30),
          T('Kettlebell Swing', 10, 30, 30),
          T('Kettlebell Goblet Squat', 3, 40, 20),
          T('Kettlebell Hand-to-Hand Swing', 3, 30, 30),
          T('Plank', 3, 45, 30),
        ],
      },
      {
        name: 'Kettlebell Complex Day',
        description:
          'One bell, no putting it down: clean, front squat, press and reverse lunge on one side, then the other. Rest two minutes between rounds.',
        difficulty: 'Intermediate',
        goal: 'Lose Weight',
        equipment: ['Kettlebells'],
        exercises: [
          R('Kettlebell Clean', 5, '5 per side', 0, 'A'),
          R('Kettlebell Front Squat', 5, '5 per side', 0, 'A'),
          R('Kettlebell Overhead Press', 5, '5 per side', 0, 'A'),
          R('Kettlebell Front Rack Reverse Lunge', 5, '5 per side', 120, 'A'),
          R('Kettlebell Windmill', 2, '5 per side', 60),
        ],
      },
      {
        name: 'Kettlebell Snatch and Carry',
        description:
          'Swings and half snatches groove the hip snap, then timed snatch sets and a pair of carries. Stop a set as soon as the bell starts to bang the forearm.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Kettlebells'],
        exercises: [
          R('Kettlebell Single-Arm Swing', 3, '10 per side', 60),
          R('Kettlebell Half Snatch', 4, '5 per side', 60),
          T('Kettlebell Snatch', 5, 30, 60),
          T('Kettlebell Overhead Carry', 3, 30, 0, 'A'),
          T('Kettlebell Suitcase Carry', 3, 30, 60, 'A'),
        ],
      },
      {
        name: 'Kettlebell Full-Body Circuit',
        description:
          'Forty seconds of work, twenty seconds to switch, for four rounds of six kettlebell exercises.',
        difficulty: 'Intermediate',
        goal: 'Lose Weight',
        equipment: ['Kettlebells'],
        exercises: [
          T('Kettlebell Swing', 4, 40, 0, 'A'),
          T('Kettlebell Goblet Squat', 4, 40, 0, 'A'),
          T('Kettlebell Push Press', 4, 40, 0, 'A'),
          T('Kettlebell Gorilla Row', 4, 40, 0, 'A'),
          T('Kettlebell Sumo Deadlift High Pull', 4, 40, 0, 'A'),
          T('Kettlebell Russian Twist', 4, 40, 90, 'A'),
        ],
      },
    ],
  },
  {
    name: 'Fat-Loss Gym Circuits',
    description:
      'Four gym circuits that keep you moving for about 40 minutes, pairing strength exercises with short bursts of cardio. Combine them with a modest calorie deficit for steady fat loss while keeping your muscle.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Fat-Loss Circuit 1: Dumbbell Full Body',
        description:
          'Six dumbbell and bodyweight moves done back to back, 45 seconds each, for three to four rounds.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Dumbbells', 'Bodyweight'],
        exercises: [
          T('Dumbbell Goblet Squat', 4, 45, 0, 'A'),
          T('Push-Up', 4, 45, 0, 'A'),
          T('Dumbbell Bent-Over Row', 4, 45, 0, 'A'),
          T('Dumbbell Reverse Lunge', 4, 45, 0, 'A'),
          T('Dumbbell Standing Shoulder Press', 4, 45, 0, 'A'),
          T('Mountain Climber', 4, 30, 90, 'A'),
        ],
      },
      {
        name: 'Fat-Loss Circuit 2: Machines and Cardio',
        description:
          'Machine strength stations broken up by short rowing and bike efforts. Move straight from one station to the next.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Machine', 'Cables', 'Cardio Machine'],
        exercises: [
          R('Leg Press', 3, '15', 0, 'A'),
          R('Machine Chest Press', 3, '12', 0, 'A'),
          T('Rowing Machine', 3, 60, 60, 'A'),
          R('Lat Pulldown', 3, '12', 0, 'B'),
          R('Seated Leg Curl', 3, '12', 0, 'B'),
          T('Stationary Bike', 3, 60, 60, 'B'),
          R('Cable Pallof Press', 2, '10 per side', 45),
        ],
      },
      {
        name: 'Fat-Loss Circuit 3: Kettlebell and Bodyweight',
        description:
          'Swings, step-ups and push-up variations in a fast circuit, ending with a core pair.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Kettlebells', 'Bodyweight'],
        exercises: [
          T('Kettlebell Swing', 4, 30, 0, 'A'),
          T('Step-Up', 4, 40, 0, 'A'),
          T('Kettlebell Goblet Squat', 4, 40, 0, 'A'),
          T('Shoulder Tap Push-Up', 4, 30, 0, 'A'),
          T('Skater Jump', 4, 30, 90, 'A'),
          T('Dead Bug', 2, 40, 0, 'B'),
          T('Side Plank', 2, 30, 45, 'B'),
        ],
      },
      {
        name: 'Fat-Loss Circuit 4: Intervals and Finisher',
        description:
          'Treadmill incline walking intervals followed by a short medicine ball and bodyweight finisher.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Cardio Machine', 'Medicine Ball', 'Bodyweight'],
        exercises: [
          T('Treadmill Incline Walk', 1, 600, 60),
          T('Medicine Ball Slam', 3, 30, 0, 'A'),
          T('Jump Squat', 3, 30, 0, 'A'),
          T('Medicine Ball Russian Twist', 3, 30, 0, 'A'),
          T('Bear Crawl', 3, 30, 60, 'A'),
          T('Elliptical', 1, 600, 30),
        ],
      },
    ],
  },
  {
    name: 'HIIT and Cardio Conditioning',
    description:
      'Four interval sessions on the rower, bike, treadmill and in the conditioning area, each with a warm-up and cool-down. Work intervals should feel very hard; recovery intervals easy.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Rowing Intervals',
        description:
          'Eight hard 60-second rowing pieces with 60 seconds of easy paddling after an easy warm-up row, then planks and a walk to cool down. Hold the same pace on every interval.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Bodyweight'],
        exercises: [
          T('Rowing Machine', 1, 300, 60),
          T('Rowing Machine Intervals', 8, 60, 60),
          T('Plank', 3, 45, 30),
          T('Treadmill Walk', 1, 300, 30),
        ],
      },
      {
        name: 'Air Bike Sprints',
        description:
          'Eight 30-second all-out air bike sprints with 90 seconds of easy recovery, then an easy spin on the recumbent bike to cool down.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Yoga Mat'],
        exercises: [
          T('Stationary Bike', 1, 300, 60),
          T('Air Bike', 8, 30, 90),
          T('Recumbent Bike', 1, 300, 30),
          T('Kneeling Hip Flexor Stretch', 2, 30, 15),
        ],
      },
      {
        name: 'Treadmill and Bodyweight Intervals',
        description:
          'Alternate treadmill sprints with bodyweight stations for a half-hour session that trains speed and conditioning.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Bodyweight'],
        exercises: [
          T('Treadmill Run', 1, 300, 60),
          T('Treadmill Sprint Intervals', 6, 30, 0, 'A'),
          T('Jump Squat', 6, 30, 60, 'A'),
          T('Mountain Climber', 3, 40, 20),
          T('High Knees', 3, 30, 30),
          T('Treadmill Walk', 1, 300, 30),
        ],
      },
      {
        name: 'Conditioning Area Intervals',
        description:
          'Battle ropes, sled pushes, burpees and the ski erg in a four-station circuit, 40 seconds on and 20 seconds to change.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Bodyweight'],
        exercises: [
          T('Battle Rope Alternating Wave', 4, 40, 0, 'A'),
          T('Sled Push', 4, 40, 0, 'A'),
          T('Burpee', 4, 40, 0, 'A'),
          T('Ski Erg Intervals', 4, 40, 120, 'A'),
          T('Jumping Jack', 2, 60, 30),
        ],
      },
    ],
  },
  {
    name: 'Home Bodyweight HIIT',
    description:
      'Four 20-minute interval workouts with no equipment, using bodyweight plyometrics, crawls and core work. Each is a circuit of timed exercises repeated three or four times.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Thirty-Second Intervals: Legs and Core',
        description:
          'Pairs of exercises done for 30 seconds each, back to back, four rounds per pair with a minute of rest after each round. Go as hard as good form allows.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Bodyweight'],
        exercises: [
          T('Jump Squat', 4, 30, 0, 'A'),
          T('Mountain Climber', 4, 30, 60, 'A'),
          T('Reverse Lunge', 4, 30, 0, 'B'),
          T('Bicycle Crunch', 4, 30, 60, 'B'),
          T('Skater Jump', 4, 30, 0, 'C'),
          T('Plank Jack', 4, 30, 60, 'C'),
        ],
      },
      {
        name: 'Upper-Body HIIT',
        description:
          'Push-up variations, shoulder taps and crawls in a 40-on, 20-off circuit for the upper body and trunk.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Bodyweight'],
        exercises: [
          T('Push-Up', 3, 40, 0, 'A'),
          T('Plank Shoulder Tap', 3, 40, 0, 'A'),
          T('Inchworm', 3, 40, 0, 'A'),
          T('Bear Crawl', 3, 40, 0, 'A'),
          T('Plank Up-Down', 3, 40, 90, 'A'),
        ],
      },
      {
        name: 'Plyometric Cardio Blast',
        description:
          'Star jumps, skater jumps and lunges in a heart-pumping circuit. Land quietly and keep the knees tracking over the toes.',
        difficulty: 'Beginner',
        goal: 'Improve Endurance',
        equipment: ['Bodyweight'],
        exercises: [
          T('Star Jump', 3, 30, 0, 'A'),
          T('Walking Lunge', 3, 40, 0, 'A'),
          T('Skater Jump', 3, 30, 0, 'A'),
          T('Cross-Body Mountain Climber', 3, 30, 0, 'A'),
          T('Broad Jump', 3, 30, 0, 'A'),
          T('Glute Bridge', 3, 40, 90, 'A'),
        ],
      },
      {
        name: 'Full-Body Burner',
        description:
          'A longer 45-second circuit mixing squats, push-ups and core work for steady, sustained effort.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Bodyweight'],
        exercises: [
          T('Prisoner Squat', 3, 45, 0, 'A'),
          T('Hand-Release Push-Up', 3, 45, 0, 'A'),
          T('Lateral Lunge', 3, 45, 0, 'A'),
          T('Swimmer', 3, 45, 0, 'A'),
          T('Crab Walk', 3, 45, 0, 'A'),
          T('Flutter Kick', 3, 30, 90, 'A'),
        ],
      },
    ],
  },
  {
    name: 'Dumbbell Complexes for Conditioning',
    description:
      'Three conditioning workouts built on dumbbell complexes: several exercises done back to back without putting the weights down. Pick dumbbells you could press about ten times.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Complex A: Hinge, Row, Press',
        description:
          'Romanian deadlift, bent-over row, hang clean, push press and front squat, six reps each, for five rounds.',
        difficulty: 'Intermediate',
        goal: 'Lose Weight',
        equipment: ['Dumbbells'],
        exercises: [
          R('Dumbbell Romanian Deadlift', 5, '6', 0, 'A'),
          R('Dumbbell Bent-Over Row', 5, '6', 0, 'A'),
          R('Dumbbell Hang Clean', 5, '6', 0, 'A'),
          R('Dumbbell Push Press', 5, '6', 0, 'A'),
          R('Dumbbell Front Squat', 5, '6', 120, 'A'),
        ],
      },
      {
        name: 'Complex B: Thrusters and Lunges',
        description:
          'Thrusters, reverse lunges, renegade rows and snatches in a tough circuit, then a devil press finisher.',
        difficulty: 'Intermediate',
        goal: 'Lose Weight',
        equipment: ['Dumbbells'],
        exercises: [
          R('Dumbbell Thruster', 4, '8', 0, 'A'),
          R('Dumbbell Reverse Lunge', 4, '6 per side', 0, 'A'),
          R('Dumbbell Renegade Row', 4, '6 per side', 0, 'A'),
          R('Dumbbell Alternating Snatch', 4, '6 per side', 120, 'A'),
          T('Dumbbell Devil Press', 3, 30, 60),
        ],
      },
      {
        name: 'Complex C: Carries and Swings',
        description:
          'Dumbbell swings, farmer\'s walks and man makers, alternated with short rests to keep the heart rate high.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Dumbbells'],
        exercises: [
          T('Dumbbell Swing', 5, 30, 0, 'A'),
          T('Dumbbell Farmer\'s Walk', 5, 40, 60, 'A'),
          R('Dumbbell Man Maker', 4, '5', 90),
          R('Dumbbell Clean and Press', 3, '8', 75),
          T('Dumbbell Front Rack Carry', 3, 40, 60),
        ],
      },
    ],
  },
  {
    name: 'Low-Impact Cardio Starter',
    description:
      'Three easy cardio sessions for beginners and anyone who needs to go easy on the joints, on machines that take the pounding out of exercise. Work at a pace where you could still hold a conversation.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'Walk and Cycle',
        description:
          'A steady treadmill walk, then an easy ride on the recumbent bike, with a few gentle stretches at the end.',
        difficulty: 'Novice',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Yoga Mat'],
        exercises: [
          T('Treadmill Walk', 1, 900, 60),
          T('Recumbent Bike', 1, 900, 60),
          T('Wall Calf Stretch', 2, 30, 15),
          T('Standing Quad Stretch', 2, 30, 15),
        ],
      },
      {
        name: 'Elliptical and Rower',
        description:
          'Easy elliptical work forwards and backwards, then a relaxed row to involve the upper body.',
        difficulty: 'Novice',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Yoga Mat'],
        exercises: [
          T('Elliptical', 1, 600, 60),
          T('Elliptical Reverse Stride', 1, 300, 60),
          T('Rowing Machine', 1, 600, 60),
          T('Standing Hamstring Stretch', 2, 30, 15),
        ],
      },
      {
        name: 'Gentle Cardio Intervals',
        description:
          'Alternate two minutes of slightly harder effort with two minutes easy on the bike, then walk it off.',
        difficulty: 'Novice',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Yoga Mat'],
        exercises: [
          T('Stationary Bike', 1, 300, 30),
          T('Recumbent Bike', 5, 120, 120),
          T('Treadmill Walk', 1, 600, 30),
          T('Butterfly Stretch', 1, 45, 15),
        ],
      },
    ],
  },
];
