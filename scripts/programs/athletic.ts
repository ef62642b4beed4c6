/** Programs for athletes: power, jumping, running, field sports, rotational sports and combat sports. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Athletic Power Program',
    description:
      'Four sessions a week for trained athletes who want to jump higher, sprint faster and hit harder. Each day pairs a fast, explosive movement with a heavy strength lift, and every power rep is done fresh and at full speed.',
    difficulty: 'Advanced',
    workouts: [
      {
        name: 'Lower-Body Power',
        description:
          'Box jumps and power cleans for explosiveness, then heavy front squats and single-leg work.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Box Jump', 4, '3', 90),
          R('Barbell Power Clean', 5, '3', 150),
          R('Barbell Front Squat', 4, '4', 180),
          R('Dumbbell Bulgarian Split Squat', 3, '6 per side', 90),
          R('Nordic Hamstring Curl', 3, '4', 90),
        ],
      },
      {
        name: 'Upper-Body Power',
        description:
          'Medicine ball throws and clap push-ups, then push press and pull-up strength work.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Medicine Ball', 'Bodyweight', 'Barbell', 'Pull-Up Bar', 'Dumbbells', 'Bench'],
        exercises: [
          R('Medicine Ball Supine Chest Throw', 4, '5', 60),
          R('Clap Push-Up', 3, '5', 90),
          R('Barbell Push Press', 4, '4', 150),
          R('Pull-Up', 4, '5', 120),
          R('Dumbbell Single-Arm Bench Press', 3, '8 per side', 90),
          R('Dumbbell Seal Row', 3, '8', 90),
        ],
      },
      {
        name: 'Reactive Strength and Speed',
        description:
          'Pogo jumps, depth jumps, tuck jumps and trap bar jumps for elastic, fast legs, then short hill sprints.',
        difficulty: 'Advanced',
        goal: 'General Fitness',
        equipment: ['Bodyweight', 'Barbell'],
        exercises: [
          R('Pogo Jump', 3, '10', 60),
          R('Depth Jump', 4, '4', 120),
          R('Tuck Jump', 3, '5', 90),
          R('Trap Bar Jump', 4, '4', 120),
          T('Hill Sprint', 6, 10, 120),
          R('Single-Leg Pogo Jump', 2, '10 per side', 60),
        ],
      },
      {
        name: 'Total-Body Strength',
        description:
          'Heavy trap bar deadlifts and bench press with rotational medicine ball work and loaded carries.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Medicine Ball', 'Dumbbells', 'Bench'],
        exercises: [
          R('Trap Bar Deadlift', 5, '3', 180),
          R('Barbell Bench Press', 4, '4', 180),
          R('Medicine Ball Rotational Scoop Toss', 3, '5 per side', 60),
          R('Barbell Hang Power Clean', 4, '3', 150),
          T('Dumbbell Farmer\'s Walk', 3, 40, 90),
        ],
      },
    ],
  },
  {
    name: 'Runner\'s Strength Program',
    description:
      'Two or three short strength sessions a week that make runners more resilient: single-leg strength, calves and feet, hips and a stable trunk. Do them on easy-run days, not before key workouts.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Runner\'s Single-Leg Strength',
        description:
          'Split squats, step-ups and single-leg deadlifts for the strength behind every stride, plus heavy calf work.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Dumbbells', 'Bodyweight', 'Bench'],
        exercises: [
          R('Dumbbell Bulgarian Split Squat', 3, '8 per side', 90),
          R('Dumbbell Step-Up', 3, '8 per side', 75),
          R('Dumbbell Single-Leg Romanian Deadlift', 3, '8 per side', 75),
          R('Dumbbell Single-Leg Calf Raise', 3, '12 per side', 60),
          T('Side Plank', 2, 30, 30),
        ],
      },
      {
        name: 'Runner\'s Hips and Core',
        description:
          'Glute medius, hip flexor and trunk work that keeps the pelvis level on landing.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bodyweight', 'Band'],
        exercises: [
          R('Band Lateral Walk', 3, '12 per side', 45),
          R('Single-Leg Glute Bridge', 3, '10 per side', 45),
          R('Band Standing Hip Flexion', 3, '12 per side', 45),
          R('Hip Airplane', 2, '5 per side', 45),
          R('Dead Bug', 3, '8 per side', 45),
          R('Side-Lying Hip Adduction', 2, '12 per side', 45),
        ],
      },
      {
        name: 'Runner\'s Elastic Strength',
        description:
          'Pogo jumps, skips and bounding-style jumps for springy ankles and tendons, finished with Nordic curls for hamstring health.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Bodyweight'],
        exercises: [
          R('Pogo Jump', 3, '15', 60),
          R('Single-Leg Pogo Jump', 3, '10 per side', 60),
          R('Skater Jump', 3, '6 per side', 60),
          R('Step Calf Raise', 3, '15', 45),
          R('Nordic Hamstring Curl', 3, '4', 90),
        ],
      },
    ],
  },
  {
    name: 'Vertical Jump Program',
    description:
      'Three sessions a week to add inches to your jump: heavy lower-body strength, fast plyometrics and the calves and hamstrings that protect the knees. Jump on fresh legs and rest fully between sets.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Jump Strength Day',
        description:
          'Heavy back squats and Romanian deadlifts build force, paired with jumps to turn it into height.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Bodyweight'],
        exercises: [
          R('Box Jump', 4, '3', 90),
          R('Barbell Back Squat', 4, '5', 180),
          R('Barbell Romanian Deadlift', 3, '6', 150),
          R('Barbell Standing Calf Raise', 3, '10', 60),
          R('Nordic Hamstring Curl', 3, '4', 90),
        ],
      },
      {
        name: 'Plyometric Day',
        description:
          'Jumps of increasing intensity: pogo jumps, tuck jumps, broad jumps, frog jumps and lateral box jumps. Quality over quantity.',
        difficulty: 'Intermediate',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Pogo Jump', 3, '15', 60),
          R('Tuck Jump', 3, '5', 90),
          R('Broad Jump', 4, '4', 90),
          R('Frog Jump', 3, '5', 90),
          R('Lateral Box Jump', 3, '4 per side', 90),
        ],
      },
      {
        name: 'Speed-Strength Day',
        description:
          'Trap bar jumps, hang power cleans and jump squats at light loads moved as fast as possible.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bench'],
        exercises: [
          R('Trap Bar Jump', 4, '4', 120),
          R('Barbell Hang Power Clean', 4, '3', 150),
          R('Dumbbell Jump Squat', 3, '5', 90),
          R('Dumbbell Bulgarian Split Squat', 3, '6 per side', 90),
          R('Dumbbell Single-Leg Calf Raise', 3, '10 per side', 60),
        ],
      },
    ],
  },
  {
    name: 'Field Sport Preseason',
    description:
      'A four-day preseason program for soccer, rugby, hockey and other field sports, alternating strength days with speed and conditioning days. It builds the strength, repeat-sprint fitness and durability a long season demands.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Preseason Strength A',
        description:
          'Trap bar deadlifts, bench press and split squats, with Copenhagen planks for groin health.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Dumbbells', 'Bodyweight', 'Bench'],
        exercises: [
          R('Trap Bar Deadlift', 4, '5', 180),
          R('Barbell Bench Press', 4, '5', 180),
          R('Dumbbell Split Squat', 3, '8 per side', 90),
          R('Dumbbell Single-Arm Row', 3, '10 per side', 60),
          T('Copenhagen Plank', 3, 20, 45),
        ],
      },
      {
        name: 'Speed and Agility Session',
        description:
          'Short accelerations, shuttle runs and lateral bounds with full recovery to train top speed and changes of direction.',
        difficulty: 'Intermediate',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Walking Knee Hug', 1, '10 per side', 15),
          R('Skater Jump', 3, '5 per side', 60),
          R('Broad Jump', 3, '4', 90),
          T('Hill Sprint', 6, 10, 90),
          T('Shuttle Run', 5, 20, 90),
        ],
      },
      {
        name: 'Preseason Strength B',
        description:
          'Front squats, chin-ups and Nordic curls for the hamstrings, plus a loaded carry.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Bodyweight', 'Pull-Up Bar', 'Dumbbells'],
        exercises: [
          R('Barbell Front Squat', 4, '5', 180),
          R('Chin-Up', 4, '6-8', 120),
          R('Barbell Romanian Deadlift', 3, '8', 120),
          R('Nordic Hamstring Curl', 3, '5', 90),
          T('Dumbbell Suitcase Carry', 3, 40, 60),
        ],
      },
      {
        name: 'Repeat-Sprint Conditioning',
        description:
          'Intervals that mimic match demands: short hard efforts with incomplete recovery, on the air bike and on foot.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Bodyweight'],
        exercises: [
          T('Stationary Bike', 1, 300, 60),
          T('Air Bike', 8, 30, 30),
          T('Shuttle Run', 6, 30, 30),
          T('Burpee', 3, 30, 30),
          T('Rowing Machine', 1, 300, 30),
        ],
      },
    ],
  },
  {
    name: 'Rotational Power for Golf, Tennis and Baseball',
    description:
      'Three sessions a week for sports that rely on a fast, powerful rotation: medicine ball throws, cable and landmine rotation, hip mobility and single-leg stability.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Rotational Power Day',
        description:
          'Explosive medicine ball throws from standing and half-kneeling, then landmine rotations.',
        difficulty: 'Intermediate',
        goal: 'General Fitness',
        equipment: ['Medicine Ball', 'Barbell', 'Cables'],
        exercises: [
          R('Medicine Ball Rotational Scoop Toss', 4, '5 per side', 60),
          R('Medicine Ball Half-Kneeling Rotational Throw', 3, '6 per side', 60),
          R('Medicine Ball Shot Put Throw', 3, '5 per side', 60),
          R('Landmine 180', 3, '8 per side', 60),
          R('Cable Horizontal Woodchopper', 3, '10 per side', 45),
        ],
      },
      {
        name: 'Rotational Strength Day',
        description:
          'Strength for the hips and trunk: rear-foot-elevated split squats, rotational rows and anti-rotation presses.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Dumbbells', 'Cables', 'Barbell', 'Bench'],
        exercises: [
          R('Dumbbell Bulgarian Split Squat', 3, '8 per side', 90),
          R('Cable Single-Arm Rotational Row', 3, '10 per side', 60),
          R('Landmine Rotational Press', 3, '8 per side', 60),
          R('Cable Pallof Press with Rotation', 3, '10 per side', 45),
          R('Dumbbell Single-Leg Romanian Deadlift', 3, '8 per side', 60),
        ],
      },
      {
        name: 'Hip and Thoracic Mobility for Rotation',
        description:
          'Free up the hips and upper back, the two places a good swing turns from, so the lower back does not have to.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Quadruped Thoracic Rotation', 2, '8 per side', 30),
          R('90/90 Hip Switch', 2, '8 per side', 30),
          R('Open Book Stretch', 2, '8 per side', 30),
          R('Hip CARs', 2, '5 per side', 30),
          T('Low Lunge Twist', 2, 30, 15),
          T('Supine Spinal Twist', 2, 45, 15),
        ],
      },
    ],
  },
  {
    name: 'Combat Sports Conditioning',
    description:
      'Three sessions for boxers, wrestlers and martial artists that build round-by-round conditioning, a strong neck and trunk, and grip endurance. Rounds are timed to match a typical three-minute fight round.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Fight Rounds Conditioning',
        description:
          'Three-minute rounds of shadow boxing, battle ropes and sprawls with one minute of rest, like a real bout.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Cardio Machine', 'Bodyweight'],
        exercises: [
          T('Jump Rope', 1, 180, 60),
          T('Shadow Boxing', 3, 180, 60),
          T('Battle Rope Alternating Wave', 3, 30, 0, 'A'),
          T('Sprawl', 3, 30, 0, 'A'),
          T('Battle Rope Slam', 3, 30, 60, 'A'),
          T('Jump Rope Boxer Skip', 2, 120, 60),
        ],
      },
      {
        name: 'Fighter Strength',
        description:
          'Trap bar deadlifts, push press and pull-ups for force, with neck and rotational work for resilience.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Barbell', 'Bodyweight', 'Pull-Up Bar', 'Plate', 'Medicine Ball'],
        exercises: [
          R('Trap Bar Deadlift', 4, '5', 180),
          R('Barbell Push Press', 3, '5', 150),
          R('Pull-Up', 4, '6-8', 120),
          R('Medicine Ball Rotational Slam', 3, '8 per side', 60),
          R('Plate Neck Flexion', 2, '15', 45),
          R('Plate Neck Extension', 2, '15', 45),
        ],
      },
      {
        name: 'Grip and Trunk Endurance',
        description:
          'Towel pull-ups, rope climbs, hangs and long core holds for grappling endurance.',
        difficulty: 'Intermediate',
        goal: 'Improve Endurance',
        equipment: ['Bodyweight', 'Pull-Up Bar', 'Kettlebells'],
        exercises: [
          R('Towel Pull-Up', 3, '5', 120),
          R('Rope Climb', 3, '1', 120),
          T('Flexed-Arm Hang', 3, 20, 60),
          T('Kettlebell Bottoms-Up Carry', 3, 30, 60),
          T('Hollow Body Hold', 3, 30, 45),
          T('Bear Crawl', 3, 40, 45),
        ],
      },
    ],
  },
];
