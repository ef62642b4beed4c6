/**
 * Mobility group of the demo catalogue: Stretches, Yoga and Recovery.
 *
 * Steps are assembled from a movement's own sentences plus a few shared sentences (starting
 * positions, how long to hold, how to switch sides, how to roll), so related variants reuse most
 * of their wording and the number of distinct sentences to translate stays small.
 */
import type { Category, Difficulty, ExerciseSeed, Force, Grip, Mechanic, Muscle } from './types.ts';

type Extra = { force?: Force | null; mechanic?: Mechanic | null; grips?: Grip[] };

function seed(
  category: Category, name: string, primary_muscles: Muscle[], difficulty: Difficulty,
  steps: string[], defaults: Extra, extra: Extra = {},
): ExerciseSeed {
  return {
    name, category, primary_muscles, difficulty,
    force: 'Hold', mechanic: 'Isolation', grips: [],
    ...defaults, ...extra, steps,
  };
}

// ---------------------------------------------------------------------------------------------
// Shared sentences
// ---------------------------------------------------------------------------------------------

// Static holds.
const HOLD = 'Hold the stretch for 20 to 30 seconds while breathing slowly and deeply.';
const SWITCH = 'Release slowly and repeat on the other side.';
const RELEASE = 'Release slowly and return to the starting position.';
// Dynamic drills.
const REPS = 'Perform 8 to 12 smooth repetitions, increasing the range a little each time.';
const DYN_SWITCH = 'Complete the set, then switch sides.';
const ALTERNATE = 'Return to the start and alternate sides.';
const WALK = 'Step forward and repeat on the other leg, alternating for 10 to 20 meters.';
const CIRCLES = 'Make 10 slow circles in one direction, then 10 in the other.';
// Yoga.
const BREATHS = 'Hold the pose for 5 to 8 slow breaths through the nose.';
const POSE_SIDES = 'Come out of the pose with control and repeat on the other side.';
const TWIST_CUE = 'Lengthen your spine on each inhale and twist a little deeper on each exhale.';
// Self-massage.
const ROLL = 'Roll slowly back and forth over the muscle for 30 to 60 seconds.';
const BALL = 'Make small circles or slow rolls over the area for 30 to 60 seconds.';
const TENDER = 'Pause on any tender spot and breathe slowly until it eases.';

// Common starting positions.
const ARMS_OPEN = 'Let your arms fall out to the sides with your palms up and relax your shoulders toward the floor.';
const ALL_FOURS = 'Kneel on all fours with your hands under your shoulders and your knees under your hips.';
const SUPINE_KNEES = 'Lie on your back with your knees bent and your feet flat on the floor.';
const NECK_SIT = 'Sit or stand tall with your shoulders relaxed and your chin level.';

// ---------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------

/** Static stretch: the movement's own sentences, then hold and release (or switch sides). */
const st = (name: string, muscles: Muscle[], d: Difficulty, body: string[], sided = true, extra: Extra = {}) =>
  seed('Stretches', name, muscles, d, [...body, HOLD, sided ? SWITCH : RELEASE], {}, extra);

/** Dynamic stretch done for repetitions. */
const dyn = (name: string, muscles: Muscle[], d: Difficulty, body: string[], sided = false, extra: Extra = {}) =>
  seed('Stretches', name, muscles, d, [...body, REPS, ...(sided ? [DYN_SWITCH] : [])], { force: null }, extra);

/** Dynamic stretch done while walking forward. */
const walk = (name: string, muscles: Muscle[], d: Difficulty, body: string[], extra: Extra = {}) =>
  seed('Stretches', name, muscles, d, [...body, WALK], { force: null }, extra);

/** Yoga pose: its own sentences, the breath count, and the other side when the pose is one-sided. */
const yp = (name: string, muscles: Muscle[], d: Difficulty, body: string[], sided = false, extra: Extra = {}) =>
  seed('Yoga', name, muscles, d, [...body, BREATHS, ...(sided ? [POSE_SIDES] : [])], { mechanic: 'Compound' }, extra);

/** Yoga pose whose steps already say how to hold and leave it. */
const yoga = (name: string, muscles: Muscle[], d: Difficulty, steps: string[], extra: Extra = {}) =>
  seed('Yoga', name, muscles, d, steps, { mechanic: 'Compound' }, extra);

/** Foam rolling. */
const roller = (name: string, muscles: Muscle[], body: string[], d: Difficulty = 'Novice') =>
  seed('Recovery', name, muscles, d, [...body, ROLL, TENDER], {});

/** Massage ball release. */
const ball = (name: string, muscles: Muscle[], body: string[], d: Difficulty = 'Beginner') =>
  seed('Recovery', name, muscles, d, [...body, BALL, TENDER], {});

/** Any other recovery drill. */
const rec = (name: string, muscles: Muscle[], d: Difficulty, steps: string[], extra: Extra = {}) =>
  seed('Recovery', name, muscles, d, steps, {}, extra);

// =============================================================================================
// STRETCHES
// =============================================================================================

// --- Neck -------------------------------------------------------------------------------------
const neck: ExerciseSeed[] = [
  st('Upper Trap Stretch', ['Traps', 'Neck'], 'Novice', [
    NECK_SIT,
    'Tilt your head to bring one ear toward the same shoulder while keeping the opposite shoulder down.',
    'Rest that hand lightly on the side of your head to add gentle pressure.',
  ]),
  st('Levator Scapulae Stretch', ['Neck', 'Traps'], 'Novice', [
    NECK_SIT,
    'Turn your head about 45 degrees to one side and tuck your chin toward that armpit.',
    'Use the same-side hand to gently draw your head down while the opposite shoulder stays low.',
  ]),
  st('Scalene Stretch', ['Neck'], 'Beginner', [
    NECK_SIT,
    'Anchor the top of your chest just below the collarbone with one hand.',
    'Tilt your head away from that side and lift your chin slightly toward the ceiling.',
  ]),
  st('Neck Flexion Stretch', ['Neck', 'Traps'], 'Novice', [
    NECK_SIT,
    'Tuck your chin and slowly lower it toward your chest.',
    'Rest your clasped hands on the back of your head and let their weight deepen the stretch.',
  ], false),
  st('Neck Extension Stretch', ['Neck'], 'Novice', [
    NECK_SIT,
    'Slowly tilt your head back to look at the ceiling without crunching the back of your neck.',
    'Keep your mouth closed and lengthen the front of your throat.',
  ], false),
  st('Neck Rotation Stretch', ['Neck'], 'Novice', [
    NECK_SIT,
    'Turn your head to look over one shoulder as far as is comfortable.',
    'Place the opposite hand on your chin to ease it a little further.',
  ]),
];

// --- Shoulders --------------------------------------------------------------------------------
const CROSS_PULL = 'Hook the other forearm above the elbow and pull the arm closer to your body.';
const ARMS_T = 'Stand tall with your arms straight out to the sides at shoulder height.';
const DOWEL_SUPINE = 'Lie on your back with your knees bent and hold a dowel with both hands.';

const shoulders: ExerciseSeed[] = [
  st('Cross-Body Shoulder Stretch', ['Rear Shoulders', 'Traps (mid-back)'], 'Novice', [
    'Stand tall and bring one straight arm across your chest at shoulder height.',
    CROSS_PULL,
  ]),
  st('Lying Cross-Body Shoulder Stretch', ['Rear Shoulders', 'Traps (mid-back)'], 'Novice', [
    'Lie on your back and bring one straight arm across your chest at shoulder height.',
    CROSS_PULL,
  ]),
  st('Sleeper Stretch', ['Rear Shoulders'], 'Beginner', [
    'Lie on one side with the bottom arm in front of you at shoulder height and the elbow bent to 90 degrees.',
    'Use your top hand to press the bottom forearm gently toward the floor, stopping when you feel the back of the shoulder.',
  ]),
  st('Towel Shoulder Stretch', ['Rear Shoulders', 'Triceps'], 'Beginner', [
    'Hold a towel overhead with one hand and grab its bottom end behind your lower back with the other.',
    'Pull the towel upward with the top hand to draw the lower hand up your back.',
  ], true, { grips: ['Neutral'] }),
  st('Standing Shoulder Extension Stretch', ['Front Shoulders', 'Chest'], 'Novice', [
    'Stand tall and interlace your fingers behind your lower back.',
    'Straighten your arms and lift your hands away from your body while keeping your chest up.',
  ], false),
  st('Wall Shoulder Flexion Stretch', ['Lats', 'Chest'], 'Novice', [
    'Stand facing a wall and place your hands on it above your head, shoulder-width apart.',
    'Walk your feet back and let your chest sink toward the floor while your arms stay straight.',
  ], false),
  seed('Stretches', 'Arm Circles', ['Side Shoulders', 'Front Shoulders'], 'Novice', [
    ARMS_T,
    'Draw forward circles with your hands, starting small and gradually making them larger.',
    CIRCLES,
  ], { force: null }),
  dyn('Cross-Body Arm Swing', ['Chest', 'Rear Shoulders'], 'Novice', [
    ARMS_T,
    'Swing both arms across the front of your body, then swing them back open until you feel a light stretch across your chest.',
  ]),
  dyn('Overhead Arm Swing', ['Front Shoulders', 'Lats'], 'Novice', [
    'Stand tall with your arms by your sides and your knees soft.',
    'Swing both arms forward and up overhead, then down and back behind you.',
  ]),
  dyn('Dowel Shoulder Pass-Through', ['Front Shoulders', 'Chest'], 'Beginner', [
    'Stand tall holding a dowel in front of your thighs with a very wide overhand grip.',
    'Keeping your arms straight, lift the dowel overhead and over to behind your back in one smooth arc.',
    'Bring it back to the front the same way, widening your grip if your elbows bend or your back arches.',
  ], false, { grips: ['Overhand', 'Wide'] }),
  st('Dowel External Rotation Stretch', ['Chest', 'Front Shoulders'], 'Beginner', [
    DOWEL_SUPINE,
    'Bend both elbows to 90 degrees and keep the working elbow tucked against your side.',
    'Use the other hand to push the dowel so the working forearm rotates out toward the floor.',
  ], true, { grips: ['Underhand'] }),
  st('Dowel Overhead Shoulder Stretch', ['Lats', 'Triceps'], 'Beginner', [
    DOWEL_SUPINE,
    'Keeping your elbows straight and your lower back flat, raise the dowel overhead toward the floor behind you.',
  ], false, { grips: ['Overhand'] }),
  dyn('Dowel Trunk Rotation', ['Obliques', 'Abdominals'], 'Novice', [
    'Stand with your feet shoulder-width apart and rest a dowel across your upper back, holding it wide.',
    'Keep your hips facing forward and rotate your upper body from side to side.',
  ], false, { grips: ['Overhand', 'Wide'] }),
];

// --- Chest ------------------------------------------------------------------------------------
const DOOR_STEP = 'Step one foot through the doorway and shift your weight forward until you feel a stretch across the chest.';
const CHEST_CUE = 'Keep your chin tucked and your ribs down rather than arching your lower back.';
const doorway = (name: string, setup: string) =>
  st(name, ['Chest', 'Front Shoulders'], 'Novice', [setup, DOOR_STEP, CHEST_CUE], false);

const chest: ExerciseSeed[] = [
  doorway('Doorway Chest Stretch',
    'Stand in a doorway and place your forearms on the frame with your elbows bent to 90 degrees at shoulder height.'),
  doorway('High Doorway Chest Stretch',
    'Stand in a doorway and place your forearms on the frame with your elbows above shoulder height.'),
  doorway('Low Doorway Chest Stretch',
    'Stand in a doorway and place your hands on the frame below shoulder height with your arms nearly straight.'),
  st('Single-Arm Doorway Chest Stretch', ['Chest', 'Front Shoulders'], 'Novice', [
    'Stand beside a doorway and place one forearm on the frame with the elbow at shoulder height.',
    'Step forward with the same-side leg and gently turn your chest away from the arm.',
    CHEST_CUE,
  ]),
  st('Corner Chest Stretch', ['Chest', 'Front Shoulders'], 'Novice', [
    'Face the corner of a room and place a forearm on each wall with your elbows at shoulder height.',
    'Lean your chest toward the corner until you feel a stretch across the front of your chest and shoulders.',
    CHEST_CUE,
  ], false),
  st('Prone Chest Stretch', ['Chest', 'Front Shoulders'], 'Beginner', [
    'Lie face down with one arm straight out to the side at shoulder height, palm down.',
    'Push the floor with the other hand and roll your body away from the outstretched arm.',
  ]),
  st('Behind-the-Head Chest Stretch', ['Chest', 'Front Shoulders'], 'Novice', [
    'Sit or stand tall and clasp your hands behind your head.',
    'Draw your elbows back as far as they go without pushing your head forward.',
  ], false),
  st('Partner Chest Stretch', ['Chest', 'Front Shoulders'], 'Beginner', [
    'Sit tall on the floor with your hands clasped behind your head and a partner standing behind you.',
    'Your partner draws your elbows slowly back until you feel a stretch across the chest while you keep your back upright.',
  ], false),
  st('Stability Ball Chest Stretch', ['Chest', 'Front Shoulders'], 'Beginner', [
    'Kneel beside a stability ball and rest one forearm on top of it with the elbow at shoulder height.',
    'Roll the ball slightly forward and let your chest sink toward the floor.',
  ]),
];

// --- Arms and wrists --------------------------------------------------------------------------
const ARM_FORWARD = 'Extend one arm in front of you at shoulder height with the elbow straight.';
const WRIST_LEAN = 'Slowly shift your weight back until you feel a stretch along your forearms.';

const arms: ExerciseSeed[] = [
  st('Overhead Triceps Stretch', ['Triceps', 'Lats'], 'Novice', [
    'Raise one arm overhead and bend the elbow so your hand drops behind your head.',
    'Use the other hand to gently press the elbow back and down.',
  ]),
  st('Wall Triceps Stretch', ['Triceps', 'Lats'], 'Novice', [
    'Stand facing a wall, bend one arm overhead and rest the elbow on the wall with your hand behind your head.',
    'Lean your chest toward the wall to push the elbow higher.',
  ]),
  st('Wall Biceps Stretch', ['Biceps', 'Chest'], 'Novice', [
    'Stand beside a wall and place your palm flat on it slightly behind you at shoulder height, thumb up.',
    'Keep the arm straight and slowly turn your body away from the wall.',
  ]),
  st('Seated Biceps Stretch', ['Biceps', 'Front Shoulders'], 'Beginner', [
    'Sit on the floor with your knees bent and your hands behind you, fingers pointing away from your body.',
    'Keep your arms straight and slowly slide your hips forward, away from your hands.',
  ], false),
  st('Wrist Flexor Stretch', ['Forearms'], 'Novice', [
    ARM_FORWARD,
    'Turn the palm up and use the other hand to pull your fingers back toward you.',
  ]),
  st('Wrist Extensor Stretch', ['Forearms'], 'Novice', [
    ARM_FORWARD,
    'Turn the palm down and use the other hand to press the back of the hand toward you.',
  ]),
  st('Kneeling Wrist Flexor Stretch', ['Forearms'], 'Beginner', [
    ALL_FOURS,
    'Turn your hands so your fingers point back toward your knees, keeping your palms flat.',
    WRIST_LEAN,
  ], false),
  st('Kneeling Wrist Extensor Stretch', ['Forearms'], 'Beginner', [
    ALL_FOURS,
    'Turn your hands over so the backs of your hands rest on the floor, fingers pointing toward your knees.',
    WRIST_LEAN,
  ], false),
  st('Prayer Wrist Stretch', ['Forearms'], 'Novice', [
    'Press your palms together in front of your chest and slowly lower your hands toward your waist, keeping the palms together.',
  ], false),
  st('Reverse Prayer Wrist Stretch', ['Forearms'], 'Novice', [
    'Press the backs of your hands together in front of your chest, fingers pointing down, and slowly raise your elbows.',
  ], false),
];

// --- Upper back, lats and sides ---------------------------------------------------------------
const SIDE_CUE = 'Reach up and over rather than collapsing down into the side.';

const back: ExerciseSeed[] = [
  st('Door Frame Lat Stretch', ['Lats', 'Obliques'], 'Beginner', [
    'Stand beside a door frame and reach across your body to grab it at head height with the far hand.',
    'Sit your hips back and away from the frame until you feel a stretch along the side of your back.',
  ], true, { grips: ['Neutral'] }),
  st('Kneeling Bench Lat Stretch', ['Lats', 'Triceps'], 'Beginner', [
    'Kneel facing a bench with your elbows on its edge and your palms pressed together.',
    'Sit your hips back toward your heels, let your chest sink and bend your elbows so your hands drop behind your head.',
  ], false),
  st('Kneeling Lat Stretch', ['Lats', 'Obliques'], 'Novice', [
    'Kneel and sit back toward your heels with your arms stretched forward on the floor.',
    'Walk both hands over to one side until you feel a stretch along the opposite side of your back.',
  ]),
  st('Stability Ball Lat Stretch', ['Lats', 'Triceps'], 'Beginner', [
    'Kneel in front of a stability ball and rest the little-finger side of your hands on top of it.',
    'Roll the ball forward and sit your hips back until your arms are extended and your chest sinks toward the floor.',
  ], false),
  st('Overhead Side Stretch', ['Obliques', 'Lats'], 'Novice', [
    'Stand tall with your feet hip-width apart and reach one arm overhead.',
    'Lean your upper body to the opposite side, keeping both feet grounded.',
    SIDE_CUE,
  ]),
  st('Seated Side Bend Stretch', ['Obliques', 'Lats'], 'Novice', [
    'Sit cross-legged on the floor with one hand on the floor beside your hip.',
    'Reach the other arm overhead and lean toward the supporting hand, keeping both sitting bones down.',
    SIDE_CUE,
  ]),
  st('Banana Stretch', ['Obliques', 'Lats', 'Abductors'], 'Novice', [
    'Lie on your back with your legs straight and your arms reaching overhead.',
    'Walk your feet and your hands toward the same side so your body forms a crescent.',
  ]),
  st('Standing Upper Back Stretch', ['Traps (mid-back)', 'Rear Shoulders'], 'Novice', [
    'Stand tall and interlace your fingers in front of you at chest height with your palms facing out.',
    'Push your hands forward and round your upper back so your shoulder blades spread apart.',
  ], false),
  st('Thread the Needle Stretch', ['Rear Shoulders', 'Traps (mid-back)'], 'Novice', [
    ALL_FOURS,
    'Slide one arm under your body along the floor, palm up, until that shoulder and temple rest on the mat.',
  ]),
  dyn('Open Book Stretch', ['Traps (mid-back)', 'Chest', 'Obliques'], 'Novice', [
    'Lie on your side with your hips and knees bent to 90 degrees and your arms straight in front of you, palms together.',
    'Keeping your knees together, sweep the top arm over to the other side and let your upper back rotate toward the floor.',
  ], true, { mechanic: 'Compound' }),
  dyn('Quadruped Thoracic Rotation', ['Traps (mid-back)', 'Obliques'], 'Beginner', [
    ALL_FOURS,
    'Place one hand behind your head and rotate that elbow down toward the opposite wrist.',
    'Rotate the elbow up toward the ceiling as far as you can while your hips stay still.',
  ], true),
  dyn('Standing Torso Twist', ['Obliques', 'Abdominals'], 'Novice', [
    'Stand with your feet shoulder-width apart and your arms bent in front of your chest.',
    'Rotate your upper body from side to side in a relaxed rhythm, letting the back heel pivot at the end of each turn.',
  ]),
  dyn('Windmill Toe Touch', ['Hamstrings', 'Obliques'], 'Beginner', [
    'Stand with your feet wider than shoulder-width and your arms straight out to the sides.',
    'Hinge and rotate to touch one hand to the opposite foot while the other arm reaches up.',
    ALTERNATE,
  ], false, { mechanic: 'Compound' }),
  dyn('Scorpion Stretch', ['Hip Flexors', 'Obliques', 'Quads'], 'Intermediate', [
    'Lie face down with your arms straight out to the sides.',
    'Bend one knee and swing that foot across your body toward the opposite hand, keeping your chest down.',
    ALTERNATE,
  ], false, { mechanic: 'Compound' }),
  dyn('Iron Cross Stretch', ['Hamstrings', 'Glutes', 'Obliques'], 'Beginner', [
    'Lie on your back with your legs straight and your arms out to the sides.',
    'Swing one straight leg across your body toward the opposite hand, keeping your shoulders down.',
    ALTERNATE,
  ], false, { mechanic: 'Compound' }),
];

// --- Lower back and abdominals ----------------------------------------------------------------
const lowerBack: ExerciseSeed[] = [
  st('Knees-to-Chest Stretch', ['Lower back', 'Glutes'], 'Novice', [
    SUPINE_KNEES,
    'Bring both knees toward your chest and hold behind your thighs, letting your lower back relax into the floor.',
  ], false),
  st('Single Knee-to-Chest Stretch', ['Lower back', 'Glutes'], 'Novice', [
    SUPINE_KNEES,
    'Draw one knee toward your chest with both hands behind the thigh while the other leg stays relaxed.',
  ]),
  dyn('Lower Trunk Rotation', ['Lower back', 'Obliques'], 'Novice', [
    SUPINE_KNEES,
    'Keep your knees together and slowly lower them to one side, then to the other, with both shoulders on the floor.',
  ]),
  dyn('Prone Press-Up Stretch', ['Lower back', 'Abdominals'], 'Beginner', [
    'Lie face down with your hands under your shoulders.',
    'Press your upper body up as far as your back allows while your hips stay relaxed on the floor, then lower slowly.',
  ], false, { force: 'Push' }),
  st('Seated Torso Twist Stretch', ['Obliques', 'Lower back'], 'Novice', [
    'Sit tall on a chair with your feet flat and your knees facing forward.',
    'Rotate your upper body to one side and hold the backrest or the outside of your thigh.',
    TWIST_CUE,
  ]),
  st('Chair Forward Fold', ['Lower back', 'Hamstrings'], 'Novice', [
    'Sit on the front of a chair with your feet flat and wider than your hips.',
    'Fold forward and let your chest rest between your knees with your head and arms hanging loose.',
  ], false),
  st('Standing Back Bend Stretch', ['Abdominals', 'Hip Flexors'], 'Novice', [
    'Stand tall with your feet hip-width apart and your hands on your lower back, fingers pointing down.',
    'Lift your chest and lean back gently, pressing your hips forward only as far as is comfortable.',
  ], false),
  st('Stability Ball Ab Stretch', ['Abdominals', 'Hip Flexors'], 'Beginner', [
    'Sit on a stability ball and walk your feet forward until your back rests on the ball.',
    'Reach your arms overhead and let your back drape over the ball with your feet planted.',
  ], false),
  dyn('Squat to Stand', ['Hamstrings', 'Adductors', 'Glutes'], 'Beginner', [
    'Stand with your feet shoulder-width apart and bend forward to hold your toes with straight arms.',
    'Pull your hips down into a deep squat between your heels, lifting your chest.',
    'Keep holding your toes and straighten your legs as far as you can, lifting your hips toward the ceiling.',
  ], false, { mechanic: 'Compound' }),
];

// --- Hip flexors ------------------------------------------------------------------------------
const KNEEL_LUNGE = 'Kneel on one knee on a pad with the other foot flat in front, both knees bent to 90 degrees.';
const HF_TUCK = 'Tuck your pelvis under by squeezing the glute on the side of the back leg.';
const HF_SHIFT = 'Shift your hips slightly forward until you feel a stretch at the front of the back hip.';
const PLANK_START = 'Start in a high plank with your hands under your shoulders.';
const FOOT_TO_HAND = 'Step one foot outside the same-side hand, bringing the foot as close to the hand as you can.';
const SWING_CUE = 'Keep your torso upright and let the range grow with each swing.';

const hipFlexors: ExerciseSeed[] = [
  st('Kneeling Hip Flexor Stretch', ['Hip Flexors', 'Quads'], 'Novice', [KNEEL_LUNGE, HF_TUCK, HF_SHIFT]),
  st('Kneeling Hip Flexor Stretch with Overhead Reach', ['Hip Flexors', 'Obliques', 'Lats'], 'Beginner', [
    KNEEL_LUNGE, HF_TUCK, HF_SHIFT,
    'Reach the arm on the kneeling side overhead and lean slightly away from it.',
  ]),
  st('Standing Hip Flexor Stretch', ['Hip Flexors', 'Quads'], 'Novice', [
    'Stand in a long split stance with the back heel lifted and the front knee bent.',
    HF_TUCK, HF_SHIFT,
  ]),
  st('Rear-Foot-Elevated Hip Flexor Stretch', ['Hip Flexors', 'Quads'], 'Beginner', [
    'Kneel on a pad in front of a bench and rest the top of the back foot on the bench, front knee over the ankle.',
    HF_TUCK, HF_SHIFT,
  ]),
  st('Couch Stretch', ['Quads', 'Hip Flexors'], 'Intermediate', [
    'Kneel with your back to a wall or couch and slide one knee into the corner so that shin rests up against it.',
    'Step the other foot forward into a lunge with the knee over the ankle.',
    HF_TUCK,
    'Lift your torso toward upright as far as you can while keeping the pelvis tucked.',
  ]),
  st('Modified Thomas Stretch', ['Hip Flexors', 'Quads'], 'Beginner', [
    'Sit on the very edge of a sturdy bench or table and hug one knee to your chest.',
    'Roll onto your back, still hugging that knee, and let the other leg hang off the edge.',
    'Let gravity lower the hanging thigh while your lower back stays flat.',
  ]),
  dyn('Spiderman Stretch', ['Hip Flexors', 'Adductors', 'Glutes'], 'Beginner', [
    PLANK_START, FOOT_TO_HAND,
    'Sink your hips toward the floor with the back leg straight and hold for a breath.',
    ALTERNATE,
  ], false, { mechanic: 'Compound' }),
  dyn("World's Greatest Stretch", ['Hip Flexors', 'Hamstrings', 'Obliques'], 'Beginner', [
    PLANK_START, FOOT_TO_HAND,
    'Drop the inside elbow toward the instep of the front foot.',
    'Rotate and reach the inside arm toward the ceiling, then return the hand and step back.',
  ], true, { mechanic: 'Compound' }),
  dyn('Front-to-Back Leg Swing', ['Hamstrings', 'Hip Flexors'], 'Novice', [
    'Stand side-on to a wall with one hand on it for balance.',
    'Swing the outside leg forward and back like a pendulum with the knee soft.',
    SWING_CUE,
  ], true),
  dyn('Side-to-Side Leg Swing', ['Adductors', 'Abductors'], 'Novice', [
    'Stand facing a wall with both hands on it for balance.',
    'Swing one leg across your body and then out to the side like a pendulum.',
    SWING_CUE,
  ], true),
];

// --- Quads ------------------------------------------------------------------------------------
const QUAD_PULL = 'Pull your heel toward your glute while keeping your knees together.';
const QUAD_TUCK = 'Tuck your pelvis slightly so you feel the stretch along the front of the thigh.';
const HIPS_DOWN = 'Press the front of your hips into the floor.';
const STEP_FORWARD = 'Stand tall and take a step forward.';
const TOES_TALL = 'Rise onto the toes of the standing foot and keep your torso upright.';

const quads: ExerciseSeed[] = [
  st('Standing Quad Stretch', ['Quads', 'Hip Flexors'], 'Novice', [
    'Stand on one leg, holding a wall or chair for balance if needed.',
    'Bend the other knee and hold that ankle behind you.',
    QUAD_PULL, QUAD_TUCK,
  ]),
  st('Side-Lying Quad Stretch', ['Quads', 'Hip Flexors'], 'Novice', [
    'Lie on your side with your head resting on your bottom arm.',
    'Bend the top knee and hold that ankle with your top hand.',
    QUAD_PULL, QUAD_TUCK,
  ]),
  st('Prone Quad Stretch', ['Quads', 'Hip Flexors'], 'Novice', [
    'Lie face down with your forehead resting on one forearm.',
    'Bend one knee and reach back with the same-side hand to hold that ankle.',
    QUAD_PULL, HIPS_DOWN,
  ]),
  st('Strap Quad Stretch', ['Quads', 'Hip Flexors'], 'Beginner', [
    'Lie face down and loop a strap around one ankle, holding the ends over your shoulder.',
    'Pull the strap to draw your heel toward your glute.',
    HIPS_DOWN,
  ], true, { grips: ['Neutral'] }),
  st('Kneeling Quad Stretch', ['Quads', 'Hip Flexors'], 'Intermediate', [
    KNEEL_LUNGE,
    'Reach back with the hand on the kneeling side, hold that foot and draw the heel toward your glute.',
    HF_TUCK,
  ]),
  walk('Walking Quad Stretch', ['Quads', 'Hip Flexors'], 'Beginner', [
    STEP_FORWARD,
    'Bend the back knee, hold that ankle and pull the heel toward your glute for a second.',
    TOES_TALL,
  ], { force: 'Pull' }),
];

// --- Hamstrings -------------------------------------------------------------------------------
const HAM_HINGE = 'Hinge forward from the hips with a long, flat back until you feel a stretch behind the thigh.';
const HAM_TOES = 'Keep the knee straight but not locked and point your toes up.';
const STRAP_SETUP = 'Lie on your back with both legs straight and loop a strap around the ball of one foot.';
const OTHER_LEG_DOWN = 'Keep the other leg and your hips relaxed on the floor.';
const strapGrip: Extra = { grips: ['Neutral'] };

const hamstrings: ExerciseSeed[] = [
  st('Standing Hamstring Stretch', ['Hamstrings', 'Calves'], 'Novice', [
    'Stand tall with one heel a small step in front of you, toes up, and the back knee slightly bent.',
    HAM_HINGE,
  ]),
  st('Bench Hamstring Stretch', ['Hamstrings', 'Calves'], 'Novice', [
    'Stand facing a bench or step and rest one heel on it with the leg straight.',
    HAM_TOES, HAM_HINGE,
  ]),
  st('Seated Hamstring Stretch', ['Hamstrings', 'Lower back'], 'Novice', [
    'Sit on the floor with one leg straight and the sole of the other foot against the inner thigh.',
    HAM_TOES, HAM_HINGE,
  ]),
  st('Chair Hamstring Stretch', ['Hamstrings', 'Calves'], 'Novice', [
    'Sit on the front edge of a chair with one leg straight out in front and the heel on the floor.',
    HAM_TOES, HAM_HINGE,
  ]),
  st('Lying Hamstring Stretch', ['Hamstrings', 'Calves'], 'Novice', [
    'Lie on your back, lift one leg and hold behind the thigh, straightening the knee as much as you can.',
    OTHER_LEG_DOWN,
  ]),
  st('Strap Hamstring Stretch', ['Hamstrings', 'Calves'], 'Novice', [
    STRAP_SETUP,
    'Hold both ends of the strap and raise the leg with the knee straight.',
    OTHER_LEG_DOWN,
  ], true, strapGrip),
  st('Strap Adductor Stretch', ['Adductors', 'Hamstrings'], 'Beginner', [
    STRAP_SETUP,
    'Raise the leg, take both strap ends in the same-side hand and lower the leg out to the side while the opposite hip stays down.',
  ], true, strapGrip),
  st('Strap IT Band Stretch', ['Abductors', 'Glutes'], 'Beginner', [
    STRAP_SETUP,
    'Raise the leg, take the strap in the opposite hand and guide the leg across your body while both shoulders stay down.',
  ], true, strapGrip),
  st('Doorway Hamstring Stretch', ['Hamstrings', 'Calves'], 'Novice', [
    'Lie on your back in a doorway with one leg extended through the door and your hips close to the frame.',
    'Raise the other leg and rest the heel against the frame with the knee straight, scooting closer to increase the stretch.',
  ]),
  st('Partner Hamstring Stretch', ['Hamstrings', 'Calves'], 'Beginner', [
    'Lie on your back with both legs straight while a partner kneels at your feet.',
    'Your partner lifts one leg, knee straight, and stops at a firm but comfortable stretch while your other leg stays down.',
  ]),
  st('Crossed-Leg Forward Fold', ['Hamstrings', 'Abductors'], 'Beginner', [
    'Stand tall and cross one foot in front of the other with the feet close together.',
    'Fold forward from the hips and reach your hands toward the floor beside the back foot.',
  ]),
  dyn('Elephant Walk', ['Hamstrings', 'Calves'], 'Novice', [
    'Stand with your feet hip-width apart and fold forward to place your hands on the floor or your shins.',
    'Bend one knee while straightening the other, then alternate slowly as if walking in place.',
  ]),
  walk('Frankenstein Walk', ['Hamstrings', 'Hip Flexors'], 'Beginner', [
    'Stand tall with your arms straight out in front of you at shoulder height.',
    'Kick one straight leg up toward the opposite hand while keeping your back upright.',
  ]),
  walk('Hamstring Scoop', ['Hamstrings', 'Calves'], 'Novice', [
    'Step one heel forward with the toes up and the knee straight.',
    'Hinge at the hips and sweep both hands down and forward past the front foot, then rise.',
  ]),
];

// --- Glutes and outer hip ---------------------------------------------------------------------
const FIG4 = 'Cross one ankle over the opposite knee and flex the foot to protect the knee.';
const OUTER_HIP_HINGE = 'Hinge forward from the hips with a long spine until you feel a stretch in the outer hip.';
const NINETY = 'Sit with your front leg bent to 90 degrees in front of you and your back leg bent to 90 degrees out to the side.';

const glutes: ExerciseSeed[] = [
  st('Lying Figure-Four Stretch', ['Glutes', 'Abductors'], 'Novice', [
    SUPINE_KNEES, FIG4,
    'Thread your hands behind the thigh of the bottom leg and draw it toward your chest.',
  ]),
  st('Wall Figure-Four Stretch', ['Glutes', 'Abductors'], 'Novice', [
    'Lie on your back with your hips near a wall and both feet on it, knees bent to 90 degrees.',
    FIG4,
  ]),
  st('Seated Figure-Four Stretch', ['Glutes', 'Abductors'], 'Novice', [
    'Sit tall near the front of a chair with both feet flat.',
    FIG4, OUTER_HIP_HINGE,
  ]),
  st('Standing Figure-Four Stretch', ['Glutes', 'Abductors'], 'Intermediate', [
    'Stand on one leg with a wall or chair nearby for balance.',
    FIG4,
    'Sit your hips back as if into a chair, keeping your chest lifted.',
  ]),
  st('Bench Pigeon Stretch', ['Glutes', 'Abductors'], 'Beginner', [
    'Stand facing a bench and lay one leg on it with the shin across the surface, then step the other foot back.',
    OUTER_HIP_HINGE,
  ]),
  st('Lying Piriformis Stretch', ['Glutes'], 'Novice', [
    SUPINE_KNEES,
    'Draw one knee toward the opposite shoulder with both hands, keeping your tailbone down.',
  ]),
  st('Seated Crossover Glute Stretch', ['Glutes', 'Lower back'], 'Novice', [
    'Sit with one leg straight and cross the other foot over it, planting it flat outside the knee.',
    'Hug the crossed knee toward the opposite shoulder while sitting tall.',
  ]),
  st('90/90 Hip Stretch', ['Glutes', 'Adductors'], 'Beginner', [NINETY, OUTER_HIP_HINGE]),
  dyn('90/90 Hip Switch', ['Glutes', 'Adductors'], 'Intermediate', [
    NINETY,
    'Keeping your chest tall, lift both knees and rotate them to the other side so the opposite leg ends up in front.',
  ], false, { mechanic: 'Compound' }),
  st('Pretzel Stretch', ['Quads', 'Glutes', 'Obliques'], 'Intermediate', [
    'Lie on your side and bring the top knee up toward your chest, resting it on the floor.',
    'Bend the bottom leg behind you and hold that foot with your top hand.',
    'Rotate your upper back and shoulders toward the floor behind you.',
  ], true, { mechanic: 'Compound' }),
  st('Standing IT Band Stretch', ['Abductors', 'Glutes'], 'Novice', [
    'Stand tall and cross one foot behind the other.',
    'Push the hip of the back leg out to the side and lean your upper body the other way.',
  ]),
  st('Side-Lying IT Band Stretch', ['Abductors', 'Glutes'], 'Beginner', [
    'Lie on your side near the edge of a bench or bed with the bottom knee bent for support.',
    'Move the top leg slightly behind you and let it hang down off the edge.',
  ]),
  dyn('Windshield Wiper Stretch', ['Glutes', 'Abductors'], 'Novice', [
    'Sit with your knees bent, feet wider than your hips and hands on the floor behind you.',
    'Let both knees drop slowly to one side toward the floor, then to the other side.',
  ]),
  walk('Walking Knee Hug', ['Glutes', 'Hamstrings'], 'Novice', [
    STEP_FORWARD,
    'Lift the back knee and pull it toward your chest with both hands.',
    TOES_TALL,
  ], { force: 'Pull' }),
  walk('Walking Cradle Stretch', ['Glutes', 'Abductors'], 'Beginner', [
    STEP_FORWARD,
    'Lift the back leg, turn the knee out and cradle the shin with both arms, pulling it toward your chest.',
    TOES_TALL,
  ], { force: 'Pull' }),
];

// --- Adductors --------------------------------------------------------------------------------
const WIDE_STANCE = 'Stand with your feet about twice shoulder-width apart and your toes pointing forward.';
const SIDE_SIT = 'Bend one knee and sit your hips back over it while keeping the other leg straight.';
const ADD_SETUP = 'Kneel on all fours and extend one leg straight out to the side with the foot flat.';
const ADD_ROCK = 'Shift your hips back toward your heels until you feel a stretch along the inner thigh of the straight leg.';
const HIP_GATE_CUE = 'Keep your torso upright and your standing hip steady.';

const adductors: ExerciseSeed[] = [
  st('Butterfly Stretch', ['Adductors'], 'Novice', [
    'Sit tall with the soles of your feet together and draw your heels toward your groin.',
    'Press your knees gently toward the floor with your elbows while keeping your back long.',
  ], false),
  st('Frog Stretch', ['Adductors', 'Hip Flexors'], 'Intermediate', [
    'Kneel on all fours and slide your knees out wide with your ankles in line with your knees.',
    'Lower onto your forearms and slowly push your hips back until you feel a stretch in the inner thighs.',
  ], false),
  st('Lateral Lunge Stretch', ['Adductors', 'Hamstrings'], 'Beginner', [WIDE_STANCE, SIDE_SIT]),
  dyn('Lateral Lunge Shift', ['Adductors', 'Glutes'], 'Beginner', [
    WIDE_STANCE, SIDE_SIT,
    'Shift your weight through the middle to the other side without standing up.',
  ], false, { mechanic: 'Compound' }),
  st('Seated Straddle Stretch', ['Adductors', 'Hamstrings'], 'Beginner', [
    'Sit on the floor with your legs spread wide and your kneecaps pointing up.',
    'Walk your hands forward on the floor, hinging from the hips with a long back.',
  ], false),
  st('Wall Straddle Stretch', ['Adductors', 'Hamstrings'], 'Novice', [
    'Lie on your back with your hips close to a wall and your legs straight up against it.',
    'Let your legs slide apart into a wide V under their own weight.',
  ], false),
  st('Kneeling Adductor Stretch', ['Adductors'], 'Beginner', [ADD_SETUP, ADD_ROCK]),
  dyn('Adductor Rock-Back', ['Adductors', 'Glutes'], 'Beginner', [ADD_SETUP, ADD_ROCK], true),
  walk('Walking Hip Opener', ['Adductors', 'Hip Flexors', 'Glutes'], 'Novice', [
    'Lift one knee in front of you to hip height, rotate it out to the side in a wide circle and place the foot down.',
    HIP_GATE_CUE,
  ]),
  walk('Walking Hip Closer', ['Abductors', 'Glutes', 'Hip Flexors'], 'Novice', [
    'Lift one knee out to the side to hip height, rotate it across to the front and place the foot down.',
    HIP_GATE_CUE,
  ]),
];

// --- Calves, shins and feet -------------------------------------------------------------------
const WALL_HANDS = 'Stand facing a wall with your hands on it at shoulder height.';
const CALF_LEAN = 'Lean your hips toward the wall until you feel the stretch in your calf.';
const STEP_EDGE = 'Stand with the balls of your feet on the edge of a step and hold a rail for balance.';

const calves: ExerciseSeed[] = [
  st('Wall Calf Stretch', ['Calves'], 'Novice', [
    WALL_HANDS,
    'Step one foot back with the heel down, the knee straight and the toes pointing forward.',
    CALF_LEAN,
  ]),
  st('Wall Soleus Stretch', ['Calves'], 'Novice', [
    WALL_HANDS,
    'Step one foot back a short distance with the heel down and bend both knees.',
    CALF_LEAN,
  ]),
  st('Toe-Up Wall Calf Stretch', ['Calves'], 'Novice', [
    WALL_HANDS,
    'Place the ball of one foot against the wall with the heel on the floor and the leg straight.',
    CALF_LEAN,
  ]),
  st('Step Calf Stretch', ['Calves'], 'Novice', [
    STEP_EDGE,
    'Keep your knees straight and slowly lower your heels below the step.',
  ], false),
  st('Step Soleus Stretch', ['Calves'], 'Novice', [
    STEP_EDGE,
    'Bend your knees slightly and slowly lower your heels below the step.',
  ], false),
  st('Incline Board Calf Stretch', ['Calves', 'Hamstrings'], 'Novice', [
    'Stand on a slant board with your heels low and your toes high.',
    'Keep your knees straight and your body tall, leaning slightly forward to increase the stretch.',
  ], false),
  st('Seated Towel Calf Stretch', ['Calves', 'Hamstrings'], 'Novice', [
    'Sit on the floor with your legs straight and loop a towel around the ball of one foot.',
    'Pull the towel toward you to draw your toes back while keeping the knee straight.',
  ], true, { grips: ['Overhand'] }),
  st('Kneeling Shin Stretch', ['Calves', 'Quads'], 'Beginner', [
    'Kneel with the tops of your feet flat on the floor and sit back on your heels.',
    'Place your hands behind you and lean back, lifting your knees slightly off the floor if you can.',
  ], false),
  st('Standing Shin Stretch', ['Calves'], 'Novice', [
    'Stand tall and place the toes of one foot on the floor behind you, top of the foot down.',
    'Gently press the ankle toward the floor until you feel a stretch along the front of the shin.',
  ]),
  st('Plantar Fascia Stretch', ['Calves'], 'Novice', [
    'Sit on a chair and cross one foot over the opposite knee.',
    'Pull your toes back toward your shin with one hand until you feel a stretch along the arch.',
  ]),
];

// --- Full body --------------------------------------------------------------------------------
const fullBody: ExerciseSeed[] = [
  st('Overhead Reach Stretch', ['Lats', 'Abdominals', 'Calves'], 'Novice', [
    'Stand tall with your feet hip-width apart and interlace your fingers with the palms up.',
    'Press your hands toward the ceiling as you rise onto your toes, reaching long without arching your lower back.',
  ], false, { mechanic: 'Compound' }),
];

// =============================================================================================
// YOGA
// =============================================================================================

const MOUNTAIN = 'Stand with your feet hip-width apart and your weight spread evenly across both feet.';
const FOLD_START = 'Start in Standing Forward Bend with your knees slightly bent.';
const CHAIR_SIT = 'Bend your knees and sit your hips back as if into a chair, keeping your weight in your heels.';
const W1_STANCE = "Step one foot back about a leg's length and turn the back foot out 45 degrees with the heel down.";
const W1_HIPS = 'Square your hips to the front and bend the front knee over the ankle.';
const W2_STANCE = 'Stand with your feet wide apart, the front foot pointing forward and the back foot turned in slightly.';
const W2_KNEE = 'Bend the front knee over the ankle and keep the back leg straight and strong.';
const HIGH_LUNGE = 'Step into a high lunge with the back heel lifted and the front knee over the ankle.';
const LOW_LUNGE = 'From Downward-Facing Dog, step one foot between your hands and lower the back knee to the mat.';
const PYRAMID_STANCE = "Stand with your feet about a leg's length apart, hips square to the front and the back foot turned out 45 degrees.";

const standingPoses: ExerciseSeed[] = [
  yp('Mountain Pose', ['Quads', 'Abdominals'], 'Novice', [
    MOUNTAIN,
    'Lengthen your spine, relax your shoulders down and let your arms hang with your palms facing forward.',
  ]),
  yp('Upward Salute', ['Front Shoulders', 'Lats'], 'Novice', [
    MOUNTAIN,
    'Inhale and sweep your arms up overhead, palms facing each other, keeping your shoulders away from your ears.',
  ]),
  yp('Standing Forward Bend', ['Hamstrings', 'Lower back'], 'Beginner', [
    MOUNTAIN,
    'Exhale and fold forward from the hips, bending your knees as much as you need.',
    'Let your head and arms hang heavy, or hold opposite elbows.',
  ]),
  yp('Halfway Lift', ['Hamstrings', 'Lower back'], 'Beginner', [
    FOLD_START,
    'Place your fingertips on your shins and lift your chest until your back is flat and long.',
  ]),
  yp('Gorilla Pose', ['Hamstrings', 'Forearms'], 'Intermediate', [
    FOLD_START,
    'Slide your hands under your feet, palms up, so your toes reach your wrist creases.',
    'Bend your elbows out to the sides and draw your torso closer to your legs.',
  ]),
  yp('Chair Pose', ['Quads', 'Glutes', 'Front Shoulders'], 'Beginner', [
    MOUNTAIN, CHAIR_SIT,
    'Raise your arms overhead beside your ears and keep your chest lifted.',
  ]),
  yp('Revolved Chair Pose', ['Quads', 'Obliques', 'Glutes'], 'Intermediate', [
    MOUNTAIN, CHAIR_SIT,
    'Bring your palms together at your chest and twist, hooking one elbow outside the opposite knee.',
    TWIST_CUE,
  ], true),
  yp('Warrior I', ['Quads', 'Hip Flexors', 'Glutes'], 'Beginner', [
    W1_STANCE, W1_HIPS,
    'Raise your arms overhead and lift your chest.',
  ], true),
  yp('Humble Warrior', ['Quads', 'Front Shoulders', 'Hip Flexors'], 'Intermediate', [
    W1_STANCE, W1_HIPS,
    'Interlace your hands behind your back and fold your torso inside the front knee, lifting your arms.',
  ], true),
  yp('Warrior II', ['Quads', 'Glutes', 'Side Shoulders'], 'Beginner', [
    W2_STANCE, W2_KNEE,
    'Extend your arms out to the sides at shoulder height and gaze over the front hand.',
  ], true),
  yp('Reverse Warrior', ['Obliques', 'Quads', 'Lats'], 'Beginner', [
    W2_STANCE, W2_KNEE,
    'Slide the back hand down the back leg and reach the front arm up and back overhead.',
  ], true),
  yp('Extended Side Angle Pose', ['Quads', 'Obliques', 'Adductors'], 'Beginner', [
    W2_STANCE, W2_KNEE,
    'Rest the front forearm on your thigh and reach the top arm over your ear in one long line from the back heel.',
  ], true),
  yp('Bound Side Angle Pose', ['Quads', 'Front Shoulders', 'Adductors'], 'Intermediate', [
    W2_STANCE, W2_KNEE,
    'Thread the front arm under the front thigh, wrap the top arm behind your back and clasp your hands.',
    'Roll the top shoulder back and open your chest toward the ceiling.',
  ], true),
  yp('Bird of Paradise', ['Hamstrings', 'Glutes', 'Front Shoulders'], 'Advanced', [
    'Start in Bound Side Angle Pose and step the back foot forward to meet the front foot, keeping the bind.',
    'Stand up slowly on the unbound leg and extend the bound leg forward and up.',
  ], true),
  yp('Triangle Pose', ['Hamstrings', 'Obliques', 'Adductors'], 'Beginner', [
    W2_STANCE,
    'Keep the front leg straight, reach forward over it and lower the front hand to your shin, a block or the floor.',
    'Extend the top arm toward the ceiling and stack your shoulders.',
  ], true),
  yp('Half Moon Pose', ['Glutes', 'Abductors', 'Obliques'], 'Intermediate', [
    'Start in Triangle Pose, bend the front knee and place the front hand on a block about a foot ahead.',
    'Straighten the front leg as you lift the back leg to hip height, then open your hips and chest and reach the top arm up.',
  ], true),
  yp('Sugarcane Pose', ['Quads', 'Hip Flexors', 'Glutes'], 'Advanced', [
    'Start in Half Moon Pose with your lower hand on a block.',
    'Bend the lifted knee and reach back with the top hand to hold that foot, kicking it into your hand.',
  ], true),
  yp('Revolved Side Angle Pose', ['Obliques', 'Quads', 'Glutes'], 'Intermediate', [
    HIGH_LUNGE,
    'Bring your palms together and twist to hook the opposite elbow outside the front knee.',
    TWIST_CUE,
  ], true),
  yp('Crescent Lunge', ['Hip Flexors', 'Quads', 'Glutes'], 'Beginner', [
    HIGH_LUNGE,
    'Lift your torso upright, reach your arms overhead and sink your hips forward with the back leg straight.',
  ], true),
  yp('Low Lunge', ['Hip Flexors', 'Quads'], 'Beginner', [
    LOW_LUNGE,
    'Untuck the back toes, slide your hips forward and lift your torso with your arms overhead.',
  ], true),
  yp('Low Lunge Twist', ['Hip Flexors', 'Obliques', 'Quads'], 'Beginner', [
    LOW_LUNGE,
    'Place the hand opposite the front leg on the floor and reach the other arm toward the ceiling.',
    TWIST_CUE,
  ], true),
  yp('Lizard Pose', ['Hip Flexors', 'Adductors', 'Glutes'], 'Intermediate', [
    LOW_LUNGE,
    'Walk the front foot to the outer edge of the mat so both hands are inside it.',
    'Lower onto your forearms or blocks if your hips allow, keeping the front knee in line with the toes.',
  ], true),
  yp('Half Splits', ['Hamstrings', 'Calves'], 'Beginner', [
    LOW_LUNGE,
    'Shift your hips back over the back knee and straighten the front leg, flexing the foot.',
    'Fold forward over the front leg with a long spine, hands on the floor or blocks.',
  ], true),
  yp('Monkey Pose', ['Hamstrings', 'Hip Flexors', 'Quads'], 'Advanced', [
    LOW_LUNGE,
    'Slide the front heel forward and the back knee back, lowering your hips toward the floor.',
    'Support yourself with your hands on blocks and keep your hips square to the front.',
  ], true),
  yp('Pyramid Pose', ['Hamstrings', 'Calves'], 'Beginner', [
    PYRAMID_STANCE,
    'Lengthen your spine, then fold over the straight front leg with your hands on blocks or the floor.',
  ], true),
  yp('Revolved Triangle Pose', ['Hamstrings', 'Obliques'], 'Intermediate', [
    PYRAMID_STANCE,
    'Hinge over the front leg and place the opposite hand on a block or the floor outside the front foot.',
    'Reach the other arm to the ceiling and rotate your chest open.',
  ], true),
  yp('Revolved Half Moon Pose', ['Glutes', 'Hamstrings', 'Obliques'], 'Advanced', [
    PYRAMID_STANCE,
    'Place the hand opposite the front leg on a block under your shoulder and lift the back leg to hip height.',
    'Keep your hips level and rotate your chest away from the supporting hand, reaching the top arm up.',
  ], true),
  yp('Warrior III', ['Glutes', 'Hamstrings', 'Lower back'], 'Intermediate', [
    'Stand on one leg and hinge forward from the hip while lifting the other leg behind you.',
    'Bring your torso and the lifted leg parallel to the floor with your hips level and your arms reaching forward.',
  ], true),
  yp('Standing Split', ['Hamstrings', 'Glutes'], 'Intermediate', [
    FOLD_START,
    'Shift your weight onto one foot and raise the other leg behind you as high as you can.',
    'Keep your hips square and fold your torso toward the standing leg.',
  ], true),
  yoga('Wide-Legged Standing Forward Bend', ['Hamstrings', 'Adductors'], 'Beginner', [
    'Stand with your feet wide apart and parallel, hands on your hips.',
    'Lengthen your spine and fold forward from the hips, placing your hands on the floor between your feet.',
    BREATHS,
    'Bring your hands to your hips and rise with a flat back.',
  ]),
  yp('Goddess Pose', ['Quads', 'Adductors', 'Glutes'], 'Beginner', [
    'Stand with your feet wide and turn your toes out about 45 degrees.',
    'Bend your knees and lower your hips toward knee height, tracking your knees over your toes.',
    'Bend your elbows to 90 degrees with your palms facing forward.',
  ]),
  yp('Five-Pointed Star Pose', ['Side Shoulders', 'Quads'], 'Novice', [
    'Stand with your feet wide apart and your toes turned out slightly.',
    'Extend your arms out to the sides at shoulder height and reach through your fingertips.',
  ]),
  yp('Garland Pose', ['Adductors', 'Glutes', 'Calves'], 'Beginner', [
    'Stand with your feet a little wider than hip-width, toes turned out, and squat as low as you can with your heels down.',
    'Press your palms together and use your elbows to press your knees gently apart.',
  ]),
  yp('Noose Pose', ['Obliques', 'Quads', 'Calves'], 'Advanced', [
    'Squat with your feet and knees together and your heels on the floor or a folded mat.',
    'Twist and hook one elbow outside the opposite knee.',
    'Wrap your arms around your legs and clasp your hands behind your back if you can.',
  ], true),
  yp('Tree Pose', ['Glutes', 'Abductors', 'Calves'], 'Beginner', [
    'Stand on one leg and place the sole of the other foot on the inner calf or inner thigh, never on the knee.',
    'Bring your palms together at your chest or reach them overhead.',
  ], true),
  yp('Eagle Pose', ['Glutes', 'Rear Shoulders', 'Quads'], 'Intermediate', [
    'Bend your knees slightly and cross one thigh over the other, hooking the foot behind the standing calf if you can.',
    'Cross the opposite arm under the other at the elbows, bring your palms together and lift your elbows to shoulder height.',
  ], true),
  yp('Dancer Pose', ['Quads', 'Hip Flexors', 'Glutes'], 'Intermediate', [
    'Stand on one leg, bend the other knee and hold the inside of that ankle.',
    'Reach the free arm forward and kick the foot back into your hand as you tip your torso forward.',
  ], true),
  yp('Extended Hand-to-Big-Toe Pose', ['Hamstrings', 'Hip Flexors', 'Glutes'], 'Intermediate', [
    'Stand on one leg and lift the other knee toward your chest.',
    'Hook the big toe with your first two fingers and extend the leg forward, keeping your torso upright.',
  ], true),
];

const TABLE = 'Come onto your hands and knees with your wrists under your shoulders and your knees under your hips.';
const WIDE_CHILD = 'Kneel with your big toes touching and your knees wide, then sit your hips back toward your heels.';
const CHILD_BREATHE = 'Breathe into your back and let your shoulders soften toward the floor.';
const HERO_KNEEL = 'Kneel with your knees together and your feet slightly wider than your hips.';
const HERO_SIT = 'Sit down between your feet, using a block under your hips if needed.';
const PIGEON_SETUP = 'From Downward-Facing Dog, bring one knee forward behind the same-side wrist and angle the shin across the mat.';
const PIGEON_BACK = 'Extend the back leg straight behind you with the top of the foot down and square your hips.';

const kneelingPoses: ExerciseSeed[] = [
  yp('Tabletop Pose', ['Abdominals', 'Front Shoulders'], 'Novice', [
    TABLE,
    'Spread your fingers, press the floor away and keep your spine neutral.',
  ]),
  yoga('Cat-Cow', ['Lower back', 'Abdominals'], 'Novice', [
    TABLE,
    'Inhale and drop your belly, lifting your chest and tailbone into Cow.',
    'Exhale and round your back toward the ceiling, tucking your chin and tailbone into Cat.',
    'Flow between the two with your breath for 8 to 10 rounds.',
  ], { force: null }),
  yp("Child's Pose", ['Lower back', 'Glutes'], 'Novice', [
    'Kneel with your knees and big toes together and sit your hips back onto your heels.',
    'Fold forward to rest your forehead on the mat with your arms alongside your body, palms up.',
    CHILD_BREATHE,
  ]),
  yp("Extended Child's Pose", ['Lats', 'Lower back', 'Glutes'], 'Novice', [
    WIDE_CHILD,
    'Walk your hands forward and rest your forehead on the mat with your arms extended.',
    CHILD_BREATHE,
  ]),
  yp("Supported Child's Pose", ['Lower back', 'Glutes'], 'Novice', [
    WIDE_CHILD,
    'Place a bolster lengthwise between your knees and rest your chest and one cheek on it.',
    CHILD_BREATHE,
  ]),
  yp('Extended Puppy Pose', ['Lats', 'Chest'], 'Beginner', [
    TABLE,
    'Walk your hands forward while keeping your hips stacked over your knees.',
    'Lower your chest and forehead toward the mat and press your palms down with straight arms.',
  ]),
  yoga('Camel Pose', ['Hip Flexors', 'Abdominals', 'Quads'], 'Intermediate', [
    'Kneel upright with your knees hip-width apart and your hips over your knees.',
    'Place your hands on your lower back and lift your chest as you lean back.',
    'Reach back to hold your heels if you can, keeping your hips pressing forward.',
    BREATHS,
    'Bring your hands back to your hips and come up slowly, leading with your chest.',
  ]),
  yp('Hero Pose', ['Quads', 'Calves'], 'Beginner', [
    HERO_KNEEL, HERO_SIT,
    'Sit tall with your hands resting on your thighs.',
  ]),
  yp('Reclining Hero Pose', ['Quads', 'Hip Flexors'], 'Advanced', [
    HERO_KNEEL, HERO_SIT,
    'Lean back onto your forearms, then lower your back to the mat or a bolster with your knees together.',
  ]),
  yp('Thunderbolt Pose', ['Quads', 'Calves'], 'Novice', [
    'Kneel with your knees together and sit back on your heels with the tops of your feet flat.',
    'Rest your hands on your thighs and lengthen your spine.',
  ]),
  yp('Toe Pose', ['Calves'], 'Beginner', [
    'Kneel with your knees together and tuck your toes under.',
    'Sit back on your heels so your weight stretches the soles of your feet.',
  ]),
  yp('Gate Pose', ['Obliques', 'Adductors', 'Lats'], 'Beginner', [
    'Kneel upright and extend one leg straight out to the side with the foot flat.',
    'Rest that hand on the straight leg and sweep the other arm overhead, bending toward the straight leg.',
  ], true),
  yp('Pigeon Pose', ['Glutes', 'Hip Flexors'], 'Intermediate', [
    PIGEON_SETUP, PIGEON_BACK,
    'Walk your hands forward and fold over the front shin.',
  ], true),
  yp('One-Legged King Pigeon Pose', ['Quads', 'Hip Flexors', 'Glutes'], 'Advanced', [
    PIGEON_SETUP, PIGEON_BACK,
    'Bend the back knee and reach back to hold the foot, lifting your chest as you draw it toward your head.',
  ], true),
];

const PRONE = 'Lie face down with your legs hip-width apart and the tops of your feet on the mat.';
const COBRA_HANDS = 'Place your hands under your shoulders with your elbows hugging your sides.';
const LOWER_DOWN = 'Lower slowly back to the mat.';
const ROLL_DOWN = 'Tuck your chin and roll your spine down slowly, one vertebra at a time.';
const BRIDGE_SETUP = 'Lie on your back with your knees bent, feet hip-width apart and heels close to your hips.';

const backbends: ExerciseSeed[] = [
  yoga('Cobra Pose', ['Lower back', 'Abdominals'], 'Beginner', [
    PRONE, COBRA_HANDS,
    'Press lightly into your hands and lift your chest, keeping your lower ribs near the mat.',
    BREATHS, LOWER_DOWN,
  ]),
  yoga('Baby Cobra', ['Lower back', 'Traps (mid-back)'], 'Novice', [
    PRONE, COBRA_HANDS,
    'Lift your chest a few inches using your back muscles, with little or no weight in your hands.',
    BREATHS, LOWER_DOWN,
  ]),
  yp('Sphinx Pose', ['Lower back', 'Abdominals'], 'Novice', [
    PRONE,
    'Place your forearms on the mat with your elbows under your shoulders and lift your chest while your hips stay heavy.',
  ]),
  yp('Upward-Facing Dog', ['Lower back', 'Triceps', 'Abdominals'], 'Beginner', [
    PRONE,
    'Place your hands beside your lower ribs.',
    'Press into your hands and the tops of your feet to lift your chest, hips and thighs off the mat with straight arms.',
  ]),
  yoga('Locust Pose', ['Lower back', 'Glutes', 'Hamstrings'], 'Beginner', [
    PRONE,
    'Rest your arms alongside your body with your palms down.',
    'Lift your chest, arms and legs off the mat at the same time, reaching back through your fingertips and toes.',
    BREATHS, LOWER_DOWN,
  ]),
  yoga('Bow Pose', ['Lower back', 'Quads', 'Chest'], 'Intermediate', [
    PRONE,
    'Bend your knees and reach back to hold the outsides of your ankles.',
    'Kick your feet into your hands to lift your chest and thighs off the mat.',
    BREATHS, LOWER_DOWN,
  ]),
  yp('Knees-Chest-Chin Pose', ['Triceps', 'Chest'], 'Beginner', [
    'From a high plank, lower your knees to the mat.',
    'Bend your elbows and lower your chest and chin to the floor between your hands, keeping your hips lifted.',
  ]),
  yoga('Four-Limbed Staff Pose', ['Triceps', 'Chest', 'Front Shoulders'], 'Intermediate', [
    'Start in a high plank with your body in one straight line.',
    'Shift slightly forward onto your toes and lower halfway down with your elbows hugging your ribs.',
    'Stop when your upper arms are parallel to the floor and keep your hips from sagging.',
    'Hold for 2 to 3 breaths, then lower to the mat or press into the next pose.',
  ]),
  yp('Upward Plank Pose', ['Glutes', 'Hamstrings', 'Front Shoulders'], 'Intermediate', [
    'Sit with your legs straight and your hands on the mat behind your hips, fingers pointing toward your feet.',
    'Press into your hands and feet to lift your hips until your body forms a straight line.',
  ]),
  yp('Reverse Tabletop Pose', ['Glutes', 'Front Shoulders', 'Triceps'], 'Beginner', [
    'Sit with your knees bent, feet flat and your hands on the mat behind your hips, fingers pointing toward your feet.',
    'Press into your hands and feet to lift your hips until your torso and thighs are level with the floor.',
  ]),
  yoga('Bridge Pose', ['Glutes', 'Hamstrings', 'Lower back'], 'Beginner', [
    BRIDGE_SETUP,
    'Press into your feet to lift your hips, rolling your spine up one vertebra at a time.',
    'Press your arms into the mat alongside your body and draw your shoulder blades underneath you.',
    BREATHS,
    ROLL_DOWN,
  ]),
  yp('Supported Fish Pose', ['Chest', 'Abdominals'], 'Novice', [
    'Lie back over a yoga block placed under your shoulder blades, with a second block under your head.',
    ARMS_OPEN,
  ]),
  yp('Supported Bridge Pose', ['Hip Flexors', 'Lower back'], 'Novice', [
    BRIDGE_SETUP,
    'Lift your hips, slide a yoga block under your sacrum and rest your weight on it.',
  ]),
  yoga('Wheel Pose', ['Lower back', 'Front Shoulders', 'Glutes'], 'Advanced', [
    BRIDGE_SETUP,
    'Place your hands beside your ears with your fingers pointing toward your shoulders.',
    'Press into your hands and feet to lift your hips and then your head off the mat, straightening your arms.',
    BREATHS,
    ROLL_DOWN,
  ]),
  yp('Fish Pose', ['Chest', 'Neck', 'Abdominals'], 'Beginner', [
    'Lie on your back with your legs straight and slide your hands under your hips, palms down.',
    'Press into your forearms to lift your chest and lower the crown of your head lightly to the mat.',
    'Keep most of your weight in your forearms rather than your head.',
  ]),
  yp('Wild Thing', ['Chest', 'Hip Flexors', 'Front Shoulders'], 'Intermediate', [
    'Start in Three-Legged Downward Dog with the lifted knee bent.',
    'Flip onto the supporting hand by stepping the lifted foot down behind you and letting your hips rise.',
    'Reach the free arm overhead and lift your chest toward the ceiling.',
  ], true),
];

const CROW_SETUP = 'Squat with your feet together and place your hands on the mat shoulder-width apart in front of you.';
const ARM_HOLD = 'Hold for 3 to 5 breaths, then lower back down with control.';
const INV_HOLD = 'Hold for 5 to 10 breaths, then lower your legs slowly one at a time.';
const NECK_STILL = 'Keep your neck still and do not turn your head.';
const HEAD_LIGHT = 'Keep pressing down through your arms so little weight rests on your head.';

const armSupportPoses: ExerciseSeed[] = [
  yp('Downward-Facing Dog', ['Hamstrings', 'Calves', 'Front Shoulders'], 'Beginner', [
    TABLE,
    'Tuck your toes and lift your hips up and back, straightening your legs as much as you can.',
    'Press the floor away with your hands and let your head hang between your arms.',
  ]),
  yp('Three-Legged Downward Dog', ['Hamstrings', 'Glutes', 'Front Shoulders'], 'Beginner', [
    'Start in Downward-Facing Dog with your hands shoulder-width apart.',
    'Lift one leg straight up behind you while keeping your hips level.',
  ], true),
  yp('Dolphin Pose', ['Front Shoulders', 'Hamstrings', 'Lats'], 'Intermediate', [
    'Come onto your forearms and knees with your elbows under your shoulders.',
    'Tuck your toes and lift your hips up and back, walking your feet toward your elbows.',
  ]),
  yoga('Crow Pose', ['Triceps', 'Abdominals', 'Front Shoulders'], 'Intermediate', [
    CROW_SETUP,
    'Bend your elbows and place your knees high on the backs of your upper arms.',
    'Lean forward until your feet lift off the mat, gazing slightly ahead.',
    ARM_HOLD,
  ]),
  yoga('Crane Pose', ['Triceps', 'Abdominals', 'Front Shoulders'], 'Advanced', [
    CROW_SETUP,
    'Place your knees as close to your armpits as you can with your elbows only slightly bent.',
    'Lean forward, lift your feet and straighten your arms while drawing your knees up.',
    ARM_HOLD,
  ]),
  yoga('Side Crow Pose', ['Triceps', 'Obliques', 'Abdominals'], 'Advanced', [
    'Squat with your knees together and twist to place your hands on the mat beside one hip.',
    'Bend your elbows and rest the outer thigh on the back of the upper arm.',
    'Lean forward until your feet lift, keeping your knees together.',
    ARM_HOLD, POSE_SIDES,
  ]),
  yoga('Firefly Pose', ['Triceps', 'Abdominals', 'Hip Flexors'], 'Advanced', [
    'Squat with your feet hip-width apart and thread your upper arms behind your knees, palms flat behind your heels.',
    'Lower your hips onto the backs of your upper arms.',
    'Press into your hands to lift your feet and straighten your legs forward.',
    ARM_HOLD,
  ]),
  yoga('Peacock Pose', ['Forearms', 'Abdominals', 'Lower back'], 'Advanced', [
    'Kneel with your knees wide and place your palms on the mat with your fingers pointing toward your feet.',
    'Bend your elbows and press them into your belly, then lean forward onto your hands.',
    'Extend your legs behind you and lift your feet so your body balances level on your hands.',
    ARM_HOLD,
  ]),
  yoga('Flying Pigeon Pose', ['Triceps', 'Glutes', 'Abdominals'], 'Advanced', [
    'Stand on one leg, cross the other ankle over the standing knee and fold forward to plant your hands.',
    'Hook the toes of the crossed foot around the opposite upper arm and bend your elbows.',
    'Shift forward and lift the standing leg, extending it behind you.',
    ARM_HOLD, POSE_SIDES,
  ]),
  yoga('Supported Headstand', ['Front Shoulders', 'Abdominals', 'Neck'], 'Advanced', [
    'Kneel, interlace your fingers and place your forearms on the mat with your elbows shoulder-width apart.',
    'Set the crown of your head on the mat with the back of your head in your hands.',
    'Walk your feet in, then lift your legs overhead one at a time with control.',
    HEAD_LIGHT, INV_HOLD,
  ]),
  yoga('Tripod Headstand', ['Front Shoulders', 'Triceps', 'Abdominals'], 'Advanced', [
    'Place your hands on the mat shoulder-width apart and the crown of your head in front of them to form a triangle.',
    'Walk your feet in and rest your knees on the backs of your upper arms.',
    'Lift your legs overhead with control, stacking your hips over your shoulders.',
    HEAD_LIGHT, INV_HOLD,
  ]),
  yoga('Forearm Stand', ['Front Shoulders', 'Abdominals', 'Triceps'], 'Advanced', [
    'Place your forearms on the mat shoulder-width apart and parallel, near a wall while you learn.',
    'Walk your feet in toward your elbows as in Dolphin Pose.',
    'Kick one leg up and follow with the other, stacking your hips and legs over your shoulders.',
    INV_HOLD,
  ]),
  yoga('Supported Shoulderstand', ['Abdominals', 'Front Shoulders', 'Neck'], 'Intermediate', [
    'Lie on your back with a folded blanket under your shoulders and your arms by your sides.',
    'Swing your legs overhead and support your back with your hands, elbows shoulder-width apart.',
    'Lift your legs straight up so your body rests on your shoulders, not your neck.',
    NECK_STILL, INV_HOLD,
  ]),
  yp('Plow Pose', ['Hamstrings', 'Lower back', 'Neck'], 'Intermediate', [
    'From Supported Shoulderstand, lower your feet over your head to the floor behind you.',
    'Keep your legs straight and your hands supporting your back or clasped on the floor.',
    NECK_STILL,
  ]),
];

const STAFF = 'Sit with your legs straight in front of you and your spine tall.';
const BOAT_LEAN = 'Sit with your knees bent and your feet flat, then lean back slightly with a long spine.';
const BOAT_LIFT = 'Lift your feet so your shins are parallel to the floor and reach your arms forward.';
const BOAT_CUE = 'Keep your chest lifted and avoid rounding your lower back.';
const LOTUS_FIRST = 'Sit cross-legged and place one foot on top of the opposite thigh, sole facing up.';
const LOTUS_CUE = 'Rotate from the hip to bring the foot in and back off at once if you feel anything in the knee.';
const HANDS_ON_KNEES = 'Sit tall with your hands resting on your knees.';

const seatedPoses: ExerciseSeed[] = [
  yp('Easy Pose', ['Lower back', 'Adductors'], 'Novice', [
    'Sit cross-legged with each foot beneath the opposite knee.',
    HANDS_ON_KNEES,
  ]),
  yp('Staff Pose', ['Lower back', 'Quads', 'Hamstrings'], 'Beginner', [
    STAFF,
    'Press your hands into the mat beside your hips, flex your feet and lift your chest.',
  ]),
  yp('Seated Forward Bend', ['Hamstrings', 'Lower back'], 'Beginner', [
    STAFF,
    'Inhale to lengthen your spine and reach your arms overhead.',
    'Exhale and fold forward from the hips, holding your shins, ankles or feet.',
  ]),
  yp('Head-to-Knee Pose', ['Hamstrings', 'Lower back'], 'Beginner', [
    STAFF,
    'Bend one knee and place the sole of that foot against the inner thigh of the straight leg.',
    'Turn slightly toward the straight leg and fold forward over it.',
  ], true),
  yp('Revolved Head-to-Knee Pose', ['Obliques', 'Hamstrings', 'Lats'], 'Intermediate', [
    STAFF,
    'Open your legs into a wide V and bend one knee, placing that foot against the inner thigh.',
    'Lean sideways over the straight leg with the forearm inside it and reach the top arm over your ear toward the foot.',
  ], true),
  yp('Half Lord of the Fishes Pose', ['Obliques', 'Lower back', 'Glutes'], 'Beginner', [
    STAFF,
    'Bend one knee and step that foot over the opposite thigh, planting it outside the knee.',
    'Hook the opposite elbow outside the raised knee and place the other hand on the floor behind you.',
    TWIST_CUE,
  ], true),
  yp("Marichi's Pose", ['Obliques', 'Lower back'], 'Intermediate', [
    STAFF,
    'Bend one knee and place that foot flat close to your sitting bone, leaving the other leg straight.',
    'Hook the opposite elbow outside the bent knee and twist toward it.',
    TWIST_CUE,
  ], true),
  yp("Bharadvaja's Twist", ['Obliques', 'Lower back'], 'Beginner', [
    'Sit with your knees bent and both feet swept to one side of your hips.',
    'Twist your torso away from your feet, placing one hand on the opposite knee and the other behind you.',
    TWIST_CUE,
  ], true),
  yp('Cow Face Pose', ['Glutes', 'Triceps', 'Front Shoulders'], 'Intermediate', [
    'Sit and stack one knee directly over the other with your feet beside the opposite hips.',
    'Reach one hand down behind your head and the other up behind your back, clasping your fingers or a strap.',
  ], true),
  yp('Half Boat Pose', ['Abdominals', 'Hip Flexors'], 'Beginner', [BOAT_LEAN, BOAT_LIFT, BOAT_CUE]),
  yp('Boat Pose', ['Abdominals', 'Hip Flexors'], 'Intermediate', [
    BOAT_LEAN, BOAT_LIFT,
    'Straighten your legs so your body forms a V shape.',
    BOAT_CUE,
  ]),
  yp('Half Lotus Pose', ['Glutes', 'Adductors'], 'Beginner', [
    LOTUS_FIRST,
    'Tuck the other foot under the opposite knee.',
    HANDS_ON_KNEES, LOTUS_CUE,
  ], true),
  yp('Lotus Pose', ['Glutes', 'Adductors'], 'Intermediate', [
    LOTUS_FIRST,
    'Place the other foot on top of the opposite thigh so both heels rest near your belly.',
    HANDS_ON_KNEES, LOTUS_CUE,
  ]),
  yoga('Scale Pose', ['Triceps', 'Abdominals'], 'Advanced', [
    'Sit in Lotus Pose and place your hands on the mat beside your hips.',
    'Press firmly into your hands and lift your hips and legs off the mat.',
    ARM_HOLD,
  ]),
  yp('Fire Log Pose', ['Glutes', 'Abductors'], 'Intermediate', [
    'Sit and place one shin parallel to the front edge of the mat, then stack the other shin on top, ankle over knee.',
    'Flex your feet and fold forward with a long spine.',
  ], true),
  yp('Heron Pose', ['Hamstrings', 'Quads'], 'Advanced', [
    'Sit with one leg folded back beside your hip as in Hero Pose and the other knee bent in front of you.',
    'Hold the front foot with both hands and straighten that leg up toward your face, keeping your back straight.',
  ], true),
];

const supinePoses: ExerciseSeed[] = [
  yp('Happy Baby Pose', ['Adductors', 'Glutes', 'Lower back'], 'Novice', [
    'Lie on your back and draw your knees toward your armpits.',
    'Hold the outsides of your feet with your shins vertical and gently pull down, keeping your tailbone on the mat.',
  ]),
  yp('Reclining Hand-to-Big-Toe Pose', ['Hamstrings', 'Calves'], 'Beginner', [
    'Lie on your back, draw one knee in and hold the big toe with your first two fingers, or loop a strap around the foot.',
    'Straighten the leg toward the ceiling while the other leg stays pressed into the mat.',
  ], true),
  yp('Supine Spinal Twist', ['Obliques', 'Lower back', 'Glutes'], 'Novice', [
    'Lie on your back and hug one knee into your chest.',
    'Guide the knee across your body toward the floor and extend the other arm out to the side.',
  ], true),
  yp('Reclining Bound Angle Pose', ['Adductors', 'Hip Flexors'], 'Novice', [
    'Lie on your back and bring the soles of your feet together, letting your knees fall open.',
    'Support your knees with blocks or cushions if your hips feel strained.',
  ]),
  yoga('Legs-Up-the-Wall Pose', ['Hamstrings', 'Calves'], 'Novice', [
    'Sit sideways with one hip against a wall.',
    'Swing your legs up the wall as you lower your back to the floor.',
    'Rest your arms by your sides and stay for 3 to 5 minutes, breathing slowly.',
  ]),
];

const SUN_LOWER = 'Inhale to a halfway lift, then exhale to step or jump back and lower through Four-Limbed Staff Pose.';

const flows: ExerciseSeed[] = [
  yoga('Sun Salutation A', ['Hamstrings', 'Triceps', 'Lower back'], 'Beginner', [
    MOUNTAIN,
    'Inhale to sweep your arms overhead, then exhale to fold forward.',
    SUN_LOWER,
    'Inhale to Upward-Facing Dog, then exhale to Downward-Facing Dog for five breaths.',
    'Step or jump to the front, fold, and inhale to rise back to standing.',
  ], { force: null }),
  yoga('Sun Salutation B', ['Quads', 'Glutes', 'Triceps'], 'Intermediate', [
    MOUNTAIN,
    'Inhale into Chair Pose with your arms overhead, then exhale to fold forward.',
    SUN_LOWER,
    'Flow through Upward-Facing Dog and Downward-Facing Dog, then step into Warrior I on each side with a vinyasa between.',
    'Finish with five breaths in Downward-Facing Dog, then step forward and rise through Chair Pose.',
  ], { force: null }),
];

// =============================================================================================
// RECOVERY
// =============================================================================================

const SUPINE_ROLLER = 'Lie lengthwise on a foam roller so it supports your head and spine, with your knees bent and feet flat.';
const UPPER_BACK_ROLLER = 'Lie on your back with the foam roller across your upper back and your knees bent.';

const foamRolling: ExerciseSeed[] = [
  roller('Foam Roller Quads', ['Quads'], [
    'Lie face down with the foam roller under the front of your thighs and your forearms on the floor.',
    'Brace your core and use your arms to move between the hips and just above the knees.',
  ]),
  roller('Foam Roller Hamstrings', ['Hamstrings'], [
    'Sit with the foam roller under the back of your thighs and your hands on the floor behind you.',
    'Lift your hips and cross one leg over the other to add pressure, working from the knee to the glutes.',
  ]),
  roller('Foam Roller Calves', ['Calves'], [
    'Sit with the foam roller under your calves and your hands on the floor behind you.',
    'Lift your hips and cross one leg over the other to add pressure, working from the ankle to the knee.',
  ]),
  roller('Foam Roller Shins', ['Calves'], [
    'Kneel on all fours with the foam roller under the front of your shins.',
    'Shift your weight back and roll from below the knees to the ankles, keeping the pressure beside the shinbone.',
  ]),
  roller('Foam Roller Peroneals', ['Calves'], [
    'Lie on your side with the foam roller under the outside of your lower leg and your top foot planted in front.',
    'Roll from just above the ankle to just below the knee, keeping off the bone.',
  ]),
  roller('Foam Roller IT Band', ['Abductors', 'Quads'], [
    'Lie on your side with the foam roller under the outside of your thigh and your forearm on the floor.',
    'Cross the top leg over and plant that foot in front to control the pressure as you move from hip to knee.',
  ], 'Beginner'),
  roller('Foam Roller TFL', ['Abductors', 'Hip Flexors'], [
    'Lie face down at an angle with the foam roller under the front-outside of one hip, just below the hip bone.',
    'Support yourself on your forearms and make short rolls over the area.',
  ], 'Beginner'),
  roller('Foam Roller Glutes', ['Glutes'], [
    'Sit on the foam roller with your hands on the floor behind you.',
    'Cross one ankle over the opposite knee and lean toward the crossed leg.',
  ]),
  roller('Foam Roller Adductors', ['Adductors'], [
    'Lie face down with the foam roller parallel to your body under one inner thigh, that knee bent out to the side.',
    'Support yourself on your forearms and shift side to side, working from the knee toward the groin.',
  ], 'Beginner'),
  roller('Foam Roller Upper Back', ['Traps (mid-back)', 'Traps'], [
    UPPER_BACK_ROLLER,
    'Cross your arms over your chest, lift your hips and roll between the bottom of the shoulder blades and the tops of the shoulders.',
  ]),
  roller('Foam Roller Lats', ['Lats'], [
    'Lie on your side with the foam roller under your armpit and the bottom arm stretched overhead.',
    'Roll from the armpit down to the bottom of the ribs, turning slightly forward and back.',
  ]),
  roller('Foam Roller Triceps', ['Triceps'], [
    'Lie on your side with the foam roller under the back of your upper arm and the arm stretched overhead.',
    'Roll from just above the elbow to the armpit, rotating the arm slightly to find tight spots.',
  ]),
  rec('Foam Roller Thoracic Extension', ['Traps (mid-back)', 'Chest'], 'Beginner', [
    UPPER_BACK_ROLLER,
    'Support your head with your hands and let your upper back extend over the roller while your hips stay down.',
    'Return, move the roller a few inches higher and repeat 3 to 5 extensions at each spot.',
  ]),
  rec('Foam Roller Chest Opener', ['Chest', 'Front Shoulders'], 'Novice', [
    SUPINE_ROLLER,
    ARMS_OPEN,
    'Breathe slowly and stay for 1 to 2 minutes.',
  ]),
  rec('Foam Roller Snow Angel', ['Chest', 'Lats', 'Front Shoulders'], 'Beginner', [
    SUPINE_ROLLER,
    'Keep the backs of your arms on the floor and slide them slowly overhead and back down like a snow angel.',
    REPS,
  ], { force: null }),
];

const ballRelease: ExerciseSeed[] = [
  ball('Lacrosse Ball Foot Release', ['Calves'], [
    'Stand or sit with a lacrosse ball under the arch of one foot.',
    'Press down with a comfortable amount of weight and roll from the heel to the ball of the foot.',
  ], 'Novice'),
  ball('Lacrosse Ball Calf Release', ['Calves'], [
    'Sit on the floor with a lacrosse ball under one calf and your hands on the floor behind you.',
    'Cross the other leg over the top to add pressure and work from the ankle toward the knee.',
  ]),
  ball('Lacrosse Ball Glute Release', ['Glutes'], [
    'Sit on the floor with a lacrosse ball under one glute and your hands on the floor behind you.',
    'Lean into the ball and cross that ankle over the opposite knee to add pressure.',
  ]),
  ball('Lacrosse Ball Hamstring Release', ['Hamstrings'], [
    'Sit on a bench or sturdy chair with a lacrosse ball under one thigh.',
    'Slowly straighten and bend your knee while the ball presses into the hamstring, then move the ball.',
  ]),
  ball('Lacrosse Ball Quad Release', ['Quads'], [
    'Lie face down with a lacrosse ball under the front of one thigh and your forearms on the floor.',
    'Shift your weight onto the ball and slowly bend and straighten the knee.',
  ]),
  ball('Lacrosse Ball Hip Flexor Release', ['Hip Flexors'], [
    'Lie face down with a lacrosse ball just below and inside the front of your hip bone.',
    'Relax your weight onto the ball and slowly bend and straighten the knee of that leg.',
  ], 'Intermediate'),
  ball('Lacrosse Ball Pec Release', ['Chest', 'Front Shoulders'], [
    'Stand facing a wall and place a lacrosse ball between the wall and your upper chest, just inside the shoulder.',
    'Lean into the ball and slowly move your arm up and down to work the tissue.',
  ]),
  ball('Lacrosse Ball Upper Trap Release', ['Traps', 'Neck'], [
    'Stand with your back to a wall and a lacrosse ball between the wall and the top of your shoulder blade.',
    'Bend and straighten your knees slightly to roll the ball over the muscle between your neck and shoulder.',
  ]),
  ball('Lacrosse Ball Rear Shoulder Release', ['Rear Shoulders'], [
    'Stand with your back to a wall and a lacrosse ball between the wall and the back of your shoulder.',
    'Lean into the ball and slowly swing that arm across your body and back.',
  ]),
  ball('Lacrosse Ball Upper Back Release', ['Traps (mid-back)'], [
    'Lie on your back with your knees bent and a lacrosse ball between your spine and one shoulder blade.',
    'Cross your arms over your chest and shift your body to roll the ball along the inner edge of the shoulder blade.',
  ]),
  ball('Lacrosse Ball Lat Release', ['Lats'], [
    'Lie on your side with a lacrosse ball under the back of your armpit and the bottom arm overhead.',
    'Roll slightly forward and back to move the ball over the lat.',
  ]),
  ball('Lacrosse Ball Forearm Release', ['Forearms'], [
    'Place a lacrosse ball on a table and rest your forearm on it, palm down.',
    'Press down with the other hand and roll from the wrist toward the elbow, then turn the palm up to work the other side.',
  ], 'Novice'),
  rec('Lacrosse Ball Suboccipital Release', ['Neck'], 'Beginner', [
    'Lie on your back with a lacrosse ball under the base of your skull, just to one side of the spine.',
    'Let your head relax onto the ball and slowly nod and turn your head a few degrees.',
    TENDER,
    'Stay for 60 to 90 seconds, then move the ball to the other side.',
  ]),
  rec('Peanut Ball Thoracic Release', ['Traps (mid-back)', 'Lower back'], 'Beginner', [
    'Lie on your back with a peanut ball across your upper back so the two balls sit on either side of the spine.',
    'Cross your arms, lift your hips slightly and roll down your upper back one segment at a time, extending over the ball at each.',
    TENDER,
  ]),
];

const STICK_GRIP = 'Hold the massage stick by both handles and start with light pressure.';
const STICK_PRESS = 'Increase the pressure gradually as the muscle relaxes.';
const STICK_SEAT_LEG = 'Sit on a chair with one leg extended and the heel resting on the floor.';
const STICK_SEAT = 'Sit on a chair with your feet flat and your thighs relaxed.';
const stick = (name: string, muscles: Muscle[], setup: string, stroke: string) =>
  rec(name, muscles, 'Novice', [setup, STICK_GRIP, stroke, STICK_PRESS, TENDER], { grips: ['Overhand'] });

const massageStick: ExerciseSeed[] = [
  stick('Massage Stick Calves', ['Calves'], STICK_SEAT_LEG,
    'Roll the stick up and down the calf from the ankle to just below the knee.'),
  stick('Massage Stick Shins', ['Calves'], STICK_SEAT_LEG,
    'Roll the stick along the muscle beside the shinbone from the ankle to just below the knee.'),
  stick('Massage Stick Quads', ['Quads'], STICK_SEAT,
    'Roll the stick up and down the front of the thigh from above the knee to the hip.'),
  stick('Massage Stick IT Band', ['Abductors', 'Quads'], STICK_SEAT,
    'Roll the stick along the outside of the thigh from above the knee to the hip.'),
  stick('Massage Stick Hamstrings', ['Hamstrings'],
    'Stand with one heel on a low step and the knee slightly bent.',
    'Roll the stick up and down the back of the thigh from above the knee to below the glute.'),
];

const BREATH_SIT = 'Sit upright with your feet flat and your shoulders relaxed.';
const BREATH_ON = 'Continue for 3 to 5 minutes at a slow, relaxed pace.';
const INHALE_FOUR = 'Inhale quietly through your nose for a count of four.';
const breath = (name: string, muscles: Muscle[], d: Difficulty, steps: string[]) =>
  rec(name, muscles, d, steps, { force: null, mechanic: null });

const breathing: ExerciseSeed[] = [
  breath('Diaphragmatic Breathing', ['Abdominals'], 'Novice', [
    'Lie on your back with your knees bent, one hand on your chest and one on your belly.',
    'Inhale slowly through your nose so the belly hand rises while the chest hand stays still.',
    'Exhale gently through slightly pursed lips as the belly falls.',
    BREATH_ON,
  ]),
  breath('Box Breathing', ['Abdominals'], 'Novice', [
    BREATH_SIT, INHALE_FOUR,
    'Hold your breath for a count of four.',
    'Exhale slowly for a count of four.',
    'Hold with empty lungs for a count of four, then repeat for 4 to 6 rounds.',
  ]),
  breath('4-7-8 Breathing', ['Abdominals'], 'Novice', [
    BREATH_SIT,
    'Exhale completely through your mouth.',
    INHALE_FOUR,
    'Hold your breath for a count of seven.',
    'Exhale through your mouth for a count of eight, then repeat for 4 cycles.',
  ]),
  breath('Resonance Breathing', ['Abdominals'], 'Novice', [
    BREATH_SIT,
    'Inhale smoothly through your nose for a count of five.',
    'Exhale smoothly through your nose for a count of five without pausing between breaths.',
    BREATH_ON,
  ]),
  breath('Pursed-Lip Breathing', ['Abdominals'], 'Novice', [
    BREATH_SIT,
    'Inhale slowly through your nose for a count of two.',
    'Purse your lips as if to whistle and exhale slowly for a count of four.',
    BREATH_ON,
  ]),
  breath('Physiological Sigh', ['Abdominals'], 'Novice', [
    BREATH_SIT,
    'Take a full inhale through your nose, then a second short inhale to top up your lungs.',
    'Exhale slowly and completely through your mouth, then repeat 1 to 3 times.',
  ]),
  breath('Alternate Nostril Breathing', ['Abdominals'], 'Beginner', [
    'Sit cross-legged or on a chair with a tall spine.',
    'Close your right nostril with your right thumb and inhale through the left.',
    'Close the left nostril with your ring finger, release the thumb and exhale through the right.',
    'Inhale through the right, switch and exhale through the left, and continue for 3 to 5 minutes.',
  ]),
  breath('Crocodile Breathing', ['Abdominals', 'Lower back'], 'Novice', [
    'Lie face down with your forehead resting on your stacked hands.',
    'Inhale through your nose and feel your lower back and sides rise as your belly presses into the floor.',
    'Exhale slowly and fully, letting your body sink.',
    BREATH_ON,
  ]),
  breath('90/90 Breathing', ['Abdominals', 'Obliques'], 'Beginner', [
    'Lie on your back with your feet on a wall so your hips and knees are bent to 90 degrees.',
    'Press your heels lightly into the wall and tilt your pelvis so your lower back flattens.',
    'Inhale through your nose into your belly and sides, then exhale fully through your mouth as your ribs drop.',
    'Repeat for 4 to 5 slow breaths, pausing briefly after each exhale.',
  ]),
];

const CARS_CUE = 'Keep the rest of your body still so only the working joint moves.';
const CARS_REPS = 'Perform 3 to 5 slow circles in each direction on each side.';
const circle = (name: string, muscles: Muscle[], d: Difficulty, steps: string[]) =>
  rec(name, muscles, d, steps, { force: null });

const jointCircles: ExerciseSeed[] = [
  circle('Neck Half Circles', ['Neck'], 'Novice', [
    NECK_SIT,
    'Drop your chin toward your chest and roll your head slowly from one shoulder to the other.',
    'Perform 5 to 8 slow passes and avoid rolling your head backward.',
  ]),
  circle('Shoulder Rolls', ['Traps', 'Traps (mid-back)'], 'Novice', [
    'Stand tall with your arms hanging relaxed by your sides.',
    'Lift your shoulders toward your ears, squeeze them back, then lower them in one smooth circle.',
    CIRCLES,
  ]),
  circle('Shoulder CARs', ['Front Shoulders', 'Side Shoulders', 'Rear Shoulders'], 'Beginner', [
    'Stand tall and brace your core.',
    'Raise one straight arm forward and up overhead, then rotate it behind you and down in the largest circle you can control.',
    CARS_CUE, CARS_REPS,
  ]),
  circle('Hip CARs', ['Glutes', 'Hip Flexors', 'Abductors'], 'Beginner', [
    ALL_FOURS,
    'Lift one knee toward your chest, then out to the side, behind you and back down in one slow circle.',
    CARS_CUE, CARS_REPS,
  ]),
  circle('Hip Circles', ['Lower back', 'Hip Flexors'], 'Novice', [
    'Stand with your feet shoulder-width apart and your hands on your hips.',
    'Circle your hips slowly, pushing them forward, to one side, back and to the other side.',
    CIRCLES,
  ]),
  circle('Knee Circles', ['Quads', 'Calves'], 'Novice', [
    'Stand with your feet together, knees slightly bent and your hands resting on your knees.',
    'Circle your knees together in small, smooth circles.',
    CIRCLES,
  ]),
  circle('Ankle Circles', ['Calves'], 'Novice', [
    'Sit, or stand on one leg, and lift one foot off the floor.',
    'Draw slow, full circles with your toes, moving only at the ankle.',
    CIRCLES, DYN_SWITCH,
  ]),
  circle('Wrist Circles', ['Forearms'], 'Novice', [
    'Interlace your fingers in front of your chest with your elbows relaxed.',
    'Roll your wrists in smooth circles, leading with the knuckles.',
    CIRCLES,
  ]),
  circle('Ankle Alphabet', ['Calves'], 'Novice', [
    'Sit on a chair and lift one foot off the floor.',
    'Trace each letter of the alphabet in the air with your big toe, moving only at the ankle.',
    DYN_SWITCH,
  ]),
];

const HOLD_REPEAT = 'Hold for 3 to 5 seconds, then relax and repeat 10 to 15 times.';
const GLIDE_GENTLY = 'Move gently for 10 to 15 repetitions without holding at the end of the range.';
const ANGEL_ARMS = 'Slide your arms slowly overhead as far as you can while keeping contact, then slide them back down.';

const mobilityDrills: ExerciseSeed[] = [
  rec('Chin Tuck', ['Neck'], 'Novice', [
    NECK_SIT,
    'Glide your head straight back to make a double chin without tilting it up or down.',
    HOLD_REPEAT,
  ], { force: 'Pull' }),
  rec('Seated Scapular Squeeze', ['Traps (mid-back)', 'Rear Shoulders'], 'Novice', [
    'Sit tall with your arms relaxed by your sides.',
    'Squeeze your shoulder blades together and down as if holding a pencil between them.',
    HOLD_REPEAT,
  ], { force: 'Pull' }),
  rec('Wall Angel', ['Traps (mid-back)', 'Rear Shoulders'], 'Beginner', [
    'Stand with your back against a wall, feet a small step forward, and your head, upper back and hips touching it.',
    'Raise your arms into a goalpost position with your elbows and the backs of your hands on the wall.',
    ANGEL_ARMS, REPS,
  ], { force: null }),
  rec('Floor Angel', ['Traps (mid-back)', 'Rear Shoulders'], 'Novice', [
    'Lie on your back with your knees bent and your arms in a goalpost position on the floor.',
    ANGEL_ARMS, REPS,
  ], { force: null }),
  rec('Chair Thoracic Extension', ['Traps (mid-back)', 'Chest'], 'Novice', [
    'Sit on a chair whose backrest reaches the middle of your back.',
    'Clasp your hands behind your head and lean back over the backrest, lifting your chest, then return to upright.',
    REPS,
  ], { force: null }),
  rec('Supine Pelvic Tilt', ['Abdominals', 'Lower back'], 'Novice', [
    SUPINE_KNEES,
    'Flatten your lower back into the floor by gently tightening your abs and tilting your pelvis back.',
    HOLD_REPEAT,
  ], { force: null }),
  rec('Quadruped Rock-Back', ['Glutes', 'Adductors'], 'Novice', [
    ALL_FOURS,
    'Keep a neutral spine and slowly push your hips back toward your heels as far as you can without rounding your lower back.',
    REPS,
  ], { force: null }),
  rec('Knee-to-Wall Ankle Mobilization', ['Calves'], 'Novice', [
    'Stand facing a wall in a split stance with your front toes a hand-width from the wall.',
    'Drive the front knee forward to touch the wall without lifting the heel, moving the foot back a little as your ankle loosens.',
    REPS, DYN_SWITCH,
  ], { force: null }),
  rec('Sciatic Nerve Glide', ['Hamstrings'], 'Beginner', [
    'Sit tall on the edge of a chair with your hands resting on your thighs.',
    'Straighten one knee while lifting your head to look up.',
    'Bend the knee back down as you tuck your chin toward your chest.',
    GLIDE_GENTLY,
  ], { force: null }),
  rec('Median Nerve Glide', ['Forearms'], 'Beginner', [
    'Stand tall with one arm out to the side at shoulder height, palm up and elbow bent.',
    'Straighten the elbow and bend the wrist back while tilting your head toward the arm.',
    'Bend the elbow and wrist again while tilting your head away from the arm.',
    GLIDE_GENTLY,
  ], { force: null }),
];

// =============================================================================================

/** Only the male model was filmed for these (about one in ten). */
const MALE_ONLY = new Set([
  'Sleeper Stretch', 'Dowel Shoulder Pass-Through', 'Partner Chest Stretch', 'Kneeling Bench Lat Stretch',
  'Scorpion Stretch', 'Couch Stretch', 'Modified Thomas Stretch', 'Partner Hamstring Stretch', 'Frankenstein Walk',
  'Pretzel Stretch', 'Frog Stretch', 'Iron Cross Stretch', 'Step Soleus Stretch',
  'Humble Warrior', 'Noose Pose', 'Crane Pose', 'Firefly Pose', 'Peacock Pose', 'Tripod Headstand',
  'Flying Pigeon Pose', 'Four-Limbed Staff Pose', 'Scale Pose', 'Gorilla Pose',
  'Foam Roller IT Band', 'Foam Roller Lats', 'Foam Roller Adductors', 'Lacrosse Ball Hip Flexor Release',
  'Massage Stick Quads', 'Crocodile Breathing', 'Hip CARs',
]);

export const seeds: ExerciseSeed[] = [
  ...neck, ...shoulders, ...chest, ...arms, ...back, ...lowerBack, ...hipFlexors, ...quads, ...hamstrings,
  ...glutes, ...adductors, ...calves, ...fullBody,
  ...standingPoses, ...kneelingPoses, ...backbends, ...armSupportPoses, ...seatedPoses, ...supinePoses, ...flows,
  ...foamRolling, ...ballRelease, ...massageStick, ...breathing, ...jointCircles, ...mobilityDrills,
].map((s) => (MALE_ONLY.has(s.name) ? { ...s, female: false } : s));
