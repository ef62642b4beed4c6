/** Bodyweight programs: home training with no equipment, pull-up bar work and calisthenics skills. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'First Steps Bodyweight Routine',
    description:
      'Three gentle full-body sessions for complete beginners, using a wall, a chair and the floor. Do them on non-consecutive days and add a few reps each week.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'First Steps Day 1',
        description:
          'Wall push-ups, chair squats and glute bridges teach the three basic movement patterns, finished with a short dead bug and bird dog.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Chair Squat', 2, '10', 60),
          R('Wall Push-Up', 2, '10', 60),
          R('Glute Bridge', 2, '12', 60),
          R('Dead Bug', 2, '6 per side', 45),
          R('Bird Dog', 2, '6 per side', 45),
        ],
      },
      {
        name: 'First Steps Day 2',
        description:
          'Sumo squats, negative push-ups and clamshells, with a short side plank from the knees for the trunk.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Sumo Squat', 2, '12', 60),
          R('Negative Push-Up', 2, '5', 60),
          R('Clamshell', 2, '12 per side', 45),
          R('Prone Y Raise', 2, '10', 45),
          T('Knee Side Plank', 2, 20, 30),
          R('Bodyweight Calf Raise', 2, '15', 45),
        ],
      },
      {
        name: 'First Steps Day 3',
        description:
          'Bodyweight good mornings, knee push-ups and a wall sit, plus gentle core work. Stop each set with a couple of reps still in the tank.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Bodyweight Good Morning', 2, '12', 60),
          R('Knee Push-Up', 2, '8', 60),
          T('Wall Sit', 2, 20, 60),
          R('Alternating Superman', 2, '8 per side', 45),
          R('Reverse Crunch', 2, '10', 45),
          T('Tuck Hollow Hold', 2, 20, 45),
        ],
      },
    ],
  },
  {
    name: 'Home Bodyweight Full-Body Program',
    description:
      'A no-equipment program for training at home three times a week, with three full-body workouts that rotate squats, lunges, push-ups and core work. When a set of 15 becomes easy, move to the harder variation.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Home Full Body A',
        description:
          'Squats, push-ups, reverse lunges and glute bridges, then a plank. Rest about a minute between sets.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Bodyweight Squat', 3, '15', 60),
          R('Push-Up', 3, '8-12', 60),
          R('Reverse Lunge', 3, '10 per side', 60),
          R('Glute Bridge', 3, '15', 45),
          R('Superman', 3, '12', 45),
          T('Plank', 3, 30, 45),
        ],
      },
      {
        name: 'Home Full Body B',
        description:
          'Split squats, pike push-ups for the shoulders, single-leg hinges and side planks on each side.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Split Squat', 3, '10 per side', 60),
          R('Pike Push-Up', 3, '6-10', 60),
          R('Single-Leg Romanian Deadlift', 3, '10 per side', 60),
          R('Prone T Raise', 3, '12', 45),
          T('Side Plank', 2, 30, 30),
          R('Bicycle Crunch', 3, '12 per side', 45),
        ],
      },
      {
        name: 'Home Full Body C',
        description:
          'Step-ups on a sturdy chair or stair, close-grip push-ups, lateral lunges and a core finisher.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Step-Up', 3, '10 per side', 60),
          R('Close-Grip Push-Up', 3, '8-12', 60),
          R('Lateral Lunge', 3, '8 per side', 60),
          R('Single-Leg Glute Bridge', 3, '10 per side', 45),
          R('Swimmer', 3, '10 per side', 45),
          R('Lying Leg Raise', 3, '10', 45),
          R('Single-Leg Calf Raise', 2, '12 per side', 45),
        ],
      },
    ],
  },
  {
    name: 'Hotel Room Travel Workouts',
    description:
      'Three quick workouts that fit in a hotel room with no equipment and need only the floor, a bed or chair, and about twenty minutes. Each one is a circuit repeated three times.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Hotel Room Lower-Body Circuit',
        description:
          'Squats, lunges, hip bridges and calf raises done back to back, then one to two minutes of rest before the next round.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Prisoner Squat', 3, '15', 0, 'A'),
          R('Reverse Lunge', 3, '10 per side', 0, 'A'),
          R('Marching Glute Bridge', 3, '10 per side', 0, 'A'),
          R('Curtsy Lunge', 3, '8 per side', 0, 'A'),
          R('Bodyweight Calf Raise', 3, '15', 90, 'A'),
        ],
      },
      {
        name: 'Hotel Room Upper-Body Circuit',
        description:
          'Push-up variations, prone raises for the upper back and bench dips off the edge of a chair or bed.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bodyweight', 'Bench'],
        exercises: [
          R('Push-Up', 3, '10', 0, 'A'),
          R('Prone W Raise', 3, '12', 0, 'A'),
          R('Bench Dip', 3, '10', 0, 'A'),
          R('Shoulder Tap Push-Up', 3, '8', 0, 'A'),
          T('Plank', 3, 30, 90, 'A'),
        ],
      },
      {
        name: 'Hotel Room Cardio Core Circuit',
        description:
          'Forty seconds on, twenty seconds off of mountain climbers, star jumps and core work to get the heart rate up after a long journey.',
        difficulty: 'Beginner',
        goal: 'Lose Weight',
        equipment: ['Bodyweight'],
        exercises: [
          T('Mountain Climber', 3, 40, 20),
          T('Star Jump', 3, 40, 20),
          T('Bicycle Crunch', 3, 40, 20),
          T('Skater Jump', 3, 40, 20),
          T('Plank Shoulder Tap', 3, 40, 20),
          T('Inchworm', 3, 40, 60),
        ],
      },
    ],
  },
  {
    name: 'Your First Pull-Up',
    description:
      'A three-day program for people who cannot yet do a pull-up, built on hangs, scapular pulls, negatives and inverted rows. Most people get their first rep within six to ten weeks.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Pull-Up Foundations: Hangs and Scapular Pulls',
        description:
          'Build grip and shoulder-blade control: dead hangs, active hangs and scapular pull-ups, then rows for the back.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Pull-Up Bar'],
        exercises: [
          T('Dead Hang', 3, 20, 60),
          T('Active Hang', 3, 20, 60),
          R('Scapular Pull-Up', 3, '8', 60),
          R('Bent-Knee Inverted Row', 3, '10', 60),
          R('Prone Y Raise', 2, '12', 45),
          T('Hollow Body Hold', 3, 20, 45),
        ],
      },
      {
        name: 'Pull-Up Negatives Day',
        description:
          'Jump to the top and lower yourself over three to five seconds. Negatives build strength fastest, so keep the sets short and crisp.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Pull-Up Bar'],
        exercises: [
          R('Negative Pull-Up', 4, '3', 120),
          T('Flexed-Arm Hang', 3, 20, 90),
          R('Inverted Row', 3, '8', 90),
          R('Superman', 2, '12', 45),
          R('Hanging Knee Raise', 3, '8', 60),
        ],
      },
      {
        name: 'Pull-Up Volume Day',
        description:
          'Jumping pull-ups and chin-up attempts spread over many short sets, with underhand rows for the biceps.',
        difficulty: 'Beginner',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Pull-Up Bar'],
        exercises: [
          R('Jumping Pull-Up', 4, '5', 90),
          R('Chin-Up', 3, '1-3', 120),
          R('Underhand Inverted Row', 3, '8', 90),
          R('Scapular Pull-Up', 2, '10', 60),
          T('Dead Hang', 2, 30, 60),
        ],
      },
    ],
  },
  {
    name: 'Pull-Up Bar Calisthenics Upper/Lower',
    description:
      'A four-day calisthenics split for people with a pull-up bar and parallel bars or a dip station. Two upper days alternate pulling and dipping strength, two lower days build single-leg strength and power.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Calisthenics Upper Strength',
        description:
          'Pull-ups and dips in low rep ranges with long rest, then push-ups and rows for volume.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Pull-Up Bar'],
        exercises: [
          R('Pull-Up', 5, '5', 120),
          R('Parallel Bar Dip', 5, '6', 120),
          R('Feet-Elevated Inverted Row', 3, '10', 90),
          R('Decline Push-Up', 3, '12', 90),
          R('Hanging Leg Raise', 3, '10', 60),
        ],
      },
      {
        name: 'Calisthenics Lower Strength',
        description:
          'Assisted pistols, Bulgarian split squats and Nordic hamstring negatives. Control every lowering phase.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Bench'],
        exercises: [
          R('Assisted Pistol Squat', 4, '5 per side', 90),
          R('Bulgarian Split Squat', 3, '10 per side', 90),
          R('Nordic Hamstring Curl', 3, '4', 120),
          R('Single-Leg Hip Thrust', 3, '10 per side', 60),
          R('Single-Leg Calf Raise', 3, '15 per side', 45),
          T('Copenhagen Plank', 2, 20, 45),
        ],
      },
      {
        name: 'Calisthenics Upper Volume',
        description:
          'Chin-ups, straight bar dips, pike push-ups and diamond push-ups for more reps at moderate effort.',
        difficulty: 'Intermediate',
        goal: 'Gain Muscle',
        equipment: ['Bodyweight', 'Pull-Up Bar'],
        exercises: [
          R('Chin-Up', 4, '8-10', 90),
          R('Straight Bar Dip', 3, '8-10', 90),
          R('Pike Push-Up', 3, '8-10', 90),
          R('Wide-Grip Inverted Row', 3, '12', 60),
          R('Diamond Push-Up', 3, '12', 60),
          T('Hollow Body Rock', 3, 30, 45),
        ],
      },
      {
        name: 'Calisthenics Lower Power',
        description:
          'Jumps and explosive lunges followed by skater squats and hip work. Land softly and rest enough to keep every jump sharp.',
        difficulty: 'Intermediate',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Broad Jump', 4, '5', 90),
          R('Jumping Lunge', 3, '6 per side', 90),
          R('Skater Squat', 3, '8 per side', 90),
          R('Cossack Squat', 3, '8 per side', 60),
          R('Hip Airplane', 2, '6 per side', 45),
          R('Single-Leg Pogo Jump', 3, '15 per side', 60),
        ],
      },
    ],
  },
  {
    name: 'Calisthenics Skills Progression',
    description:
      'Four skill-focused sessions that build toward the handstand, the L-sit, the front lever, the muscle-up and the pistol squat. Practise each skill fresh at the start of the session and stop sets before form breaks down.',
    difficulty: 'Advanced',
    workouts: [
      {
        name: 'Handstand and Pushing Skills',
        description:
          'Wall walks, chest-to-wall handstands and freestanding balance practice, then planche leans and pike push-ups to build pressing strength.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Bodyweight'],
        exercises: [
          R('Wrist Circles', 1, '10 per side', 15),
          R('Wall Walk', 3, '3', 90),
          T('Chest-to-Wall Handstand', 4, 30, 90),
          T('Freestanding Handstand', 5, 15, 60),
          T('Planche Lean', 4, 20, 90),
          R('Elevated Pike Push-Up', 4, '6', 120),
          R('Pseudo Planche Push-Up', 3, '8', 90),
        ],
      },
      {
        name: 'Pulling Skills: Lever and Muscle-Up',
        description:
          'Front lever holds and raises, explosive chest-to-bar pull-ups and muscle-up negatives. Use the hardest lever position you can hold with a flat back.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Pull-Up Bar'],
        exercises: [
          T('Tuck Front Lever', 5, 10, 90),
          R('Front Lever Raise', 3, '5', 120),
          R('Chest-to-Bar Pull-Up', 4, '5', 120),
          R('Negative Muscle-Up', 4, '3', 120),
          R('Skin the Cat', 3, '3', 90),
          T('Active Hang', 2, 30, 60),
        ],
      },
      {
        name: 'Core Compression Skills',
        description:
          'L-sit progressions, toes-to-bar, tuck dragon flags and hanging L-sits for a strong, compressed midline.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Bodyweight', 'Pull-Up Bar', 'Bench'],
        exercises: [
          T('Tuck L-Sit', 3, 20, 60),
          T('L-Sit', 4, 15, 90),
          R('Toes-to-Bar', 4, '8', 90),
          R('Tuck Dragon Flag', 3, '5', 90),
          T('Hanging L-Sit', 3, 20, 60),
          T('Seated Straddle Stretch', 2, 45, 15),
        ],
      },
      {
        name: 'Single-Leg Skills',
        description:
          'Pistol squats, shrimp squats and Nordic curls for leg strength that matches the upper-body skills.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Bodyweight'],
        exercises: [
          R('Pistol Squat', 4, '5 per side', 120),
          R('Shrimp Squat', 3, '5 per side', 90),
          R('Nordic Hamstring Curl', 3, '5', 120),
          R('Reverse Nordic Curl', 3, '8', 90),
          R('Single-Leg Box Jump', 3, '4 per side', 90),
          T('Copenhagen Plank', 3, 30, 45),
        ],
      },
    ],
  },
  {
    name: 'TRX Suspension Training Program',
    description:
      'Four full-body suspension trainer workouts that scale to any level by changing your body angle: step closer to the anchor to make pulling and squatting harder, or further away to make pushing harder.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'TRX Full Body Foundations',
        description:
          'The basic TRX patterns: squat, row, chest press, hip press and a kneeling rollout for the core.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['TRX'],
        exercises: [
          R('TRX Squat', 3, '15', 60),
          R('TRX Row', 3, '12', 60),
          R('TRX Chest Press', 3, '10-12', 60),
          R('TRX Hip Press', 3, '12', 60),
          R('TRX Reverse Lunge', 3, '10 per side', 60),
          R('TRX Kneeling Rollout', 3, '8', 60),
        ],
      },
      {
        name: 'TRX Upper Body',
        description:
          'Rows, face pulls and Y flies for the upper back, chest presses and triceps presses for the front, and curls.',
        difficulty: 'Beginner',
        goal: 'Gain Muscle',
        equipment: ['TRX'],
        exercises: [
          R('TRX Row', 3, '12', 0, 'A'),
          R('TRX Chest Press', 3, '12', 60, 'A'),
          R('TRX Face Pull', 3, '12', 0, 'B'),
          R('TRX Triceps Press', 3, '10-12', 60, 'B'),
          R('TRX Biceps Curl', 3, '12', 0, 'C'),
          R('TRX Y Fly', 3, '10', 60, 'C'),
          R('TRX Pallof Press', 2, '10 per side', 45),
        ],
      },
      {
        name: 'TRX Lower Body and Core',
        description:
          'Single-leg squats and hamstring curls with the feet in the straps, then knee tucks and planks.',
        difficulty: 'Intermediate',
        goal: 'General Fitness',
        equipment: ['TRX'],
        exercises: [
          R('TRX Skater Squat', 3, '8 per side', 60),
          R('TRX Suspended Lunge', 3, '8 per side', 60),
          R('TRX Hamstring Curl', 3, '10', 60),
          R('TRX Single-Leg Romanian Deadlift', 3, '8 per side', 60),
          R('TRX Knee Tuck', 3, '10', 45),
          T('TRX Plank', 3, 30, 45),
        ],
      },
      {
        name: 'TRX Conditioning Circuit',
        description:
          'Forty seconds of work and twenty seconds of rest at each TRX station, three rounds.',
        difficulty: 'Intermediate',
        goal: 'Lose Weight',
        equipment: ['TRX'],
        exercises: [
          T('TRX Squat Row', 3, 40, 0, 'A'),
          T('TRX Jump Squat', 3, 40, 0, 'A'),
          T('TRX Power Pull', 3, 40, 0, 'A'),
          T('TRX Mountain Climber', 3, 40, 0, 'A'),
          T('TRX Sprinter Start', 3, 40, 0, 'A'),
          T('TRX Torso Rotation', 3, 40, 90, 'A'),
        ],
      },
    ],
  },
  {
    name: 'Bosu Balance and Stability',
    description:
      'Three sessions on the Bosu ball that train balance, ankle stability and a strong trunk, useful for injury prevention and for sports on uneven ground. Master each exercise on the floor before taking it to the ball.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Bosu Balance Basics',
        description:
          'Single-leg balance, squats and glute bridges on the dome, with a plank and crunches for the trunk.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Bosu Ball'],
        exercises: [
          T('Bosu Single-Leg Balance', 3, 30, 30),
          R('Bosu Squat', 3, '12', 60),
          R('Bosu Glute Bridge', 3, '12', 45),
          R('Bosu Lateral Step-Over', 3, '8 per side', 45),
          T('Bosu Plank', 3, 30, 45),
          R('Bosu Crunch', 3, '15', 45),
        ],
      },
      {
        name: 'Bosu Lower-Body Stability',
        description:
          'Lunges, split squats and single-leg deadlifts on an unstable surface to challenge the ankle, knee and hip.',
        difficulty: 'Intermediate',
        goal: 'General Fitness',
        equipment: ['Bosu Ball'],
        exercises: [
          R('Bosu Reverse Lunge', 3, '8 per side', 60),
          R('Bosu Split Squat', 3, '8 per side', 60),
          R('Bosu Single-Leg Romanian Deadlift', 3, '8 per side', 60),
          R('Bosu Lateral Lunge', 3, '8 per side', 60),
          R('Bosu Single-Leg Calf Raise', 3, '12 per side', 45),
          T('Bosu Flat-Side Balance', 3, 30, 30),
        ],
      },
      {
        name: 'Bosu Upper Body and Core',
        description:
          'Push-ups, mountain climbers and side planks on the Bosu for shoulder stability and core control.',
        difficulty: 'Intermediate',
        goal: 'General Fitness',
        equipment: ['Bosu Ball'],
        exercises: [
          R('Bosu Dome Push-Up', 3, '10', 60),
          T('Bosu Mountain Climber', 3, 30, 45),
          R('Bosu Triceps Dip', 3, '10', 45),
          T('Bosu Side Plank', 2, 30, 30),
          R('Bosu Dead Bug', 3, '8 per side', 45),
          R('Bosu Russian Twist', 3, '10 per side', 45),
        ],
      },
    ],
  },
];
