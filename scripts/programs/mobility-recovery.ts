/** Mobility, flexibility, yoga, posture, recovery and breathing programs. */
import { reps as R, timed as T } from './types.ts';
import type { RoutineSeed } from './types.ts';

export const routines: RoutineSeed[] = [
  {
    name: 'Full-Body Mobility and Flexibility',
    description:
      'Five short sessions that work through the hips, shoulders, spine and the backs of the legs, mixing dynamic drills with 30- to 60-second stretch holds. Do one a day, or any two on rest days from lifting.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Hip Mobility Session',
        description:
          'Open the hips in every direction, starting with controlled hip circles, then the hip flexors, adductors and deep rotators.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Hip CARs', 2, '5 per side', 30),
          R('90/90 Hip Switch', 2, '8 per side', 30),
          T('Kneeling Hip Flexor Stretch', 2, 45, 15),
          T('Butterfly Stretch', 2, 45, 15),
          R('Adductor Rock-Back', 2, '10', 30),
          T('Lying Figure-Four Stretch', 2, 45, 15),
          T('Happy Baby Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Shoulder and Upper-Back Mobility',
        description:
          'Loosen the chest and lats, restore overhead reach and rotate the upper back. Move slowly and breathe out as you reach.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Shoulder CARs', 2, '5 per side', 30),
          R('Dowel Shoulder Pass-Through', 2, '10', 30),
          R('Open Book Stretch', 2, '8 per side', 30),
          T('Doorway Chest Stretch', 2, 45, 15),
          T('Kneeling Lat Stretch', 2, 45, 15),
          R('Thread the Needle Stretch', 2, '8 per side', 30),
          T('Extended Puppy Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Spine Mobility Session',
        description:
          'Flex, extend, side-bend and rotate the spine through a comfortable range. Good first thing in the morning or after long sitting.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Cat-Cow', 2, '10', 30),
          R('Quadruped Thoracic Rotation', 2, '8 per side', 30),
          R('Lower Trunk Rotation', 2, '10 per side', 30),
          R('Prone Press-Up Stretch', 2, '10', 30),
          T('Overhead Side Stretch', 2, 30, 15),
          T('Supine Spinal Twist', 2, 45, 15),
          T('Child\'s Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Hamstring and Calf Flexibility',
        description:
          'Lengthen the back of the legs with dynamic swings, then static holds for hamstrings, calves and the soleus.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Front-to-Back Leg Swing', 2, '10 per side', 30),
          R('Hamstring Scoop', 2, '8 per side', 30),
          T('Strap Hamstring Stretch', 2, 45, 15),
          T('Wall Calf Stretch', 2, 45, 15),
          T('Wall Soleus Stretch', 2, 45, 15),
          T('Seated Forward Bend', 2, 45, 15),
          T('Legs-Up-the-Wall Pose', 1, 90, 15),
        ],
      },
      {
        name: 'Full-Body Flexibility Cool-Down',
        description:
          'A head-to-toe sequence of longer holds to finish a training day. Keep each stretch at a mild pull, never pain.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Cross-Body Shoulder Stretch', 2, 30, 15),
          T('Overhead Triceps Stretch', 2, 30, 15),
          T('Standing Quad Stretch', 2, 45, 15),
          T('Lying Hamstring Stretch', 2, 45, 15),
          T('Lying Piriformis Stretch', 2, 45, 15),
          T('Knees-to-Chest Stretch', 1, 60, 15),
          T('Diaphragmatic Breathing', 1, 120, 15),
        ],
      },
    ],
  },
  {
    name: 'Yoga Flow Foundations',
    description:
      'Five yoga classes that build from sun salutations to standing strength, hip openers, twists and a restorative evening practice. Each flow is repeated for two or three rounds, moving with the breath.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Morning Sun Salutation Flow',
        description:
          'Wake the body with rounds of Sun Salutation A and a short standing sequence, held for about five breaths per pose.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Mountain Pose', 1, 30, 15),
          R('Sun Salutation A', 3, '3', 30),
          T('Warrior I', 2, 30, 0, 'A'),
          T('Warrior II', 2, 30, 0, 'A'),
          T('Triangle Pose', 2, 30, 30, 'A'),
          T('Downward-Facing Dog', 2, 45, 15),
          T('Child\'s Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Standing Strength Flow',
        description:
          'Strong standing poses that load the legs and challenge balance: chair, crescent lunge and tree, linked without rest.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Sun Salutation A', 2, '2', 30),
          T('Chair Pose', 3, 30, 0, 'A'),
          T('Crescent Lunge', 3, 30, 0, 'A'),
          T('Reverse Warrior', 3, 30, 0, 'A'),
          T('Extended Side Angle Pose', 3, 30, 45, 'A'),
          T('Tree Pose', 2, 30, 15),
          T('Goddess Pose', 2, 30, 15),
        ],
      },
      {
        name: 'Hip-Opening Flow',
        description:
          'Low lunges, lizard and pigeon variations to release tight hip flexors and glutes, followed by a long garland squat.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Cat-Cow', 1, '10', 15),
          T('Low Lunge', 2, 45, 0, 'A'),
          T('Lizard Pose', 2, 45, 30, 'A'),
          T('Garland Pose', 2, 45, 15),
          T('Pigeon Pose', 2, 60, 15),
          T('Reclining Bound Angle Pose', 1, 60, 15),
          T('Happy Baby Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Twist and Backbend Flow',
        description:
          'Gentle backbends open the front of the body, then seated and reclined twists wring out the spine.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Sphinx Pose', 2, 30, 15),
          T('Cobra Pose', 2, 20, 15),
          T('Locust Pose', 3, 20, 30),
          T('Bridge Pose', 3, 30, 30),
          T('Half Lord of the Fishes Pose', 2, 45, 15),
          T('Bharadvaja\'s Twist', 2, 30, 15),
          T('Supine Spinal Twist', 2, 45, 15),
        ],
      },
      {
        name: 'Evening Restorative Flow',
        description:
          'Slow, supported poses and long exhales to wind down before sleep. Use pillows or blocks for support wherever you like.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Supported Child\'s Pose', 1, 90, 15),
          T('Supported Bridge Pose', 1, 90, 15),
          T('Supported Fish Pose', 1, 90, 15),
          T('Reclining Bound Angle Pose', 1, 90, 15),
          T('Legs-Up-the-Wall Pose', 1, 90, 15),
          T('4-7-8 Breathing', 1, 180, 15),
        ],
      },
    ],
  },
  {
    name: 'Desk-Worker Posture Reset',
    description:
      'Four short routines for people who sit most of the day: a morning reset, a desk break you can do in office clothes, a neck and shoulder release, and an evening hip and back unwind. No equipment needed beyond a chair and a wall.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'Morning Posture Reset',
        description:
          'Undo the night\'s stiffness: tuck the chin, open the chest and wake up the upper back and hips in about ten minutes.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Bodyweight'],
        exercises: [
          R('Chin Tuck', 2, '10', 15),
          R('Wall Angel', 2, '10', 30),
          R('Cat-Cow', 2, '10', 15),
          T('Standing Hip Flexor Stretch', 2, 30, 15),
          T('Doorway Chest Stretch', 2, 30, 15),
          R('Shoulder Rolls', 1, '10', 15),
        ],
      },
      {
        name: 'Midday Desk Break',
        description:
          'Stand up or stay in your chair for a five-minute break that targets the neck, upper back, wrists and hips. Repeat it whenever the afternoon slump arrives.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Bodyweight'],
        exercises: [
          R('Neck Half Circles', 1, '5 per side', 15),
          R('Seated Scapular Squeeze', 2, '12', 15),
          R('Chair Thoracic Extension', 2, '8', 15),
          T('Seated Figure-Four Stretch', 2, 30, 15),
          T('Wrist Flexor Stretch', 1, 30, 15),
          T('Seated Torso Twist Stretch', 2, 30, 15),
        ],
      },
      {
        name: 'Neck and Shoulder Release',
        description:
          'Gentle stretches for the upper traps and the small neck muscles that tighten when you lean toward a screen, ending with slow breathing.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Bodyweight'],
        exercises: [
          T('Upper Trap Stretch', 2, 30, 15),
          T('Levator Scapulae Stretch', 2, 30, 15),
          T('Neck Rotation Stretch', 2, 30, 15),
          T('Cross-Body Shoulder Stretch', 2, 30, 15),
          R('Floor Angel', 2, '10', 30),
          T('Box Breathing', 1, 120, 15),
        ],
      },
      {
        name: 'Evening Hip and Back Unwind',
        description:
          'Release the hip flexors, glutes and lower back after a day in the chair. Do it on the floor before bed.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Supine Pelvic Tilt', 2, '10', 15),
          T('Kneeling Hip Flexor Stretch', 2, 45, 15),
          T('Lying Figure-Four Stretch', 2, 45, 15),
          R('Lower Trunk Rotation', 2, '10 per side', 15),
          T('Sphinx Pose', 2, 30, 15),
          T('Child\'s Pose', 1, 60, 15),
        ],
      },
    ],
  },
  {
    name: 'Foam Rolling and Recovery Days',
    description:
      'Three easy sessions for rest days: lower-body rolling, upper-body rolling, and a whole-body recovery session finished with breathing work. Roll slowly and pause on tender spots instead of grinding over them.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'Lower-Body Foam Rolling',
        description:
          'Roll the calves, hamstrings, quads, outer hips and glutes for about a minute each, then stretch the hip flexors.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat'],
        exercises: [
          T('Foam Roller Calves', 2, 45, 15),
          T('Foam Roller Hamstrings', 2, 45, 15),
          T('Foam Roller Quads', 2, 45, 15),
          T('Foam Roller IT Band', 2, 45, 15),
          T('Foam Roller Glutes', 2, 45, 15),
          T('Foam Roller Adductors', 2, 45, 15),
          T('Kneeling Hip Flexor Stretch', 2, 45, 15),
        ],
      },
      {
        name: 'Upper-Body Foam Rolling',
        description:
          'Roll the upper back and lats, extend the thoracic spine over the roller and open the chest.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat'],
        exercises: [
          T('Foam Roller Upper Back', 2, 60, 15),
          T('Foam Roller Lats', 2, 45, 15),
          R('Foam Roller Thoracic Extension', 2, '8', 30),
          T('Foam Roller Triceps', 2, 45, 15),
          T('Foam Roller Chest Opener', 1, 90, 15),
          R('Foam Roller Snow Angel', 2, '10', 30),
        ],
      },
      {
        name: 'Full-Body Recovery Session',
        description:
          'A little rolling, joint circles and gentle stretches, then five minutes of slow breathing to switch the body into recovery mode.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat'],
        exercises: [
          T('Foam Roller Upper Back', 1, 60, 15),
          T('Foam Roller Quads', 1, 60, 15),
          R('Hip Circles', 1, '10 per side', 15),
          R('Ankle Circles', 1, '10 per side', 15),
          T('Supine Spinal Twist', 2, 45, 15),
          T('Legs-Up-the-Wall Pose', 1, 90, 15),
          T('Resonance Breathing', 1, 300, 15),
        ],
      },
    ],
  },
  {
    name: 'Arm Balances and Inversions Yoga',
    description:
      'An advanced yoga program that builds toward crow, side crow, headstand and forearm stand, with the wrist, shoulder and core preparation each one needs. Practise the inversions near a wall until they are steady.',
    difficulty: 'Advanced',
    workouts: [
      {
        name: 'Wrist and Shoulder Preparation',
        description:
          'Condition the wrists and shoulders with dolphin, four-limbed staff and plank-based poses before any arm balance.',
        difficulty: 'Intermediate',
        goal: 'Build Strength',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Wrist Circles', 1, '10 per side', 15),
          T('Prayer Wrist Stretch', 1, 30, 15),
          T('Dolphin Pose', 3, 30, 30),
          R('Sun Salutation B', 3, '2', 45),
          T('Four-Limbed Staff Pose', 3, 15, 45),
          T('Upward Plank Pose', 3, 20, 30),
          T('Boat Pose', 3, 30, 30),
        ],
      },
      {
        name: 'Crow and Side Crow Practice',
        description:
          'Build the compression and balance for crow and side crow from a garland squat, then work on crane for the strongest.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Sun Salutation A', 2, '3', 30),
          T('Garland Pose', 2, 30, 15),
          T('Crow Pose', 5, 15, 45),
          T('Side Crow Pose', 4, 15, 45),
          T('Crane Pose', 3, 15, 60),
          T('Boat Pose', 3, 30, 30),
          T('Child\'s Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Headstand and Forearm Stand Practice',
        description:
          'Supported and tripod headstands, then forearm stand at a wall, balanced afterwards with a shoulderstand and long rest. Come down at the first sign of neck strain.',
        difficulty: 'Advanced',
        goal: 'Build Strength',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Dolphin Pose', 2, 30, 30),
          T('Supported Headstand', 3, 30, 60),
          T('Tripod Headstand', 3, 20, 60),
          T('Forearm Stand', 4, 15, 60),
          T('Supported Shoulderstand', 1, 60, 30),
          T('Fish Pose', 1, 30, 15),
          T('Child\'s Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Advanced Balance Flow',
        description:
          'A flowing standing sequence that ends in the advanced balances: firefly, flying pigeon and revolved half moon.',
        difficulty: 'Advanced',
        goal: 'General Fitness',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Sun Salutation B', 3, '2', 45),
          T('Warrior III', 2, 30, 0, 'A'),
          T('Half Moon Pose', 2, 30, 0, 'A'),
          T('Revolved Half Moon Pose', 2, 30, 45, 'A'),
          T('Flying Pigeon Pose', 3, 15, 45),
          T('Firefly Pose', 3, 15, 45),
          T('Pigeon Pose', 2, 60, 15),
        ],
      },
    ],
  },
  {
    name: 'Front and Middle Splits Flexibility',
    description:
      'Three flexibility sessions a week for the front split and the middle split, combining active range work with long, relaxed holds. Expect progress over months, not weeks.',
    difficulty: 'Intermediate',
    workouts: [
      {
        name: 'Front Split Session',
        description:
          'Open the hip flexors of the back leg and the hamstrings of the front leg, then practise the split itself with blocks under the hands.',
        difficulty: 'Intermediate',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Front-to-Back Leg Swing', 2, '12 per side', 15),
          T('Couch Stretch', 2, 60, 15),
          T('Half Splits', 3, 45, 15),
          T('Lizard Pose', 2, 45, 15),
          T('Pyramid Pose', 2, 45, 15),
          T('Monkey Pose', 3, 30, 30),
          T('Pigeon Pose', 2, 60, 15),
        ],
      },
      {
        name: 'Middle Split Session',
        description:
          'Work the adductors from many angles, from frog and straddle holds to active Cossack shifts.',
        difficulty: 'Intermediate',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Side-to-Side Leg Swing', 2, '12 per side', 15),
          R('Lateral Lunge Shift', 2, '8 per side', 30),
          T('Frog Stretch', 3, 60, 15),
          T('Seated Straddle Stretch', 3, 45, 15),
          T('Wide-Legged Standing Forward Bend', 2, 45, 15),
          T('Wall Straddle Stretch', 1, 60, 15),
          T('Butterfly Stretch', 2, 45, 15),
        ],
      },
      {
        name: 'Active Flexibility Session',
        description:
          'Strength at end range keeps new flexibility: standing balances that lift the leg high, and deep lunges held with control.',
        difficulty: 'Intermediate',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Walking Cradle Stretch', 2, '8 per side', 15),
          T('Extended Hand-to-Big-Toe Pose', 3, 20, 30),
          T('Standing Split', 3, 20, 30),
          T('Dancer Pose', 2, 30, 30),
          T('Reclining Hand-to-Big-Toe Pose', 2, 45, 15),
          T('Seated Forward Bend', 2, 60, 15),
        ],
      },
    ],
  },
  {
    name: 'Lower-Back Care Routine',
    description:
      'Three gentle sessions that ease everyday lower-back stiffness with pelvic tilts, breathing, hip stretches and easy spinal movement. Stop any exercise that sends pain into the leg, and see a professional for persistent pain.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'Gentle Back Mobility',
        description:
          'Small, pain-free movements of the pelvis and spine, done lying down so the back does not have to hold you up.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Crocodile Breathing', 1, 120, 15),
          R('Supine Pelvic Tilt', 2, '10', 15),
          T('Single Knee-to-Chest Stretch', 2, 30, 15),
          R('Lower Trunk Rotation', 2, '10 per side', 15),
          R('Cat-Cow', 2, '8', 15),
          T('Child\'s Pose', 1, 60, 15),
        ],
      },
      {
        name: 'Hips and Hamstrings for the Back',
        description:
          'Tight hips and hamstrings pull on the pelvis; these stretches and nerve glides give the lower back some slack.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Kneeling Hip Flexor Stretch', 2, 30, 15),
          T('Lying Figure-Four Stretch', 2, 30, 15),
          T('Doorway Hamstring Stretch', 2, 45, 15),
          R('Sciatic Nerve Glide', 2, '8 per side', 15),
          T('Lying Piriformis Stretch', 2, 30, 15),
          T('Knees-to-Chest Stretch', 1, 45, 15),
        ],
      },
      {
        name: 'Back Extension Tolerance',
        description:
          'Gradually reintroduce gentle backward bending with the prone press-up, sphinx and baby cobra, then settle with breathing.',
        difficulty: 'Novice',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Sphinx Pose', 2, 30, 15),
          R('Prone Press-Up Stretch', 2, '8', 30),
          T('Baby Cobra', 2, 20, 15),
          R('Quadruped Rock-Back', 2, '10', 15),
          T('Supported Child\'s Pose', 1, 60, 15),
          T('90/90 Breathing', 1, 120, 15),
        ],
      },
    ],
  },
  {
    name: 'Stress Relief and Sleep Wind-Down',
    description:
      'Two calming routines built on slow breathing and passive stretching: a short reset for stressful moments during the day and a longer wind-down before bed.',
    difficulty: 'Novice',
    workouts: [
      {
        name: 'Five-Minute Stress Reset',
        description:
          'A few physiological sighs, box breathing and gentle neck and shoulder movement. Use it before a meeting or after a hard day.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Bodyweight'],
        exercises: [
          R('Physiological Sigh', 1, '5', 15),
          R('Shoulder Rolls', 1, '10', 15),
          R('Neck Half Circles', 1, '5 per side', 15),
          T('Box Breathing', 1, 120, 15),
        ],
      },
      {
        name: 'Bedtime Wind-Down',
        description:
          'Lie on the floor or on the bed for supported stretches and long exhales. Keep the lights low and let each hold be easy.',
        difficulty: 'Novice',
        goal: 'General Fitness',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Supported Child\'s Pose', 1, 60, 15),
          T('Supine Spinal Twist', 2, 45, 15),
          T('Happy Baby Pose', 1, 60, 15),
          T('Legs-Up-the-Wall Pose', 1, 90, 15),
          T('Alternate Nostril Breathing', 1, 180, 15),
          T('4-7-8 Breathing', 1, 120, 15),
        ],
      },
    ],
  },
  {
    name: 'Hip Mobility for Lifters',
    description:
      'Three sessions that give lifters the hip flexion, rotation and adductor length a deep squat and a clean hinge need. Use them as a warm-up before leg days or as a stand-alone mobility day.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Deep Squat Mobility',
        description:
          'Ankles, adductors and hips for a deeper, more upright squat, finishing with a long supported squat hold.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Knee-to-Wall Ankle Mobilization', 2, '10 per side', 15),
          R('Adductor Rock-Back', 2, '10', 15),
          R('Squat to Stand', 2, '8', 30),
          R('Spiderman Stretch', 2, '5 per side', 30),
          T('Frog Stretch', 2, 45, 15),
          T('Garland Pose', 2, 45, 15),
        ],
      },
      {
        name: 'Hip Rotation Session',
        description:
          'Internal and external rotation work for the hips with 90/90 drills, pigeon and figure-four holds.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat', 'Bench'],
        exercises: [
          R('Hip CARs', 2, '5 per side', 15),
          T('90/90 Hip Stretch', 2, 45, 15),
          R('Windshield Wiper Stretch', 2, '10', 15),
          T('Bench Pigeon Stretch', 2, 45, 15),
          T('Seated Crossover Glute Stretch', 2, 30, 15),
          T('Fire Log Pose', 2, 45, 15),
        ],
      },
      {
        name: 'Hinge and Hip Flexor Session',
        description:
          'Restore hamstring length and hip extension for the deadlift and for standing tall at the top of every lift.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Frankenstein Walk', 2, '10 per side', 15),
          R('World\'s Greatest Stretch', 2, '5 per side', 30),
          T('Rear-Foot-Elevated Hip Flexor Stretch', 2, 45, 15),
          T('Modified Thomas Stretch', 2, 45, 15),
          T('Standing Hamstring Stretch', 2, 45, 15),
          T('Crossed-Leg Forward Fold', 2, 30, 15),
        ],
      },
    ],
  },
  {
    name: 'Lifter\'s Warm-Up Series',
    description:
      'Four ten-minute warm-ups, one for each main lift, to do before the first empty-bar set. Dynamic drills raise temperature and open the joints that the lift needs most.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Squat Day Warm-Up',
        description:
          'Ankles, hips and upper back ready for a deep, upright squat in about ten minutes.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat'],
        exercises: [
          T('Foam Roller Quads', 1, 45, 15),
          R('Knee-to-Wall Ankle Mobilization', 1, '10 per side', 15),
          R('Walking Hip Opener', 1, '8 per side', 15),
          R('Adductor Rock-Back', 1, '10', 15),
          R('Spiderman Stretch', 1, '5 per side', 15),
          R('Squat to Stand', 2, '6', 30),
        ],
      },
      {
        name: 'Deadlift Day Warm-Up',
        description:
          'Prime the hamstrings and glutes and find a neutral spine before pulling.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat'],
        exercises: [
          T('Foam Roller Glutes', 1, 45, 15),
          R('Cat-Cow', 1, '8', 15),
          R('Walking Knee Hug', 1, '8 per side', 15),
          R('Elephant Walk', 1, '10 per side', 15),
          R('Hamstring Scoop', 1, '8 per side', 15),
          R('Hip Circles', 1, '8 per side', 15),
        ],
      },
      {
        name: 'Bench Day Warm-Up',
        description:
          'Mobilise the thoracic spine and shoulders and loosen the chest so you can set a stable arch and tight shoulder blades.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat'],
        exercises: [
          R('Foam Roller Thoracic Extension', 1, '8', 15),
          R('Arm Circles', 1, '10', 15),
          R('Cross-Body Arm Swing', 1, '10', 15),
          R('Dowel Shoulder Pass-Through', 1, '10', 15),
          R('Open Book Stretch', 1, '6 per side', 15),
          R('Wall Angel', 1, '10', 15),
        ],
      },
      {
        name: 'Overhead Day Warm-Up',
        description:
          'Open the lats and upper back for a vertical press or overhead squat, with rotator cuff circles to finish.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat', 'Bench'],
        exercises: [
          T('Foam Roller Lats', 1, 45, 15),
          R('Foam Roller Snow Angel', 1, '8', 15),
          R('Overhead Arm Swing', 1, '10', 15),
          T('Kneeling Bench Lat Stretch', 1, 30, 15),
          R('Shoulder CARs', 1, '5 per side', 15),
          R('Dowel Shoulder Pass-Through', 1, '10', 15),
        ],
      },
    ],
  },
  {
    name: 'Shoulder Health and Mobility',
    description:
      'Three sessions that keep shoulders healthy for pressing and overhead work: rotator cuff strength, shoulder-blade control and mobility for the chest, lats and upper back. Use light loads and slow, controlled reps.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Rotator Cuff Strength',
        description:
          'Band and dumbbell rotations for the small muscles that keep the ball of the shoulder centred in its socket.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Band', 'Dumbbells'],
        exercises: [
          R('Band External Rotation', 3, '15 per side', 30),
          R('Band Internal Rotation', 2, '15 per side', 30),
          R('Band 90-Degree External Rotation', 3, '12 per side', 30),
          R('Dumbbell Side-Lying External Rotation', 2, '12 per side', 30),
          R('Band No-Money', 3, '15', 30),
        ],
      },
      {
        name: 'Shoulder-Blade Control',
        description:
          'Pull-aparts, wall slides and prone raises that teach the shoulder blades to move well on the rib cage.',
        difficulty: 'Beginner',
        goal: 'General Fitness',
        equipment: ['Band', 'Bodyweight'],
        exercises: [
          R('Band Pull-Apart', 3, '15', 30),
          R('Band Wall Slide', 3, '10', 30),
          R('Prone Y Raise', 2, '10', 30),
          R('Prone T Raise', 2, '10', 30),
          R('Prone W Raise', 2, '10', 30),
          R('Band Face Pull', 3, '15', 30),
        ],
      },
      {
        name: 'Shoulder Mobility Flow',
        description:
          'Open the chest and lats and restore overhead reach, with shoulder circles to finish.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Foam Roller', 'Yoga Mat'],
        exercises: [
          R('Foam Roller Thoracic Extension', 2, '8', 30),
          T('Sleeper Stretch', 2, 30, 15),
          T('Corner Chest Stretch', 2, 45, 15),
          T('Door Frame Lat Stretch', 2, 45, 15),
          R('Dowel Shoulder Pass-Through', 2, '10', 30),
          R('Shoulder CARs', 2, '5 per side', 30),
        ],
      },
    ],
  },
  {
    name: 'Yoga for Lifters',
    description:
      'Three yoga sessions designed around the tight spots strength training leaves behind: hips and hamstrings, shoulders and upper back, and a full-body flow for rest days. Hold each pose for five slow breaths unless noted.',
    difficulty: 'Beginner',
    workouts: [
      {
        name: 'Yoga for Lifters: Hips and Hamstrings',
        description:
          'Lunges, pigeon and forward folds that release the hips and the back of the legs after squat and deadlift days.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          T('Downward-Facing Dog', 2, 45, 15),
          T('Low Lunge', 2, 45, 15),
          T('Half Splits', 2, 45, 15),
          T('Pigeon Pose', 2, 60, 15),
          T('Garland Pose', 2, 45, 15),
          T('Head-to-Knee Pose', 2, 45, 15),
        ],
      },
      {
        name: 'Yoga for Lifters: Shoulders and Upper Back',
        description:
          'Puppy pose, eagle arms and gentle backbends to undo the rounded shoulders of pressing and pulling.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Cat-Cow', 2, '8', 15),
          T('Extended Puppy Pose', 2, 45, 15),
          T('Eagle Pose', 2, 30, 15),
          T('Cow Face Pose', 2, 30, 15),
          T('Sphinx Pose', 2, 30, 15),
          T('Supported Fish Pose', 1, 90, 15),
        ],
      },
      {
        name: 'Yoga for Lifters: Rest-Day Flow',
        description:
          'A gentle full-body flow with sun salutations, warriors and twists that keeps you moving on a rest day without adding fatigue.',
        difficulty: 'Beginner',
        goal: 'Improve Mobility',
        equipment: ['Yoga Mat'],
        exercises: [
          R('Sun Salutation A', 3, '2', 30),
          T('Warrior II', 2, 30, 0, 'A'),
          T('Reverse Warrior', 2, 30, 0, 'A'),
          T('Extended Side Angle Pose', 2, 30, 30, 'A'),
          T('Revolved Chair Pose', 2, 20, 15),
          T('Supine Spinal Twist', 2, 45, 15),
          T('Legs-Up-the-Wall Pose', 1, 90, 15),
        ],
      },
    ],
  },
];
