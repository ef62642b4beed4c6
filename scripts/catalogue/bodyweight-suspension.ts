/**
 * Demo catalogue, bodyweight group: Bodyweight (including rings, parallettes, sliders and calisthenics skill
 * progressions), TRX, Bosu Ball and Cardio.
 *
 * Each movement family has one list of base steps; its variants keep those sentences and replace only the
 * ones that really differ (setup, hand or foot position, range, tempo), so the number of distinct sentences to
 * translate stays small. Sentences are shared only between versions of the same movement; the few movements
 * that also appear in the barbell group (lunges, split squats, step-ups, bridges, planks) use the same wording.
 */
import type { Category, ExerciseSeed } from './types.ts';

import { family, meta } from './family.ts';
import type { Edit, Meta } from './family.ts';

/** A family whose base steps end with a slot that every variant fills in (a foot position, a leg shape, a pace). */
function slotted(category: Category, base: Meta, before: readonly string[], after: readonly string[] = []) {
  const make = family(category, base, [...before, '', ...after]);
  return (name: string, slot: string | readonly string[], changes: Edit = {}, over: Partial<Meta> = {}) =>
    make(name, { ...changes, [before.length]: slot }, over);
}

// Sentences worded exactly as in the barbell group, for the same movements.
const LUNGE_FORWARD = 'Take a long step forward and lower your back knee toward the floor until both knees are bent about 90 degrees.';
const LUNGE_BACK = 'Take a long step backward and lower your back knee toward the floor until both knees are bent about 90 degrees.';
const LUNGE_UPRIGHT = 'Keep your torso upright and your front knee tracking over your toes.';
const LUNGE_STEP_BACK_UP = 'Push off your front foot to step back to standing and alternate legs.';
const LUNGE_STEP_FORWARD_UP = 'Drive through your front foot to bring your back leg forward to standing and alternate legs.';
const LUNGE_WALK_ON = 'Drive through your front foot and bring your back leg through into the next lunge, moving forward with each step.';
const LATERAL_LUNGE = [
  'Take a wide step to the side and sit your hips back over that foot, keeping the other leg straight.',
  'Keep your chest up, both feet flat and the bent knee tracking over your toes.',
  'Push off the bent leg to return to the start and alternate sides.',
];
const CURTSY_LUNGE = [
  'Step one leg back and across behind the other and lower until your front thigh is nearly parallel to the floor.',
  'Keep your hips square and your front knee tracking over your toes.',
];
const SPLIT_LOWER = 'Lower straight down until your back knee nearly touches the floor and your front thigh is parallel.';
const SPLIT_UPRIGHT = 'Keep your torso upright and most of your weight over the front foot.';
const SPLIT_FINISH = 'Drive through your front foot to stand, complete all reps, then switch legs.';
const STEP_UP = [
  'Place one foot fully on the box.',
  'Drive through the heel of the top foot to step up until that leg is straight, without pushing off the back foot.',
  'Step down under control with the same leg and complete all reps before switching.',
];
const SINGLE_LEG_SHIFT = 'Shift your weight onto one leg with a slight bend in that knee.';
const SINGLE_LEG_RETURN = 'Drive your standing hip forward to return upright, complete your reps, then switch legs.';
const BRIDGE_UP = 'Drive through your heels to lift your hips until your body forms a straight line from knees to shoulders.';
const BRIDGE_TOP = 'Squeeze your glutes at the top, then lower under control.';
const HINGE_RETURN = 'Drive your hips forward to return to standing, squeezing your glutes at the top.';
const PLANK_LINE = 'Brace your core and squeeze your glutes so your body stays in a straight line.';
// Worded exactly as in the mobility group.
const ALL_FOURS = 'Kneel on all fours with your hands under your shoulders and your knees under your hips.';

// Sentences shared by one movement across this file's categories (push-ups, planks, bridges, balance work).
const BODY_LINE = 'Brace your core and squeeze your glutes so your body forms a straight line from head to heels.';
const HOLD_BREATHE = 'Hold for the set time while breathing steadily, then lower with control.';
const SWITCH_SIDES = 'Complete your reps, then switch sides.';
const SWITCH_LEGS = 'Complete your reps, then switch legs.';
const SWITCH_ARMS = 'Complete your reps, then switch arms.';
const KNEE_TO_CHEST_RUN = 'Drive one knee toward your chest, then switch legs quickly in a running motion while keeping your hips level.';
const LOWER_STRAIGHT = 'Lower yourself under control until your arms are straight.';
const STAND_ARMS_DOWN = 'Stand tall with your feet hip-width apart and your arms by your sides.';
const QUARTER_DIP = 'Dip into a quarter squat and swing your arms back.';
const FAST_PACE = 'Keep a fast pace for the set time, breathing steadily.';
const STEADY_RHYTHM = 'Keep a steady rhythm for the set time, breathing evenly.';
const NEXT_REP = 'Stand up quickly and go straight into the next rep.';
const PULL_TO_HANDS = 'Pull your chest up to your hands by driving your elbows back and squeezing your shoulder blades together.';
const TRICEPS_EXTENSION = [
  'Keeping your upper arms still, bend your elbows to lower your head toward your hands.',
  'Straighten your arms by pressing your hands away until your elbows lock out.',
];
const TRICEPS_DIP_LOWER = 'Bend your elbows straight back, close to your sides, until your upper arms are parallel to the floor.';
const HIPS_TO_HEELS = 'Lift your hips until your body forms a straight line from shoulders to heels.';
const HAM_CURL = [
  'Curl your heels toward your glutes while keeping your hips high.',
  'Straighten your legs slowly, keeping your hips up.',
];
const SPLIT_JUMP = 'Drive up explosively so your front foot leaves the floor, then land softly into the next rep.';
const KNEES_LINE = 'Brace your core so your body forms a straight line from head to knees.';
const SOFT_LANDING = 'Land softly on the balls of your feet with bent knees and go straight into the next rep.';
const BODY_SAW = [
  'Push back from your forearms to move your body backward a few inches, then pull forward past the start.',
  'Keep your hips level and your core braced throughout the set.',
];
const HIGH_KNEES_RUN = 'Run in place, driving one knee up to hip height at a time.';
const HIGH_KNEES_ARMS = 'Pump your arms in rhythm with your legs and stay on the balls of your feet.';
const PLANK_JACK = [
  'Jump your feet out wide and back together like a jumping jack, keeping your hips level.',
  STEADY_RHYTHM,
];
const KNEE_TO_ELBOW = [
  'Bring one knee out to the side toward the elbow on the same side, keeping your hips low.',
  'Return the leg and alternate sides for the set time.',
];
const RUSSIAN_TWIST = [
  'Lean back to about 45 degrees with a straight back and clasp your hands in front of your chest.',
  'Rotate your torso to bring your hands beside one hip, then rotate across to the other side.',
  'Lift your feet off the floor to make it harder, keeping your chest up.',
];
const BICYCLE = [
  'Curl your shoulders up and rotate to bring one elbow toward the opposite knee as you straighten the other leg.',
  'Switch sides in a smooth pedaling motion, keeping your shoulders off the floor.',
];
const DEAD_BUG = [
  'Slowly lower one arm overhead and the opposite leg toward the floor, exhaling as you extend.',
  'Return to the start and repeat on the other side, keeping your lower back flat.',
];
const HIP_DIP = 'Lower your hip a few inches toward the floor, then drive it back up above the line.';
const MARCH = [
  'Hold the top position and lift one foot a few inches, then set it down and lift the other, keeping your hips level.',
  'Lower your hips after the set number of marches.',
];
const CROSS_CLIMB = 'Drive one knee across your body toward the opposite elbow, then switch legs quickly while keeping your hips level.';
const JUMPING_LUNGE = [
  'Start in a lunge with one foot forward and both knees bent about 90 degrees.',
  'Swing your arms and jump explosively straight up.',
  'Switch your legs in the air and land softly in a lunge with the other foot forward.',
  'Absorb the landing and flow straight into the next jump.',
];
const COSSACK = [
  'Shift your weight to one side and sit down deep over that foot, keeping its heel flat.',
  'Straighten the other leg and point its toes up toward the ceiling as you lower.',
  'Push back up through the bent leg and move across to the other side.',
];
const SL_HINGE = 'Hinge forward as your free leg extends straight behind you, reaching your hands toward the floor with your hips square.';

// =====================================================================================================
// Bodyweight: push-ups
// =====================================================================================================

const PUSH_UP = [
  'Place your hands on the floor slightly wider than shoulder-width and extend your legs behind you on your toes.',
  BODY_LINE,
  'Bend your elbows to lower your chest until it almost touches the floor, keeping your elbows at about 45 degrees to your body.',
  'Press back to straight arms, exhaling as you push.',
];
const pushUp = family('Bodyweight', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Beginner'), PUSH_UP);
const WIDE_HANDS = 'Place your hands on the floor about twice shoulder-width apart with your fingers turned out, legs extended on your toes.';
const EXPLODE = 'Push explosively so your hands leave the floor';

const PIKE_PUSH_UP = [
  'Start in a push-up position and walk your feet toward your hands, lifting your hips into an inverted V.',
  'Set your hands shoulder-width apart with your head between your arms.',
  'Bend your elbows to lower the top of your head toward the floor just in front of your hands.',
  'Press back up to straight arms, pushing your hips toward the ceiling.',
];
const pikePushUp = family('Bodyweight', meta(['Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Intermediate'), PIKE_PUSH_UP);

const DIVE_BOMBER = [
  'Start in a downward dog position with your hands shoulder-width apart, hips high and feet hip-width apart.',
  'Bend your elbows and swoop your chest down and forward, skimming it close to the floor between your hands.',
  'Continue forward and straighten your arms, arching into an upward dog with your hips low and chest up.',
  'Reverse the swoop, bending your elbows and pushing your hips back up to the start.',
];
const diveBomber = family('Bodyweight', meta(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Intermediate'), DIVE_BOMBER);

const pushUps = [
  pushUp('Push-Up'),
  pushUp('Knee Push-Up', {
    0: 'Place your hands on the floor slightly wider than shoulder-width and rest on your knees with your feet lifted.',
    1: KNEES_LINE,
  }, { difficulty: 'Novice' }),
  pushUp('Incline Push-Up', {
    0: 'Place your hands on the edge of a bench or box slightly wider than shoulder-width and walk your feet back until your body is straight.',
    2: 'Bend your elbows to lower your chest to the edge of the bench, keeping your elbows at about 45 degrees to your body.',
  }, { difficulty: 'Novice' }),
  pushUp('Wall Push-Up', {
    0: 'Stand an arm\'s length from a wall, place your hands on it at chest height slightly wider than shoulder-width and lean in with your heels lifted.',
    2: 'Bend your elbows to bring your chest toward the wall, keeping your elbows at about 45 degrees to your body.',
  }, { difficulty: 'Novice' }),
  pushUp('Decline Push-Up', {
    0: 'Place your hands on the floor slightly wider than shoulder-width and rest your feet on a bench or box behind you.',
  }, { primary_muscles: ['Chest', 'Front Shoulders', 'Triceps'], difficulty: 'Intermediate' }),
  pushUp('Wide-Grip Push-Up', {
    0: 'Place your hands on the floor about one and a half times shoulder-width apart with your fingers turned slightly out.',
    2: 'Bend your elbows out to the sides to lower your chest until it almost touches the floor.',
  }, { primary_muscles: ['Chest', 'Front Shoulders'] }),
  pushUp('Close-Grip Push-Up', {
    0: 'Place your hands on the floor directly under your shoulders and extend your legs behind you on your toes.',
    2: 'Bend your elbows straight back, keeping them close to your ribs, until your chest almost touches the floor.',
  }, { primary_muscles: ['Triceps', 'Chest'] }),
  pushUp('Diamond Push-Up', {
    0: 'Place your hands together under your chest so your thumbs and index fingers form a diamond, legs extended on your toes.',
    2: 'Bend your elbows back along your body to lower your chest until it touches the backs of your hands.',
  }, { primary_muscles: ['Triceps', 'Chest'], difficulty: 'Intermediate' }),
  pushUp('Spiderman Push-Up', {
    2: [PUSH_UP[2], 'As you lower, bring one knee out to the side toward the elbow on the same side.'],
    3: 'Push back up as you return the leg, alternating sides each rep.',
  }, { primary_muscles: ['Chest', 'Triceps', 'Obliques'], difficulty: 'Intermediate' }),
  pushUp('Archer Push-Up', {
    0: WIDE_HANDS,
    2: 'Shift toward one hand and lower your chest over it, keeping the other arm nearly straight.',
    3: 'Press back to the center and alternate sides each rep.',
  }, { difficulty: 'Advanced' }),
  pushUp('Typewriter Push-Up', {
    0: WIDE_HANDS,
    2: 'Lower your chest toward one hand, then shift across toward the other hand while staying low.',
    3: 'Push up to straight arms and travel in the opposite direction on the next rep.',
  }, { difficulty: 'Advanced' }),
  pushUp('Pseudo Planche Push-Up', {
    0: 'Place your hands beside your waist with your fingers turned out and lean your shoulders forward past your hands.',
    2: 'Keep the forward lean as you bend your elbows and lower your chest, elbows tucked back along your body.',
  }, { primary_muscles: ['Front Shoulders', 'Chest', 'Triceps'], difficulty: 'Advanced' }),
  pushUp('Plyometric Push-Up', {
    3: `${EXPLODE}, then land with soft elbows and flow into the next rep.`,
  }, { difficulty: 'Intermediate' }),
  pushUp('Clap Push-Up', {
    3: `${EXPLODE}, clap once in front of your chest and land with soft elbows.`,
  }, { difficulty: 'Advanced' }),
  pushUp('One-Arm Push-Up', {
    0: 'Place one hand on the floor under your chest and set your feet wider than shoulder-width, your other hand behind your back.',
    2: 'Lower your chest toward your hand, keeping your hips and shoulders level as you descend.',
  }, { primary_muscles: ['Chest', 'Triceps', 'Abdominals'], difficulty: 'Advanced' }),
  pushUp('Knuckle Push-Up', {
    0: 'Make fists and rest on your knuckles slightly wider than shoulder-width with straight wrists, legs extended on your toes.',
  }, { difficulty: 'Intermediate' }),
  pushUp('Fingertip Push-Up', {
    0: 'Spread your fingers and support yourself on your fingertips slightly wider than shoulder-width, legs extended on your toes.',
  }, { primary_muscles: ['Chest', 'Triceps', 'Forearms'], difficulty: 'Advanced' }),
  pushUp('T Push-Up', {
    3: [
      PUSH_UP[3],
      'At the top, rotate onto one hand and reach your other arm to the ceiling so your body forms a T.',
      'Return to the plank and alternate sides each rep.',
    ],
  }, { primary_muscles: ['Chest', 'Obliques', 'Triceps'], difficulty: 'Intermediate' }),
  pushUp('Staggered Push-Up', {
    0: 'Place one hand under your shoulder and the other a hand\'s length further forward, legs extended on your toes.',
    3: [PUSH_UP[3], 'Switch the position of your hands for the next set.'],
  }, { difficulty: 'Intermediate' }),
  pushUp('Shoulder Tap Push-Up', {
    3: [PUSH_UP[3], 'At the top, lift one hand to tap the opposite shoulder without rocking your hips, then alternate.'],
  }, { primary_muscles: ['Chest', 'Triceps', 'Abdominals'] }),
  pushUp('Hand-Release Push-Up', {
    2: 'Lower your body all the way to the floor and lift your hands briefly off the floor.',
    3: 'Place your hands back down and push up to straight arms with your body in one rigid line.',
  }),
  pushUp('Negative Push-Up', {
    2: 'Lower your chest to the floor as slowly as you can, over three to five seconds, keeping your body straight.',
    3: 'Drop your knees to the floor to return to the top, then reset into the plank for the next rep.',
  }, { difficulty: 'Novice' }),
  pushUp('Deficit Push-Up', {
    0: 'Grip two push-up handles or set your hands on blocks slightly wider than shoulder-width, legs extended on your toes.',
    2: 'Lower your chest below the level of your hands until you feel a stretch across your chest.',
  }, { difficulty: 'Intermediate', grips: ['Neutral'] }),
  pushUp('Single-Leg Push-Up', {
    1: [BODY_LINE, 'Lift one foot a few inches off the floor and keep it up for the whole set.'],
  }, { difficulty: 'Intermediate' }),
  pushUp('Ring Push-Up', {
    0: 'Set gymnastic rings a few inches off the floor and hold them with your palms facing in, legs extended on your toes.',
    3: 'Press back up to straight arms while keeping the rings steady and close to your body.',
  }, { difficulty: 'Intermediate', grips: ['Neutral'] }),
  family('Bodyweight', meta(['Triceps'], 'Push', 'Isolation', 'Intermediate'), [
    'Start in a forearm plank with your elbows under your shoulders and your legs extended on your toes.',
    BODY_LINE,
    'Press through your palms to straighten your elbows and lift your forearms off the floor.',
    'Lower back down to your forearms under control, keeping your body straight.',
  ])('Sphinx Push-Up'),
  pikePushUp('Pike Push-Up'),
  pikePushUp('Elevated Pike Push-Up', {
    0: 'Place your feet on a box and walk your hands back until your hips are stacked over your shoulders.',
  }, { difficulty: 'Advanced' }),
  diveBomber('Dive Bomber Push-Up'),
  diveBomber('Hindu Push-Up', {
    3: 'Push your hips straight back up to the starting position with straight arms.',
  }),
];

// =====================================================================================================
// Bodyweight: dips and arm work
// =====================================================================================================

const DIP = [
  'Grip the parallel bars and jump or press up to straight arms, shoulders down and away from your ears.',
  'Lean your torso slightly forward and bend your knees, crossing your ankles behind you.',
  'Bend your elbows to lower your body until your shoulders are just below your elbows.',
  'Press through your palms to straighten your arms and return to the top.',
];
const dip = family('Bodyweight', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']), DIP);
const RING_SUPPORT = 'Grip a pair of gymnastic rings and press up to a support with straight arms, the rings close to your sides.';

const BENCH_DIP = [
  'Sit on the edge of a bench and place your hands beside your hips, fingers pointing forward.',
  'Slide your hips off the bench with your knees bent at 90 degrees and your feet flat on the floor.',
  'Bend your elbows straight back to lower your hips until your upper arms are about parallel to the floor.',
  'Press through your palms to straighten your arms, keeping your back close to the bench.',
];
const benchDip = family('Bodyweight', meta(['Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Beginner'), BENCH_DIP);

const dips = [
  dip('Parallel Bar Dip'),
  dip('Chest Dip', {
    1: 'Lean your torso well forward with your legs slightly behind you.',
    2: 'Bend your elbows and let them flare slightly as you lower until you feel a deep stretch across your chest.',
  }),
  dip('Triceps Dip', {
    1: 'Keep your torso upright and your legs straight down beneath you.',
    2: TRICEPS_DIP_LOWER,
  }, { primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'] }),
  dip('Negative Dip', {
    2: 'Lower yourself slowly over three to five seconds until your shoulders are just below your elbows.',
    3: 'Step or jump back to the top position instead of pressing up, then repeat.',
  }, { difficulty: 'Beginner' }),
  dip('Straight Bar Dip', {
    0: 'Grip a straight bar overhand a little wider than shoulder-width and jump to a support with the bar at your hips.',
    1: 'Lean forward over the bar with your legs slightly in front of you for balance.',
    2: 'Bend your elbows to lower your chest toward the bar until it nearly touches.',
  }, { grips: ['Overhand'] }),
  dip('Ring Dip', {
    0: RING_SUPPORT,
    2: 'Bend your elbows to lower until your shoulders are just below your elbows, keeping the rings tight to your body.',
    3: 'Press back up to straight arms and turn the rings out slightly at the top.',
  }, { difficulty: 'Advanced' }),
  dip('Parallel Bar Support Hold', {
    1: 'Keep your body straight and your arms locked.',
    2: HOLD_BREATHE,
    3: null,
  }, { primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'], force: 'Hold', difficulty: 'Beginner' }),
  dip('Ring Support Hold', {
    0: RING_SUPPORT,
    1: 'Lock your arms, keep the rings by your hips and turn them slightly out.',
    2: HOLD_BREATHE,
    3: null,
  }, { primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'], force: 'Hold' }),
  family('Bodyweight', meta(['Front Shoulders', 'Triceps', 'Chest'], 'Push', 'Compound', 'Advanced', ['Overhand']), [
    'Stand with your back to a straight bar at hip height and grip it behind you with an overhand grip.',
    'Jump to a support with straight arms, the bar behind your hips and your legs in front of you.',
    'Bend your elbows to lower your body, letting your hips travel forward as the bar rises up your back.',
    'Press back up to straight arms, keeping your shoulders pulled back.',
  ])('Korean Dip'),
  benchDip('Bench Dip'),
  benchDip('Straight-Leg Bench Dip', {
    1: 'Slide your hips off the bench and extend your legs straight with your heels on the floor.',
  }),
  benchDip('Feet-Elevated Bench Dip', {
    1: 'Slide your hips off the bench and rest your heels on a second bench in front of you, legs straight.',
  }, { difficulty: 'Intermediate' }),
  family('Bodyweight', meta(['Triceps'], 'Push', 'Isolation', 'Intermediate', ['Overhand']), [
    'Set a bar in a rack at about hip height and grip it overhand with your hands shoulder-width apart.',
    'Walk your feet back and lean onto the bar with straight arms and your body in a straight line.',
    ...TRICEPS_EXTENSION,
  ])('Bodyweight Triceps Extension'),
];

// =====================================================================================================
// Bodyweight: pull-ups, chin-ups, rows and hangs
// =====================================================================================================

const PULL_UP = [
  'Hang from a pull-up bar with an overhand grip slightly wider than shoulder-width and your arms fully straight.',
  'Pull your shoulder blades down and back and brace your core so your legs stay still.',
  'Pull yourself up by driving your elbows down toward your ribs until your chin clears the bar, exhaling as you rise.',
  LOWER_STRAIGHT,
];
const NEGATIVE: Edit = {
  2: 'Step off the box and lower yourself as slowly as you can, over three to five seconds, to a full hang.',
  3: 'Step back onto the box to return to the top and repeat.',
};
const pullUp = family('Bodyweight', meta(['Lats', 'Biceps', 'Traps (mid-back)'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), PULL_UP);
const WIDE_BAR = 'Hang from a pull-up bar with an overhand grip about twice shoulder-width and your arms fully straight.';
const CHIN_PULL = 'Pull yourself up, keeping your elbows in front of you, until your chin clears the bar.';

const INVERTED_ROW = [
  'Set a bar in a rack or Smith machine at about waist height and lie underneath it.',
  'Grip the bar overhand slightly wider than shoulder-width and hang with straight arms, heels on the floor.',
  'Brace so your body forms a straight line from head to heels.',
  'Pull your chest to the bar by driving your elbows back and squeezing your shoulder blades together.',
  'Lower yourself under control until your arms are straight.',
];
const invertedRow = family('Bodyweight', meta(['Traps (mid-back)', 'Lats', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Overhand']), INVERTED_ROW);

const HANG = [
  'Grab a pull-up bar with an overhand grip about shoulder-width apart.',
  'Lift your feet or step off a box to hang with your arms fully straight.',
  'Let your shoulders rise toward your ears and breathe steadily while you hold.',
  'Hold for the set time, then step down under control.',
];
const hang = family('Bodyweight', meta(['Forearms', 'Lats'], 'Hold', 'Isolation', 'Novice', ['Overhand']), HANG);

const ROPE_CLIMB = [
  'Grip a hanging climbing rope overhead with both hands, one above the other.',
  'Pull yourself up and wrap the rope around one leg, pinching it between the top of one foot and the sole of the other.',
  'Stand up on your feet lock and reach your hands higher up the rope.',
  'Lift your knees, re-lock your feet higher on the rope and repeat until you reach the top.',
  'Climb down hand under hand with control, never sliding down the rope.',
];
const ropeClimb = family('Bodyweight', meta(['Lats', 'Biceps', 'Forearms'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), ROPE_CLIMB);

const pulls = [
  pullUp('Pull-Up'),
  pullUp('Wide-Grip Pull-Up', {
    0: 'Hang from a pull-up bar with an overhand grip about one and a half times shoulder-width and your arms fully straight.',
  }, { grips: ['Overhand', 'Wide'] }),
  pullUp('Close-Grip Pull-Up', {
    0: 'Hang from a pull-up bar with an overhand grip, your hands about six inches apart and your arms fully straight.',
  }, { grips: ['Overhand', 'Close'] }),
  pullUp('Neutral-Grip Pull-Up', {
    0: 'Hang from the parallel handles of a pull-up station with your palms facing each other and your arms fully straight.',
  }, { primary_muscles: ['Lats', 'Biceps', 'Forearms'], grips: ['Neutral'] }),
  pullUp('Chin-Up', {
    0: 'Hang from a pull-up bar with an underhand grip about shoulder-width apart and your arms fully straight.',
    2: CHIN_PULL,
  }, { primary_muscles: ['Lats', 'Biceps'], difficulty: 'Beginner', grips: ['Underhand'] }),
  pullUp('Close-Grip Chin-Up', {
    0: 'Hang from a pull-up bar with an underhand grip, your hands about six inches apart and your arms fully straight.',
    2: CHIN_PULL,
  }, { primary_muscles: ['Biceps', 'Lats'], grips: ['Underhand', 'Close'] }),
  pullUp('Mixed-Grip Pull-Up', {
    0: 'Hang from a pull-up bar with one palm facing you and the other facing away, hands shoulder-width apart.',
    3: [PULL_UP[3], 'Switch which hand faces you for the next set.'],
  }, { grips: ['Mixed'] }),
  pullUp('Chest-to-Bar Pull-Up', {
    2: 'Pull yourself up until your upper chest touches the bar, driving your elbows down and back.',
  }, { difficulty: 'Advanced' }),
  pullUp('Behind-the-Neck Pull-Up', {
    0: WIDE_BAR,
    2: 'Pull yourself up with your head tilted slightly forward until the bar touches the back of your neck.',
  }, { difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),
  pullUp('Commando Pull-Up', {
    0: 'Stand under the bar side-on, grip it with your hands close together, one in front of the other, and hang with straight arms.',
    2: 'Pull up so your head passes to one side of the bar, alternating sides each rep.',
  }, { difficulty: 'Advanced', grips: ['Neutral', 'Close'] }),
  pullUp('Archer Pull-Up', {
    0: WIDE_BAR,
    2: 'Pull yourself toward one hand while keeping the other arm nearly straight along the bar.',
    3: 'Lower under control and alternate sides each rep.',
  }, { difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),
  pullUp('Typewriter Pull-Up', {
    0: WIDE_BAR,
    2: 'Pull up to one hand until your chin is above it, then slide across to the other hand while staying at the top.',
    3: 'Lower under control and travel in the opposite direction on the next rep.',
  }, { difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),
  pullUp('L-Sit Pull-Up', {
    1: 'Lift your straight legs in front of you to hip height and hold them there for the whole set.',
  }, { primary_muscles: ['Lats', 'Biceps', 'Abdominals'], difficulty: 'Advanced' }),
  pullUp('One-Arm Chin-Up', {
    0: 'Hang from a pull-up bar with one hand in an underhand grip and your other hand on your chest.',
    1: 'Pull your shoulder down and brace your whole body to limit rotation.',
    2: CHIN_PULL,
  }, { primary_muscles: ['Lats', 'Biceps', 'Forearms'], difficulty: 'Advanced', grips: ['Underhand'] }),
  pullUp('Towel Pull-Up', {
    0: 'Loop two towels over the bar about shoulder-width apart and hang from them with one towel gripped tightly in each hand.',
  }, { primary_muscles: ['Lats', 'Forearms', 'Biceps'], difficulty: 'Advanced', grips: ['Neutral'] }),
  pullUp('Negative Pull-Up', {
    0: 'Step onto a box so your chin is above the bar and grip it overhand slightly wider than shoulder-width.',
    ...NEGATIVE,
  }, { difficulty: 'Beginner' }),
  pullUp('Negative Chin-Up', {
    0: 'Step onto a box so your chin is above the bar and grip it underhand about shoulder-width apart.',
    ...NEGATIVE,
  }, { primary_muscles: ['Lats', 'Biceps'], difficulty: 'Beginner', grips: ['Underhand'] }),
  pullUp('Jumping Pull-Up', {
    0: 'Stand on a box under the bar so your arms are bent when you grip it overhand.',
    1: null,
    2: 'Jump and pull at the same time until your chin clears the bar.',
    3: 'Lower yourself slowly until your feet are back on the box.',
  }, { difficulty: 'Beginner' }),
  pullUp('Kipping Pull-Up', {
    1: 'Swing into a hollow position with your feet in front, then into an arch with your chest pushed through your arms.',
    2: 'From the arch, snap back into the hollow and use the momentum to pull your chin over the bar.',
    3: 'Push away from the bar at the top and flow straight into the next swing.',
  }, { primary_muscles: ['Lats', 'Biceps', 'Abdominals'] }),
  pullUp('Scapular Pull-Up', {
    1: null,
    2: 'Without bending your elbows, pull your shoulder blades down and together so your body rises a few inches.',
    3: 'Let your shoulders rise slowly back toward your ears into a full hang.',
  }, { primary_muscles: ['Lats', 'Traps (mid-back)'], mechanic: 'Isolation', difficulty: 'Beginner' }),

  ropeClimb('Rope Climb'),
  ropeClimb('Legless Rope Climb', {
    1: 'Pull yourself up with your arms only, keeping your legs together and slightly in front of you in an L.',
    2: 'Reach one hand above the other and pull again, keeping the rope close to your chest.',
    3: 'Keep climbing hand over hand without using your legs until you reach the top.',
  }, { primary_muscles: ['Lats', 'Biceps', 'Forearms'], difficulty: 'Advanced' }),

  invertedRow('Inverted Row'),
  invertedRow('Underhand Inverted Row', {
    1: 'Grip the bar underhand about shoulder-width apart and hang with straight arms, heels on the floor.',
  }, { primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], grips: ['Underhand'] }),
  invertedRow('Wide-Grip Inverted Row', {
    1: 'Grip the bar overhand about one and a half times shoulder-width and hang with straight arms, heels on the floor.',
    3: 'Pull your upper chest to the bar with your elbows flared out to the sides.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Overhand', 'Wide'] }),
  invertedRow('Bent-Knee Inverted Row', {
    2: 'Bend your knees with your feet flat on the floor and brace so your body forms a straight line from knees to shoulders.',
  }, { difficulty: 'Novice' }),
  invertedRow('Feet-Elevated Inverted Row', {
    2: 'Rest your heels on a box or bench so your body is parallel to the floor, and brace so it stays in one straight line.',
  }, { difficulty: 'Intermediate' }),
  invertedRow('One-Arm Inverted Row', {
    1: 'Grip the center of the bar overhand with one hand, your other arm by your side, and set your feet wider than your hips.',
    3: 'Pull your chest to the bar, keeping your shoulders and hips square to it.',
    4: [INVERTED_ROW[4], SWITCH_ARMS],
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], difficulty: 'Advanced' }),
  invertedRow('Ring Row', {
    0: 'Set gymnastic rings at about waist height and stand facing them.',
    1: 'Grip the rings with your palms facing each other and lean back on straight arms as you walk your feet forward.',
    3: PULL_TO_HANDS,
  }, { grips: ['Neutral'] }),

  hang('Dead Hang'),
  hang('Active Hang', {
    2: 'Pull your shoulder blades down and back without bending your elbows, and keep them there while you breathe steadily.',
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Forearms'], difficulty: 'Beginner' }),
  hang('One-Arm Dead Hang', {
    0: 'Grab a pull-up bar with one hand in an overhand grip.',
    2: 'Keep your shoulder engaged rather than fully relaxed and let your free arm hang by your side.',
    3: 'Hold for the set time, step down and switch arms.',
  }, { difficulty: 'Advanced' }),
  hang('Flexed-Arm Hang', {
    0: 'Grab a pull-up bar with an underhand grip about shoulder-width apart.',
    1: 'Jump or step up so your chin is above the bar with your elbows fully bent.',
    2: 'Squeeze the bar and keep your chest close to it while you breathe steadily.',
  }, { primary_muscles: ['Biceps', 'Lats', 'Forearms'], mechanic: 'Compound', difficulty: 'Beginner', grips: ['Underhand'] }),
];

// =====================================================================================================
// Bodyweight: squats, single-leg squats, lunges and step-ups
// =====================================================================================================

const SQUAT = [
  'Stand with your feet shoulder-width apart, toes turned slightly out and arms extended in front of you.',
  'Push your hips back and bend your knees to lower until your thighs are at least parallel to the floor.',
  'Keep your chest up, your weight across your whole foot and your knees tracking over your toes.',
  'Drive through your feet to stand back up, squeezing your glutes at the top.',
];
const squat = family('Bodyweight', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Novice'), SQUAT);

const WALL_SIT = [
  'Stand with your back against a wall and your feet about two feet in front of you, hip-width apart.',
  'Slide down until your thighs are parallel to the floor and your knees are bent at 90 degrees.',
  'Keep your back flat against the wall and your weight in your heels.',
  'Hold for the set time while breathing steadily, then slide back up.',
];
const wallSit = family('Bodyweight', meta(['Quads', 'Glutes'], 'Hold', 'Compound', 'Novice'), WALL_SIT);

const PISTOL = [
  'Stand on one leg with the other leg held straight out in front of you and your arms extended forward.',
  'Sit your hips back and bend your standing knee to lower slowly, keeping that heel flat.',
  'Descend until your hamstring rests on your calf, keeping the free leg off the floor.',
  'Drive through your whole foot to stand back up without letting your knee cave in.',
  SWITCH_LEGS,
];
const pistol = family('Bodyweight', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Advanced'), PISTOL);

const SHRIMP = [
  'Stand on one leg and bend the other knee to hold that foot behind you with the hand on the same side.',
  'Extend your free arm forward for balance and lean your torso slightly forward.',
  'Bend your standing knee to lower until the knee of your rear leg touches the floor lightly.',
  'Drive through your standing foot to return to the top.',
  SWITCH_LEGS,
];
const shrimp = family('Bodyweight', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Advanced'), SHRIMP);

const STAND_HANDS_ON_HIPS = 'Stand tall with your feet hip-width apart and your hands on your hips.';
const lunge = family('Bodyweight', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner'), [
  STAND_HANDS_ON_HIPS,
  LUNGE_FORWARD,
  LUNGE_UPRIGHT,
  LUNGE_STEP_BACK_UP,
]);
const BULGARIAN = 'Stand about two feet in front of a bench and rest the top of your back foot on it, with your hands on your hips.';
const splitSquat = family('Bodyweight', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner'), [
  'Stand in a long split stance, one foot forward and the back foot on its toes, with your hands on your hips.',
  SPLIT_LOWER,
  SPLIT_UPRIGHT,
  SPLIT_FINISH,
]);
const BOX_FRONT = 'Stand facing a box or bench at about knee height.';
const BOX_SIDE = 'Stand side-on to a box or bench at about knee height.';
const stepUp = family('Bodyweight', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner'), [BOX_FRONT, ...STEP_UP]);

const squats = [
  squat('Bodyweight Squat'),
  squat('Prisoner Squat', {
    0: 'Stand with your feet shoulder-width apart and lace your fingers behind your head with your elbows pulled back.',
  }, { difficulty: 'Beginner' }),
  squat('Sumo Squat', {
    0: 'Stand with your feet well wider than shoulder-width, toes turned out about 45 degrees and hands clasped at your chest.',
    2: 'Keep your torso upright and push your knees out in line with your toes.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Adductors'] }),
  squat('Chair Squat', {
    0: 'Stand in front of a chair or box with your feet shoulder-width apart and your arms extended in front of you.',
    1: 'Push your hips back and bend your knees to sit down lightly on the seat.',
  }),
  squat('Jump Squat', {
    3: ['Drive up explosively and jump as high as you can, swinging your arms for momentum.', SOFT_LANDING],
  }, { primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Beginner' }),
  wallSit('Wall Sit'),
  wallSit('Single-Leg Wall Sit', {
    2: [WALL_SIT[2], 'Extend one leg straight out in front of you and switch legs halfway through the hold.'],
  }, { difficulty: 'Intermediate' }),
  family('Bodyweight', meta(['Quads'], 'Push', 'Isolation', 'Advanced'), [
    'Stand with your feet hip-width apart and hold a post or wall lightly with one hand for balance.',
    'Rise onto the balls of your feet and lean back so your body is straight from knees to shoulders.',
    'Bend your knees forward and lower your body, letting your knees travel well past your toes while your hips stay extended.',
    'Lower until you feel a deep stretch in your quads, then drive your knees back to return to the start.',
  ])('Sissy Squat'),
  family('Bodyweight', meta(['Quads', 'Glutes', 'Adductors'], 'Push', 'Compound', 'Intermediate'), [
    'Stand with your feet about twice shoulder-width apart and your toes turned slightly out.',
    ...COSSACK,
  ])('Cossack Squat'),
  family('Bodyweight', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate'), [
    'Squat down until your thighs are below parallel, with your chest up and your hands on your hips.',
    'Walk forward in small steps while staying at the same depth.',
    'Keep your heels down and your knees tracking over your toes with each step.',
    'Cover the set distance, then stand up slowly.',
  ])('Duck Walk'),

  pistol('Pistol Squat'),
  pistol('Box Pistol Squat', {
    0: 'Stand on one leg in front of a box or bench, the other leg held straight out and your arms extended forward.',
    2: 'Lower until you touch the box lightly, without relaxing onto it.',
  }, { difficulty: 'Intermediate' }),
  pistol('Assisted Pistol Squat', {
    0: 'Stand on one leg beside a post or doorframe, holding it with one hand, the other leg straight out in front of you.',
    3: 'Drive up through your foot, using your hand only as much as you need.',
  }, { difficulty: 'Intermediate' }),
  shrimp('Shrimp Squat'),
  shrimp('Skater Squat', {
    0: 'Stand on one leg with the other knee bent so that foot floats behind you.',
    1: 'Extend both arms forward for balance and lean your torso slightly forward.',
  }, { difficulty: 'Intermediate' }),

  lunge('Forward Lunge'),
  lunge('Reverse Lunge', { 1: LUNGE_BACK, 3: LUNGE_STEP_FORWARD_UP }),
  lunge('Walking Lunge', { 3: LUNGE_WALK_ON }),
  lunge('Forward Lunge with Twist', {
    2: [LUNGE_UPRIGHT, 'At the bottom, rotate your torso toward your front leg with your arms extended, then turn back to center.'],
  }, { primary_muscles: ['Quads', 'Glutes', 'Obliques'] }),
  lunge('Reverse Lunge with Knee Drive', {
    1: LUNGE_BACK,
    3: [
      'Drive through your front foot to stand and bring your back knee up to hip height in front of you.',
      'Step straight back into the next lunge, completing all reps before switching legs.',
    ],
  }, { primary_muscles: ['Quads', 'Glutes', 'Hip Flexors'], difficulty: 'Intermediate' }),
  lunge('Deficit Reverse Lunge', {
    0: 'Stand tall on a step or low platform with your feet hip-width apart and your hands on your hips.',
    1: LUNGE_BACK,
    3: LUNGE_STEP_FORWARD_UP,
  }, { primary_muscles: ['Glutes', 'Quads'], difficulty: 'Intermediate' }),
  lunge('Lateral Lunge', { 1: LATERAL_LUNGE[0], 2: LATERAL_LUNGE[1], 3: LATERAL_LUNGE[2] }, {
    primary_muscles: ['Quads', 'Glutes', 'Adductors'],
  }),
  lunge('Curtsy Lunge', {
    1: CURTSY_LUNGE[0],
    2: CURTSY_LUNGE[1],
    3: 'Push through your front foot to return to standing and alternate legs.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Abductors'] }),
  family('Bodyweight', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Intermediate'), JUMPING_LUNGE)('Jumping Lunge'),
  splitSquat('Split Squat'),
  splitSquat('Bulgarian Split Squat', { 0: BULGARIAN }, { difficulty: 'Intermediate' }),
  splitSquat('Bulgarian Split Squat Jump', { 0: BULGARIAN, 3: [SPLIT_JUMP, SWITCH_LEGS] }, {
    primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Advanced',
  }),
  splitSquat('Front-Foot-Elevated Split Squat', {
    0: 'Stand in a long split stance with your front foot on a low step and your back foot on its toes, hands on your hips.',
  }, { difficulty: 'Intermediate' }),
  stepUp('Step-Up'),
  stepUp('Lateral Step-Up', { 0: BOX_SIDE, 1: 'Place the foot nearest the box fully on it.' }, {
    primary_muscles: ['Quads', 'Glutes', 'Abductors'],
  }),
  stepUp('Crossover Step-Up', { 0: BOX_SIDE, 1: 'Cross your far leg in front of you and place that foot fully on the box.' }, {
    primary_muscles: ['Glutes', 'Quads'], difficulty: 'Intermediate',
  }),
  stepUp('Step-Up with Knee Drive', {
    2: 'Drive through the heel of the top foot to stand on the box and lift your other knee to hip height.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Hip Flexors'] }),
];

// =====================================================================================================
// Bodyweight: hinges, glutes, hamstrings, lower back, calves and neck
// =====================================================================================================

const GLUTE_BRIDGE = [
  'Lie on your back with your knees bent, feet flat on the floor hip-width apart and arms by your sides.',
  BRIDGE_UP,
  BRIDGE_TOP,
];
const bridge = family('Bodyweight', meta(['Glutes', 'Hamstrings'], 'Push', 'Isolation', 'Novice'), GLUTE_BRIDGE);
const BENCH_BACK = 'Sit on the floor with your upper back against the edge of a bench, knees bent and feet flat hip-width apart.';
const THRUST_UP = 'Drive through your heels to lift your hips until your torso is parallel to the floor, keeping your chin tucked.';
const ONE_LEG_UP = 'Straighten one leg and lift it so your thighs stay level.';

const QUADRUPED_LOWER = 'Lower the knee back under your hip, complete your reps, then switch legs.';
const SIDE_LYING = 'Lie on your side with your legs straight and stacked and your head resting on your lower arm.';

const SUPERMAN = [
  'Lie face down with your arms extended overhead and your legs straight.',
  'Squeeze your glutes and lift your arms, chest and legs a few inches off the floor at the same time.',
  'Hold the top for a moment, keeping your neck neutral and your eyes on the floor.',
  'Lower back down under control.',
];
const superman = family('Bodyweight', meta(['Lower back', 'Glutes'], 'Pull', 'Isolation', 'Novice'), SUPERMAN);

const PRONE_RAISE = [
  'Lie face down with your forehead resting on a folded towel and your arms extended overhead in a Y.',
  'Turn your thumbs up and lift your arms off the floor by squeezing your shoulder blades down and together.',
  'Hold for a second at the top without lifting your chest.',
  'Lower back to the floor under control.',
];
const proneRaise = family('Bodyweight', meta(['Traps (mid-back)', 'Rear Shoulders'], 'Pull', 'Isolation', 'Novice'), PRONE_RAISE);

const CALF_RAISE = [
  'Stand tall with your feet hip-width apart, holding a wall lightly for balance.',
  'Rise up onto your toes as high as you can, squeezing your calves.',
  'Pause at the top, then lower your heels slowly.',
];
const calfRaise = family('Bodyweight', meta(['Calves'], 'Push', 'Isolation', 'Novice'), CALF_RAISE);

const NECK = [
  'Lie face up on a flat bench with your head and neck hanging off the end.',
  'Brace your core and keep your torso pressed into the bench.',
  'Tuck your chin and lift your head until your chin approaches your chest.',
  'Lower your head slowly to the start without letting it drop.',
];
const neck = family('Bodyweight', meta(['Neck'], 'Pull', 'Isolation', 'Beginner'), NECK);

const hinges = [
  family('Bodyweight', meta(['Hamstrings', 'Glutes'], 'Pull', 'Compound', 'Beginner'), [
    STAND_ARMS_DOWN,
    SINGLE_LEG_SHIFT,
    SL_HINGE,
    SINGLE_LEG_RETURN,
  ])('Single-Leg Romanian Deadlift'),
  family('Bodyweight', meta(['Glutes', 'Hamstrings', 'Abductors'], 'Pull', 'Compound', 'Intermediate'), [
    'Stand on one leg and hinge forward until your torso and free leg are level with the floor, arms out to the sides.',
    'Keeping your hips level with the floor, rotate your pelvis open so your free hip turns toward the ceiling.',
    'Rotate back until your hips face the floor again, moving only at the standing hip.',
    SWITCH_LEGS,
  ])('Hip Airplane'),
  family('Bodyweight', meta(['Hamstrings', 'Glutes', 'Lower back'], 'Pull', 'Compound', 'Novice'), [
    'Stand with your feet hip-width apart and your hands behind your head.',
    'With a slight bend in your knees, push your hips back and lower your chest until it is nearly parallel to the floor.',
    'Keep your back flat and your elbows wide throughout.',
    HINGE_RETURN,
  ])('Bodyweight Good Morning'),

  bridge('Glute Bridge'),
  bridge('Single-Leg Glute Bridge', { 0: [GLUTE_BRIDGE[0], ONE_LEG_UP], 2: [BRIDGE_TOP, SWITCH_LEGS] }, { difficulty: 'Beginner' }),
  bridge('Marching Glute Bridge', {
    2: MARCH,
  }, { primary_muscles: ['Glutes', 'Hamstrings', 'Abdominals'], difficulty: 'Beginner' }),
  bridge('Feet-Elevated Glute Bridge', {
    0: 'Lie on your back with your heels on a bench or box, knees bent about 90 degrees and arms by your sides.',
  }, { primary_muscles: ['Glutes', 'Hamstrings'], difficulty: 'Beginner' }),
  bridge('Bodyweight Hip Thrust', { 0: BENCH_BACK, 1: THRUST_UP }, { difficulty: 'Beginner' }),
  bridge('Single-Leg Hip Thrust', { 0: [BENCH_BACK, ONE_LEG_UP], 1: THRUST_UP, 2: [BRIDGE_TOP, SWITCH_LEGS] }, {
    difficulty: 'Intermediate',
  }),
  bridge('Frog Pump', {
    0: 'Lie on your back with the soles of your feet together close to your hips and your knees falling out wide.',
    1: 'Drive through the outer edges of your feet to lift your hips, squeezing your glutes hard.',
    2: 'Pulse quickly, lowering your hips only a few inches between reps.',
  }, { primary_muscles: ['Glutes'] }),

  family('Bodyweight', meta(['Glutes'], 'Push', 'Isolation', 'Novice'), [
    ALL_FOURS,
    'Keeping your knee bent at 90 degrees, lift one leg behind you until the sole of your foot faces the ceiling.',
    'Squeeze your glute at the top without arching your lower back.',
    QUADRUPED_LOWER,
  ])('Donkey Kick'),
  family('Bodyweight', meta(['Glutes', 'Abductors'], 'Push', 'Isolation', 'Novice'), [
    ALL_FOURS,
    'Keeping your knee bent at 90 degrees, lift one leg out to the side until your thigh is level with your hips.',
    'Keep your hips and shoulders square to the floor without shifting your weight.',
    QUADRUPED_LOWER,
  ])('Fire Hydrant'),
  family('Bodyweight', meta(['Glutes', 'Abductors'], 'Push', 'Isolation', 'Novice'), [
    'Lie on your side with your hips and knees bent about 45 degrees, feet together and head resting on your lower arm.',
    'Keeping your feet together, lift your top knee as high as you can without rolling your hips back.',
    'Lower the knee under control.',
    SWITCH_SIDES,
  ])('Clamshell'),
  family('Bodyweight', meta(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Novice'), [
    SIDE_LYING,
    'Lift your top leg toward the ceiling, leading with your heel and keeping your toes pointing forward.',
    'Stop before your hips roll back, then lower the leg under control.',
    SWITCH_SIDES,
  ])('Side-Lying Hip Abduction'),
  family('Bodyweight', meta(['Adductors'], 'Pull', 'Isolation', 'Novice'), [
    SIDE_LYING,
    'Bend your top leg and place that foot on the floor in front of your bottom knee.',
    'Lift your straight bottom leg a few inches off the floor, then lower it under control.',
    SWITCH_SIDES,
  ])('Side-Lying Hip Adduction'),

  family('Bodyweight', meta(['Hamstrings'], 'Pull', 'Isolation', 'Advanced'), [
    'Kneel on a pad with your ankles anchored under a secure bar or held down by a partner.',
    'Keep a straight line from your knees to your head with your hips extended and your hands ready in front of your chest.',
    'Lower your torso toward the floor as slowly as you can, resisting with your hamstrings.',
    'Catch yourself with your hands at the bottom and push off just enough to curl yourself back up.',
  ])('Nordic Hamstring Curl'),
  family('Bodyweight', meta(['Quads'], 'Push', 'Isolation', 'Intermediate'), [
    'Kneel on a pad with your knees hip-width apart, shins flat and toes pointed behind you.',
    'Keep a straight line from your knees to your head and squeeze your glutes.',
    'Lean back as far as you can control, letting your knees bend while your hips stay extended.',
    'Pull yourself back up to upright using your quads.',
  ])('Reverse Nordic Curl'),
  family('Bodyweight', meta(['Glutes', 'Lower back', 'Hamstrings'], 'Pull', 'Compound', 'Beginner'), [
    'Lie face down on a bench with your hips at the edge and your legs hanging toward the floor.',
    'Hold the sides of the bench firmly to keep your upper body in place.',
    'Squeeze your glutes and raise your straight legs until they are level with your torso.',
    'Lower your legs slowly without letting your feet rest on the floor.',
  ])('Bench Reverse Hyperextension'),

  superman('Superman'),
  superman('Alternating Superman', {
    1: 'Lift your right arm and left leg a few inches off the floor while keeping your hips down.',
    3: 'Lower back down and alternate sides each rep.',
  }),
  superman('Swimmer', {
    1: 'Lift your arms, chest and legs a few inches off the floor.',
    2: 'Flutter your opposite arms and legs up and down in small, quick movements while you hold the lifted position.',
    3: 'Keep your neck neutral and continue for the set time.',
  }, { primary_muscles: ['Lower back', 'Glutes', 'Rear Shoulders'], difficulty: 'Beginner' }),
  proneRaise('Prone Y Raise'),
  proneRaise('Prone T Raise', {
    0: 'Lie face down with your forehead resting on a folded towel and your arms straight out to the sides in a T.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'] }),
  proneRaise('Prone W Raise', {
    0: 'Lie face down with your forehead resting on a folded towel and your elbows bent and tucked into a W, palms down.',
    1: 'Lift your elbows and hands off the floor by squeezing your shoulder blades down and together.',
  }),
  proneRaise('Prone Cobra', {
    0: 'Lie face down with your forehead resting on a folded towel and your arms by your sides, palms down.',
    1: 'Lift your chest and arms off the floor, squeezing your shoulder blades together and turning your thumbs out.',
    2: 'Hold for a few seconds at the top, keeping your chin tucked.',
  }, { primary_muscles: ['Traps (mid-back)', 'Lower back'], force: 'Hold' }),

  calfRaise('Bodyweight Calf Raise'),
  calfRaise('Single-Leg Calf Raise', {
    0: 'Stand on one foot with the other foot hooked behind your ankle, holding a wall lightly for balance.',
    2: [CALF_RAISE[2], SWITCH_LEGS],
  }, { difficulty: 'Beginner' }),
  calfRaise('Step Calf Raise', {
    0: 'Stand with the balls of your feet on the edge of a step, heels hanging off, holding a rail lightly for balance.',
    2: 'Pause at the top, then lower your heels below the step until you feel a stretch in your calves.',
  }, { difficulty: 'Beginner' }),

  neck('Lying Neck Flexion'),
  neck('Lying Neck Extension', {
    0: 'Lie face down on a flat bench with your head and neck hanging off the end, chin dropped toward your chest.',
    2: 'Lift your head back until you are looking forward, without shrugging your shoulders.',
  }),
  neck('Lying Lateral Neck Flexion', {
    0: 'Lie on your side on a flat bench with your head and neck hanging off the end.',
    2: 'Lift your head sideways toward your top shoulder, keeping your face pointing forward.',
    3: [NECK[3], SWITCH_SIDES],
  }),
  family('Bodyweight', meta(['Neck', 'Traps'], 'Push', 'Isolation', 'Advanced'), [
    'Lie on your back on a thick mat with your knees bent and feet planted wider than your hips.',
    'Push through your feet to lift your hips and roll your weight onto the top of your head, hands beside your head for support.',
    'Rock slowly forward and back on your head, moving through a small, pain-free range.',
    'Lower your hips and roll back down onto your upper back with control.',
  ])('Wrestler\'s Bridge'),
];

// =====================================================================================================
// Bodyweight: core
// =====================================================================================================

const CRUNCH = [
  'Lie on your back with your knees bent, feet flat on the floor and fingertips lightly behind your ears.',
  'Brace your abs and curl your head, shoulders and upper back up, exhaling as you rise.',
  'Keep your lower back on the floor and avoid pulling on your neck.',
  'Pause briefly at the top, then lower your shoulders back down under control.',
];
const crunch = family('Bodyweight', meta(['Abdominals'], 'Pull', 'Isolation', 'Novice'), CRUNCH);
const ELBOW_TO_KNEE = 'Curl your shoulders up and rotate to bring one elbow toward the opposite knee, exhaling as you rise.';
const ALTERNATE_EACH_REP = 'Lower back down and alternate sides each rep.';

const SIT_UP = [
  'Lie on your back with your knees bent, feet flat on the floor and arms crossed over your chest.',
  'Brace your abs and curl all the way up until your chest is close to your thighs, exhaling as you rise.',
  'Keep your feet on the floor without jerking your head forward.',
  'Lower your torso back down one vertebra at a time.',
];
const sitUp = family('Bodyweight', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Isolation', 'Beginner'), SIT_UP);

const V_UP = [
  'Lie on your back with your legs straight and your arms extended overhead.',
  'Brace your abs and lift your legs and torso at the same time, reaching your hands toward your toes.',
  'Balance on your glutes at the top with your body in a V.',
  'Lower your arms and legs back down together under control without resting them on the floor.',
];
const vUp = family('Bodyweight', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Intermediate'), V_UP);

const LEG_RAISE = [
  'Lie on your back with your legs straight and your hands under your hips or flat by your sides.',
  'Brace your abs, keep your lower back flat and lift your straight legs until they point at the ceiling, exhaling as you lift.',
  'Lower your legs slowly until they hover just above the floor without letting your lower back arch.',
];
const legRaise = family('Bodyweight', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Isolation', 'Beginner'), LEG_RAISE);
const LEGS_HOVER = 'Press your lower back into the floor and lift your straight legs a few inches off the floor.';
const LOW_BACK_FLAT = 'Keep breathing steadily and stop if your lower back starts to lift off the floor.';

const HANGING_RAISE = [
  'Hang from a pull-up bar with an overhand grip about shoulder-width apart.',
  'Pull your shoulders down and brace your core to stop any swinging.',
  'Keeping your legs straight, raise them in front of you until they are at least parallel to the floor.',
  'Lower your legs slowly to a full hang without swinging.',
];
const hanging = family('Bodyweight', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Isolation', 'Intermediate', ['Overhand']), HANGING_RAISE);

const PLANK = [
  'Place your forearms on the floor with your elbows under your shoulders and extend your legs behind you on your toes.',
  PLANK_LINE,
  HOLD_BREATHE,
];
const plank = family('Bodyweight', meta(['Abdominals'], 'Hold', 'Compound', 'Beginner'), PLANK);
const HIGH_PLANK = 'Start in a high plank with your hands under your shoulders and your legs extended on your toes.';

const SIDE_PLANK = [
  'Lie on your side with your forearm on the floor under your shoulder and your legs straight and stacked.',
  'Lift your hips until your body forms a straight line from head to feet.',
  'Keep your hips high and pushed forward, and breathe steadily.',
  'Hold for the set time, then lower your hips and switch sides.',
];
const sidePlank = family('Bodyweight', meta(['Obliques', 'Abdominals'], 'Hold', 'Compound', 'Beginner'), SIDE_PLANK);

const BEAR = [
  ALL_FOURS,
  'Tuck your toes under, brace your core and lift your knees an inch off the floor.',
  'Keep your back flat and your hips level with your shoulders.',
  HOLD_BREATHE,
];
const bear = family('Bodyweight', meta(['Abdominals', 'Quads', 'Front Shoulders'], 'Hold', 'Compound', 'Beginner'), BEAR);

const birdDog = family('Bodyweight', meta(['Lower back', 'Abdominals', 'Glutes'], 'Hold', 'Compound', 'Novice'), [
  ALL_FOURS,
  'Brace your core and extend one arm forward and the opposite leg back until both are level with your torso.',
  'Hold for two seconds without letting your hips rotate or your back sag.',
  'Return to the start and repeat with the other arm and leg.',
]);

const HOLLOW = [
  'Lie on your back with your arms extended overhead and your legs straight.',
  'Press your lower back into the floor and lift your arms, shoulders and legs a few inches off the floor.',
  'Keep your ribs down and your body in a shallow banana shape.',
  HOLD_BREATHE,
];
const hollow = family('Bodyweight', meta(['Abdominals'], 'Hold', 'Compound', 'Beginner'), HOLLOW);

const DRAGON_FLAG = [
  'Lie on a bench and grip it firmly behind your head.',
  'Lift your hips and legs until your body is nearly vertical, resting on your upper back and shoulders.',
  'Lower your body as one straight line, keeping only your upper back on the bench, until it hovers just above the bench.',
  'Pull back up to the top without bending at the hips.',
];
const dragonFlag = family('Bodyweight', meta(['Abdominals'], 'Pull', 'Compound', 'Advanced', ['Overhand']), DRAGON_FLAG);

const ROLLOUT = [
  'Kneel on a mat and hold an ab wheel with both hands on the floor under your shoulders.',
  'Brace your core and tuck your pelvis so your back is flat.',
  'Roll the wheel forward slowly, extending your hips and arms until your body is nearly parallel to the floor.',
  'Pull the wheel back toward your knees using your abs, without letting your lower back sag.',
];
const rollout = family('Bodyweight', meta(['Abdominals', 'Lats'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), ROLLOUT);

const MOUNTAIN_CLIMBER = [
  'Start in a high plank with your hands under your shoulders and your body in a straight line.',
  KNEE_TO_CHEST_RUN,
  FAST_PACE,
];
const climber = family('Bodyweight', meta(['Abdominals', 'Hip Flexors', 'Quads'], 'Push', 'Compound', 'Beginner'), MOUNTAIN_CLIMBER);

const core = [
  crunch('Crunch'),
  crunch('Decline Crunch', {
    0: 'Lie on a decline bench with your feet hooked under the pads and your fingertips lightly behind your ears.',
    2: 'Keep your lower back against the bench and avoid pulling on your neck.',
  }, { difficulty: 'Beginner' }),
  crunch('Cross-Body Crunch', { 1: ELBOW_TO_KNEE, 3: ALTERNATE_EACH_REP }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  crunch('Bicycle Crunch', {
    0: 'Lie on your back with your fingertips behind your ears and your legs lifted, knees bent at 90 degrees.',
    1: BICYCLE[0],
    3: BICYCLE[1],
  }, { primary_muscles: ['Abdominals', 'Obliques'], difficulty: 'Beginner' }),
  crunch('Oblique Crunch', {
    0: 'Lie on your back with your knees bent and let both knees drop to one side, fingertips behind your ears.',
    1: 'Brace and curl your shoulders straight up toward the ceiling, exhaling as you rise.',
    3: 'Lower back down under control, complete your reps, then switch sides.',
  }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  crunch('Toe Touch Crunch', {
    0: 'Lie on your back with your legs pointing straight up at the ceiling and your arms reaching toward your feet.',
    1: 'Brace your abs and curl your shoulders off the floor, reaching your fingertips toward your toes.',
    2: 'Keep your legs vertical and still throughout.',
  }, { difficulty: 'Beginner' }),
  crunch('Heel Touch', {
    0: 'Lie on your back with your knees bent, feet flat a little wider than your hips and arms by your sides.',
    1: 'Lift your shoulders off the floor and reach side to side to tap each heel with the hand on that side.',
    2: 'Keep your shoulders lifted and your lower back on the floor throughout.',
    3: null,
  }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  sitUp('Sit-Up'),
  sitUp('Decline Sit-Up', {
    0: 'Lie on a decline bench with your feet hooked under the pads and your arms crossed over your chest.',
    2: 'Keep your feet locked in and avoid jerking your head forward.',
  }, { difficulty: 'Intermediate' }),
  sitUp('Butterfly Sit-Up', {
    0: 'Lie on your back with the soles of your feet together, knees out wide and arms extended overhead.',
    1: 'Swing your arms forward and sit all the way up to touch the floor in front of your feet.',
  }),
  vUp('V-Up'),
  vUp('Single-Leg V-Up', {
    1: 'Brace your abs and lift one straight leg and your torso together, reaching both hands toward that foot.',
    3: 'Lower back down and alternate legs each rep.',
  }, { difficulty: 'Beginner' }),
  vUp('Tuck-Up', {
    1: 'Brace your abs and sit up as you pull your knees into your chest, wrapping your arms around your shins.',
    2: 'Balance on your glutes at the top with your body tucked tight.',
  }, { difficulty: 'Beginner' }),
  family('Bodyweight', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Beginner'), [
    'Sit on the floor and lean back on your hands with your legs extended just off the floor.',
    'Pull your knees toward your chest as you bring your torso forward to meet them.',
    'Extend your legs and lean back again without letting your feet touch the floor.',
  ])('Seated Knee Tuck'),
  family('Bodyweight', meta(['Obliques', 'Abdominals'], 'Pull', 'Isolation', 'Beginner'), [
    'Sit on the floor with your knees bent and heels lightly on the floor.',
    ...RUSSIAN_TWIST,
  ])('Russian Twist'),
  legRaise('Lying Leg Raise'),
  legRaise('Flutter Kick', {
    1: LEGS_HOVER,
    2: ['Kick your legs up and down in small, quick, alternating movements.', LOW_BACK_FLAT],
  }),
  legRaise('Scissor Kick', {
    1: LEGS_HOVER,
    2: ['Cross one leg over the other, then switch in a smooth, horizontal scissoring motion.', LOW_BACK_FLAT],
  }, { primary_muscles: ['Abdominals', 'Hip Flexors', 'Adductors'] }),
  legRaise('Reverse Crunch', {
    0: 'Lie on your back with your hands by your sides, knees bent 90 degrees and thighs vertical.',
    1: 'Curl your hips off the floor and bring your knees toward your chest using your abs, not momentum.',
    2: 'Lower your hips back down slowly until your thighs are vertical again.',
  }, { primary_muscles: ['Abdominals'], difficulty: 'Novice' }),
  legRaise('Bench Leg Raise', {
    0: 'Lie on a flat bench with your hips near the end, gripping the bench behind your head, legs straight out.',
    2: 'Lower your legs slowly until they are level with the bench without letting your lower back arch.',
  }, { difficulty: 'Intermediate', grips: ['Overhand'] }),
  hanging('Hanging Leg Raise'),
  hanging('Hanging Knee Raise', {
    2: 'Bend your knees and raise them toward your chest, curling your pelvis up at the top.',
  }, { difficulty: 'Beginner' }),
  hanging('Hanging Oblique Knee Raise', {
    2: 'Bend your knees and raise them up and across toward one shoulder, twisting your hips.',
    3: 'Lower your legs slowly and alternate sides each rep.',
  }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  hanging('Toes-to-Bar', {
    2: 'Raise your straight legs and curl your hips up until your toes touch the bar between your hands.',
  }, { primary_muscles: ['Abdominals', 'Hip Flexors', 'Lats'], mechanic: 'Compound', difficulty: 'Advanced' }),
  hanging('Hanging Windshield Wiper', {
    2: 'Raise your straight legs until your toes point at the bar, then rotate them from side to side like a windshield wiper.',
    3: 'Keep your shoulders square and lower your legs slowly at the end of the set.',
  }, { primary_muscles: ['Obliques', 'Abdominals'], mechanic: 'Compound', difficulty: 'Advanced' }),
  hanging('Hanging L-Sit', {
    2: 'Raise your straight legs until they are parallel to the floor.',
    3: HOLD_BREATHE,
  }, { force: 'Hold' }),
  rollout('Ab Wheel Rollout'),
  rollout('Standing Ab Wheel Rollout', {
    0: 'Stand with your feet hip-width apart and hinge down to place an ab wheel on the floor in front of your feet.',
    3: 'Pull the wheel back toward your feet using your abs and return to the hinged start.',
  }, { difficulty: 'Advanced' }),
  dragonFlag('Dragon Flag'),
  dragonFlag('Tuck Dragon Flag', {
    2: 'Keep your knees tucked and lower your hips and legs slowly, with only your upper back touching the bench.',
  }, { difficulty: 'Intermediate' }),

  plank('Plank'),
  plank('Kneeling Plank', {
    0: 'Place your forearms on the floor with your elbows under your shoulders and rest on your knees with your feet lifted.',
    1: KNEES_LINE,
  }, { difficulty: 'Novice' }),
  plank('High Plank', { 0: HIGH_PLANK }, { primary_muscles: ['Abdominals', 'Front Shoulders'] }),
  plank('RKC Plank', {
    1: 'Squeeze your glutes and quads hard and pull your elbows toward your toes without moving them.',
    2: ['Breathe in short breaths while keeping maximum tension throughout your body.', HOLD_BREATHE],
  }, { difficulty: 'Intermediate' }),
  plank('Plank with Leg Lift', {
    2: ['Lift one leg a few inches and hold for two seconds without letting your hips tilt.', 'Lower it and alternate legs for the set time.'],
  }, { primary_muscles: ['Abdominals', 'Glutes'] }),
  plank('Plank Hip Dip', {
    2: ['Rotate your hips to dip one hip toward the floor, then rotate through to dip the other.', 'Keep alternating for the set time without letting your hips sag.'],
  }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  plank('Plank Shoulder Tap', {
    0: HIGH_PLANK,
    2: ['Set your feet a little wider than your hips, then lift one hand to tap the opposite shoulder without moving your hips.', 'Place the hand down and alternate sides for the set time.'],
  }, { primary_muscles: ['Abdominals', 'Obliques', 'Front Shoulders'] }),
  plank('Plank Jack', {
    0: HIGH_PLANK,
    2: PLANK_JACK,
  }, { primary_muscles: ['Abdominals', 'Abductors'] }),
  plank('Plank Up-Down', {
    2: ['Place one hand and then the other on the floor to press up into a high plank.', 'Lower back to your forearms one arm at a time, alternating the leading arm each rep.'],
  }, { primary_muscles: ['Abdominals', 'Triceps', 'Front Shoulders'], force: 'Push', difficulty: 'Intermediate' }),
  plank('Plank Knee to Elbow', {
    0: HIGH_PLANK,
    2: KNEE_TO_ELBOW,
  }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  sidePlank('Side Plank'),
  sidePlank('Knee Side Plank', {
    0: 'Lie on your side with your forearm on the floor under your shoulder and your knees bent behind you.',
    1: 'Lift your hips until your body forms a straight line from head to knees.',
  }, { difficulty: 'Novice' }),
  sidePlank('Side Plank Hip Dip', {
    2: HIP_DIP,
    3: SWITCH_SIDES,
  }),
  sidePlank('Side Plank Reach-Through', {
    2: 'Reach your top arm under your body toward the floor behind you, rotating your torso, then open it back up to the ceiling.',
    3: SWITCH_SIDES,
  }, { difficulty: 'Intermediate' }),
  sidePlank('Side Plank Leg Lift', {
    2: 'Raise your top leg toward the ceiling and lower it again without letting your hips drop.',
    3: SWITCH_SIDES,
  }, { primary_muscles: ['Obliques', 'Abductors'], difficulty: 'Intermediate' }),
  sidePlank('Star Side Plank', {
    0: 'Lie on your side with your hand on the floor under your shoulder, arm straight, and your legs straight and stacked.',
    2: 'Raise your top arm and top leg toward the ceiling so your body forms a star.',
  }, { primary_muscles: ['Obliques', 'Abductors'], difficulty: 'Advanced' }),
  sidePlank('Copenhagen Plank', {
    0: 'Lie on your side beside a bench with your forearm on the floor and the inside of your top knee or ankle on the bench.',
    1: 'Lift your hips and bottom leg until your body forms a straight line, tucking the bottom leg under the bench.',
  }, { primary_muscles: ['Adductors', 'Obliques'], difficulty: 'Advanced' }),
  bear('Bear Plank'),
  bear('Bear Crawl', {
    2: 'Crawl forward by moving your opposite hand and foot together in short steps.',
    3: 'Keep your knees low and your hips level, then crawl backward to return.',
  }, { force: 'Push' }),
  bear('Lateral Bear Crawl', {
    2: 'Crawl sideways by moving your hand and foot on the same side out, then bringing the other hand and foot in.',
    3: 'Keep your knees low and your hips level, then crawl back the other way.',
  }, { force: 'Push' }),
  family('Bodyweight', meta(['Triceps', 'Glutes', 'Abdominals'], 'Push', 'Compound', 'Beginner'), [
    'Sit on the floor with your knees bent, feet flat and hands on the floor behind you, fingers toward your feet.',
    'Press through your hands and feet to lift your hips off the floor.',
    'Walk forward or backward by moving your opposite hand and foot together, keeping your hips lifted.',
  ])('Crab Walk'),
  family('Bodyweight', meta(['Abdominals', 'Hamstrings', 'Front Shoulders'], 'Push', 'Compound', 'Beginner'), [
    'Stand with your feet hip-width apart and fold forward to place your hands on the floor, bending your knees as needed.',
    'Walk your hands forward until you reach a high plank with your shoulders over your wrists.',
    'Hold briefly with your core braced, then walk your feet toward your hands with straight legs and stand up.',
  ])('Inchworm'),
  family('Bodyweight', meta(['Abdominals'], 'Hold', 'Isolation', 'Novice'), [
    'Lie on your back with your arms pointing at the ceiling and your knees bent 90 degrees over your hips.',
    'Press your lower back into the floor and brace your core.',
    ...DEAD_BUG,
  ])('Dead Bug'),
  birdDog('Bird Dog'),
  birdDog('Bird Dog Crunch', {
    2: 'Draw your elbow and the opposite knee together under your body, then extend them back out.',
    3: SWITCH_SIDES,
  }, { primary_muscles: ['Abdominals', 'Lower back', 'Glutes'], force: 'Pull', difficulty: 'Beginner' }),
  hollow('Hollow Body Hold'),
  hollow('Tuck Hollow Hold', {
    1: 'Press your lower back into the floor, bend your knees over your hips and lift your shoulders off the floor.',
    2: 'Keep your ribs down and your shoulders off the floor.',
  }, { difficulty: 'Novice' }),
  hollow('Hollow Body Rock', {
    3: 'Rock back and forth from your shoulders to your hips without losing the shape.',
  }, { force: 'Pull', difficulty: 'Intermediate' }),
  climber('Mountain Climber'),
  climber('Cross-Body Mountain Climber', {
    1: CROSS_CLIMB,
  }, { primary_muscles: ['Obliques', 'Abdominals', 'Hip Flexors'] }),
];

// =====================================================================================================
// Bodyweight: sliders (furniture sliders or a towel on a smooth floor)
// =====================================================================================================

const SLIDER_FEET_PLANK = 'Place a slider under each foot and start in a high plank with your hands under your shoulders.';
const SLIDER_HAMSTRING = [
  'Lie on your back with your heels on two sliders, legs straight and arms by your sides.',
  HIPS_TO_HEELS,
  ...HAM_CURL,
];
const sliders = [
  family('Bodyweight', meta(['Hamstrings', 'Glutes'], 'Pull', 'Isolation', 'Intermediate'), SLIDER_HAMSTRING)('Slider Hamstring Curl'),
  lunge('Slider Reverse Lunge', {
    0: 'Stand tall with one foot on a slider and your hands on your hips.',
    1: 'Slide the foot on the slider straight back and lower your back knee toward the floor until both knees are bent about 90 degrees.',
    3: ['Drive through your front foot and drag the slider back under your hips to stand.', SWITCH_LEGS],
  }, { difficulty: 'Intermediate' }),
  lunge('Slider Lateral Lunge', {
    0: 'Stand tall with one foot on a slider and your hands on your hips.',
    1: 'Slide that foot out to the side and sit your hips back over the other leg, keeping the sliding leg straight.',
    2: LATERAL_LUNGE[1],
    3: ['Press through the planted foot and drag the slider back in to stand.', SWITCH_SIDES],
  }, { primary_muscles: ['Quads', 'Glutes', 'Adductors'], difficulty: 'Intermediate' }),
  climber('Slider Mountain Climber', { 0: SLIDER_FEET_PLANK, 1: 'Slide one knee toward your chest, then switch legs quickly in a running motion while keeping your hips level.' }, {
    difficulty: 'Intermediate',
  }),
  family('Bodyweight', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Advanced'), [
    SLIDER_FEET_PLANK,
    'Keeping your legs straight, slide your feet toward your hands as you lift your hips into an inverted V.',
    'Slide your feet back out to the plank under control without letting your hips sag.',
  ])('Slider Pike'),
  family('Bodyweight', meta(['Abdominals'], 'Hold', 'Compound', 'Intermediate'), [
    'Place a slider under each foot and start in a forearm plank with your elbows under your shoulders.',
    ...BODY_SAW,
  ])('Slider Body Saw'),
];

// =====================================================================================================
// Bodyweight: calisthenics skills (holds, handstands, planche, levers, muscle-ups)
// =====================================================================================================

const L_SIT = [
  'Sit on the floor with your legs straight and your hands flat beside your hips.',
  'Press down hard to straighten your arms and lift your hips off the floor, shoulders pushed down.',
  'Lift your straight legs until they are parallel to the floor, toes pointed.',
  HOLD_BREATHE,
];
const lSit = family('Bodyweight', meta(['Abdominals', 'Hip Flexors', 'Triceps'], 'Hold', 'Compound', 'Advanced'), L_SIT);

const HANDSTAND = [
  'Place your hands on the floor shoulder-width apart about a hand\'s length from a wall.',
  'Kick one leg up, then the other, until your heels rest lightly against the wall.',
  'Push the floor away with straight arms, keep your ribs tucked and squeeze your legs together.',
  'Hold for the set time while breathing steadily, then step down one leg at a time.',
];
const handstand = family('Bodyweight', meta(['Front Shoulders', 'Triceps', 'Abdominals'], 'Hold', 'Compound', 'Intermediate'), HANDSTAND);
const FREE_HANDS = 'Place your hands on the floor shoulder-width apart with your fingers spread.';
const FREE_KICK = 'Kick up with control until your hips and legs are stacked over your shoulders.';

const HSPU = [
  'Kick up into a handstand with your heels resting against a wall and your hands a little wider than shoulder-width.',
  'Brace your core and squeeze your legs together.',
  'Bend your elbows to lower the top of your head toward the floor, keeping your elbows at about 45 degrees.',
  'Press back up to straight arms, pushing your body toward the ceiling.',
];
const hspu = family('Bodyweight', meta(['Front Shoulders', 'Triceps', 'Traps'], 'Push', 'Compound', 'Advanced'), HSPU);

const planche = slotted('Bodyweight', meta(['Front Shoulders', 'Chest', 'Abdominals'], 'Hold', 'Compound', 'Advanced'), [
  'Place your hands on the floor or on parallettes shoulder-width apart with your fingers turned out.',
  'Lock your arms straight, push the floor away and lean your shoulders forward past your hands.',
], [HOLD_BREATHE]);

const frontLever = slotted('Bodyweight', meta(['Lats', 'Abdominals', 'Rear Shoulders'], 'Hold', 'Compound', 'Advanced', ['Overhand']), [
  'Hang from a pull-up bar with an overhand grip about shoulder-width apart.',
  'Pull your straight arms down toward your hips and lean back until your torso is horizontal.',
], [HOLD_BREATHE]);

const BACK_LEVER_START = [
  'Hang from gymnastic rings or a bar and tuck your knees to your chest.',
  'Rotate backward, passing your legs between your arms, until you hang upside down with your hips behind you.',
];
const backLever = slotted('Bodyweight', meta(['Lats', 'Chest', 'Biceps'], 'Hold', 'Compound', 'Advanced', ['Overhand']), BACK_LEVER_START, [
  'Hold the position for the set time, then rotate back out slowly.',
]);

const MUSCLE_UP = [
  'Hang from a pull-up bar with a false or overhand grip about shoulder-width apart.',
  'Pull explosively, driving your elbows down and bringing the bar toward your lower chest.',
  'As the bar reaches your chest, lean forward and roll your wrists over the bar.',
  'Press up to straight arms above the bar as in a dip.',
  'Lower yourself back to a hang under control.',
];
const muscleUp = family('Bodyweight', meta(['Lats', 'Chest', 'Triceps'], 'Pull', 'Compound', 'Advanced', ['Overhand', 'False']), MUSCLE_UP);

const skills = [
  lSit('L-Sit'),
  lSit('Tuck L-Sit', { 2: 'Pull your knees into your chest and hold them there with your feet off the floor.' }, { difficulty: 'Intermediate' }),
  lSit('Parallette L-Sit', {
    0: 'Sit between two parallettes and grip them beside your hips with your palms facing in.',
  }, { grips: ['Neutral'] }),
  lSit('Ring L-Sit', {
    0: RING_SUPPORT,
    1: 'Lock your arms, turn the rings slightly out and push your shoulders down away from your ears.',
  }, { grips: ['Neutral'] }),
  lSit('V-Sit', {
    2: 'Lift your straight legs as high as you can toward your face, leaning your shoulders slightly back.',
  }),
  family('Bodyweight', meta(['Front Shoulders', 'Triceps', 'Abdominals'], 'Hold', 'Compound', 'Intermediate'), [
    'Squat down and place your hands flat on the floor shoulder-width apart with your fingers spread.',
    'Bend your elbows slightly and rest your knees against the backs of your upper arms.',
    'Lean forward until your feet lift off the floor, balancing on your hands.',
    HOLD_BREATHE,
  ])('Frog Stand'),

  handstand('Wall Handstand'),
  handstand('Chest-to-Wall Handstand', {
    0: 'Start in a push-up position facing away from a wall with your feet against its base.',
    1: 'Walk your feet up the wall and your hands toward it until your body is nearly vertical with your chest facing the wall.',
    3: 'Hold for the set time, then walk your hands away and your feet down the wall.',
  }),
  handstand('Wall Handstand Shoulder Tap', {
    0: 'Start in a push-up position facing away from a wall with your feet against its base.',
    1: 'Walk your feet up the wall and your hands toward it until your body is nearly vertical with your chest facing the wall.',
    3: 'Shift your weight onto one hand, tap that shoulder with the other hand, then alternate for the set reps.',
  }, { force: 'Push', difficulty: 'Advanced' }),
  handstand('Wall Walk', {
    0: 'Lie face down with your feet against the base of a wall and your hands beside your chest.',
    1: 'Press up to a push-up position, then walk your feet up the wall while walking your hands back toward it.',
    2: 'Stop when your chest is close to the wall with your arms straight and your body tight.',
    3: 'Walk your hands out and your feet down the wall under control to return to the floor.',
  }, { force: 'Push' }),
  handstand('Freestanding Handstand', {
    0: FREE_HANDS,
    1: FREE_KICK,
    2: 'Balance by pressing through your fingertips or the heels of your hands, arms straight and body in a tight line.',
    3: 'Hold for as long as you can, then step or cartwheel down.',
  }, { difficulty: 'Advanced' }),
  handstand('Handstand Walk', {
    0: FREE_HANDS,
    1: FREE_KICK,
    2: 'Let your legs lean slightly ahead of your hands, then take short, quick steps with your hands to stay balanced.',
    3: 'Walk forward for the set distance, then step down.',
  }, { force: 'Push', difficulty: 'Advanced' }),
  hspu('Handstand Push-Up'),
  hspu('Negative Handstand Push-Up', {
    2: 'Bend your elbows to lower the top of your head to the floor over three to five seconds.',
    3: 'Kick down and reset in the handstand before each rep.',
  }),
  hspu('Deficit Handstand Push-Up', {
    0: 'Place two parallettes or stacked plates against a wall and kick up into a handstand with your hands on them.',
    2: 'Bend your elbows to lower until your head passes below the level of your hands.',
  }),
  hspu('Kipping Handstand Push-Up', {
    2: 'Lower your head to a mat, tuck your knees toward your chest, then kick your legs up explosively as you press.',
  }),
  hspu('Freestanding Handstand Push-Up', {
    0: 'Kick up into a freestanding handstand with your hands shoulder-width apart and your body stacked over them.',
    1: 'Brace your core, squeeze your legs together and balance through your fingertips.',
  }),

  family('Bodyweight', meta(['Front Shoulders', 'Chest', 'Abdominals'], 'Hold', 'Compound', 'Intermediate'), [
    'Start in a high plank with your hands beside your waist and your fingers turned out.',
    'Lock your arms and lean your shoulders forward past your hands, rising onto your toes.',
    'Push the floor away so your upper back rounds slightly, keeping your body in a straight line.',
    HOLD_BREATHE,
  ])('Planche Lean'),
  planche('Tuck Planche', 'Lift your feet off the floor with your knees tucked tight to your chest and your back rounded.'),
  planche('Advanced Tuck Planche', 'Lift your feet off the floor with your knees tucked and your back flat, hips level with your shoulders.'),
  planche('Straddle Planche', 'Lift your straight legs off the floor, spread wide apart, with your body level with the floor.'),
  planche('Full Planche', 'Lift your straight legs together off the floor so your body is level with the floor from head to toes.'),

  frontLever('Tuck Front Lever', 'Keep your knees tucked tight to your chest with your hips level with your shoulders.', {}, { difficulty: 'Intermediate' }),
  frontLever('Advanced Tuck Front Lever', 'Keep your knees tucked and your back flat, with your hips level with your shoulders.'),
  frontLever('One-Leg Front Lever', 'Extend one leg straight and keep the other tucked, with your body horizontal.'),
  frontLever('Straddle Front Lever', 'Extend your legs straight and wide apart, with your body horizontal.'),
  frontLever('Front Lever', 'Extend your legs together so your body is straight and horizontal from head to toes.'),
  frontLever('Front Lever Raise', 'Keep your body straight and pause briefly at horizontal.', {
    1: 'Keep your arms straight and raise your straight body from the hang up to horizontal.',
    3: 'Lower slowly back to a hang and repeat.',
  }, { force: 'Pull' }),

  backLever('Skin the Cat', 'Continue until your feet point toward the floor behind you, then pull back through to the start.', {
    3: 'Lower your legs to a hang with control.',
  }, { primary_muscles: ['Lats', 'Front Shoulders', 'Abdominals'], force: 'Pull', difficulty: 'Intermediate' }),
  backLever('German Hang', 'Let your feet lower toward the floor behind you and relax into the stretch across your shoulders with straight arms.', {}, {
    primary_muscles: ['Front Shoulders', 'Chest', 'Biceps'],
    difficulty: 'Intermediate',
  }),
  backLever('Tuck Back Lever', 'Lower your hips until your back is parallel to the floor, keeping your knees tucked to your chest.'),
  backLever('Back Lever', 'Extend your legs and lower until your body is straight and horizontal, facing the floor.'),

  family('Bodyweight', meta(['Obliques', 'Lats', 'Front Shoulders'], 'Hold', 'Compound', 'Advanced', ['Mixed']), [
    'Grip a vertical pole with your top hand overhand above your head and your bottom hand underhand at chest height.',
    'Lock your bottom arm and push into the pole while pulling hard with your top arm.',
    'Kick your legs up and out to the side until your body is horizontal.',
    HOLD_BREATHE,
  ])('Human Flag'),

  muscleUp('Bar Muscle-Up'),
  muscleUp('Kipping Muscle-Up', {
    1: 'Swing into a hollow position and then an arch, and snap back to drive your hips toward the bar as you pull.',
  }),
  muscleUp('Ring Muscle-Up', {
    0: 'Hang from gymnastic rings with a false grip, the heels of your hands resting over the rings.',
    1: 'Pull explosively, keeping the rings close to your body, until they reach your lower chest.',
    2: 'Lean your chest forward over the rings and roll your elbows back into the bottom of a dip.',
    3: 'Press up to straight arms, keeping the rings tight to your body.',
  }, { grips: ['False'] }),
  muscleUp('Negative Muscle-Up', {
    0: 'Jump to a support above the bar with straight arms, gripping it overhand.',
    1: 'Lower yourself slowly into the bottom of a dip over the bar.',
    2: 'Roll your wrists and shoulders back under the bar, staying as close to it as you can.',
    3: 'Continue lowering slowly until you reach a dead hang.',
    4: 'Drop down and reset before the next rep.',
  }, { grips: ['Overhand'] }),
];

// =====================================================================================================
// Bodyweight: jumps and plyometrics
// =====================================================================================================

const BOX_JUMP = [
  'Stand facing a sturdy box about an arm\'s length away with your feet hip-width apart.',
  QUARTER_DIP,
  'Jump explosively onto the box, swinging your arms forward.',
  'Land softly in a half squat with your whole foot on the box.',
  'Stand tall, then step back down rather than jumping.',
];
const boxJump = family('Bodyweight', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Beginner'), BOX_JUMP);

const TUCK_JUMP = [
  STAND_ARMS_DOWN,
  'Dip into a quarter squat and jump straight up as high as you can.',
  'Pull your knees up toward your chest at the top of the jump.',
  SOFT_LANDING,
];
const tuckJump = family('Bodyweight', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Intermediate'), TUCK_JUMP);

const POGO = [
  'Stand tall with your feet hip-width apart and your knees almost straight.',
  'Bounce quickly off the balls of your feet, using your ankles rather than your knees.',
  'Keep each ground contact short and stiff, staying tall.',
  'Continue for the set reps or time, breathing steadily.',
];
const pogo = family('Bodyweight', meta(['Calves'], 'Push', 'Isolation', 'Beginner'), POGO);

const plyometrics = [
  boxJump('Box Jump'),
  boxJump('Lateral Box Jump', {
    0: 'Stand side-on to a low, sturdy box with your feet hip-width apart.',
    2: 'Jump up and sideways onto the box, swinging your arms up.',
    4: 'Step down on the far side and repeat in the other direction.',
  }, { difficulty: 'Intermediate' }),
  boxJump('Single-Leg Box Jump', {
    0: 'Stand on one leg facing a low, sturdy box about an arm\'s length away.',
    3: 'Land softly on the same leg with your knee tracking over your toes.',
    4: 'Step down, complete your reps, then switch legs.',
  }, { difficulty: 'Advanced' }),
  boxJump('Depth Jump', {
    0: 'Stand on the edge of a box at about knee height.',
    1: 'Step off the box with one foot, keeping your arms ready.',
    2: 'Land on both feet and immediately jump as high as you can, swinging your arms up.',
    3: 'Land softly with bent knees and your knees tracking over your toes.',
    4: 'Step back onto the box and reset between reps.',
  }, { difficulty: 'Advanced' }),
  family('Bodyweight', meta(['Quads', 'Glutes', 'Hamstrings'], 'Push', 'Compound', 'Beginner'), [
    STAND_ARMS_DOWN,
    QUARTER_DIP,
    'Jump forward as far as you can, swinging your arms forward and extending your hips.',
    'Land softly on both feet in a half squat and hold the landing before walking back.',
  ])('Broad Jump'),
  tuckJump('Tuck Jump'),
  tuckJump('Star Jump', {
    2: 'Spread your arms and legs wide into a star shape at the top of the jump.',
    3: 'Bring your arms and legs back together to land softly with bent knees.',
  }, { primary_muscles: ['Quads', 'Calves', 'Abductors'], difficulty: 'Beginner' }),
  tuckJump('Frog Jump', {
    1: 'Squat down deep and touch the floor between your feet with both hands.',
    2: 'Jump forward and up explosively, swinging your arms forward.',
    3: 'Land back in the deep squat and go straight into the next jump.',
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  family('Bodyweight', meta(['Glutes', 'Quads', 'Abductors'], 'Push', 'Compound', 'Beginner'), [
    'Stand on your right leg with a slight bend in the knee.',
    'Jump sideways to the left, landing softly on your left leg.',
    'Let your right leg swing behind your left and reach your right hand toward the floor.',
    'Bound back to the right and keep alternating at a steady rhythm.',
  ])('Skater Jump'),
  pogo('Pogo Jump'),
  pogo('Single-Leg Pogo Jump', {
    0: 'Stand tall on one leg with your knee almost straight.',
    1: 'Bounce quickly off the ball of your foot, using your ankle rather than your knee.',
    3: 'Complete the set reps or time, then switch legs.',
  }, { difficulty: 'Intermediate' }),
];

const bodyweight: ExerciseSeed[] = [
  ...pushUps,
  ...dips,
  ...pulls,
  ...squats,
  ...hinges,
  ...core,
  ...sliders,
  ...skills,
  ...plyometrics,
];

// =====================================================================================================
// TRX (suspension trainer)
// =====================================================================================================

const TRX_FACE = 'Adjust the TRX straps to mid-length, face the anchor and hold a handle in each hand with your palms facing each other.';
const TRX_FACE_DOWN = 'Adjust the TRX straps to mid-length, face the anchor and hold a handle in each hand with your palms facing down.';
const TRX_FACE_UP = 'Adjust the TRX straps to mid-length, face the anchor and hold a handle in each hand with your palms facing up.';
const TRX_ONE_HAND = 'Adjust the TRX straps to mid-length, face the anchor and hold both handles together in one hand.';
const CURL_FOREHEAD = 'Keeping your elbows high and still, curl the handles toward your forehead by bending only at the elbows.';
const TRX_ROW = [
  TRX_FACE,
  'Walk your feet forward and lean back on straight arms, heels on the floor, until the straps are taut.',
  BODY_LINE,
  PULL_TO_HANDS,
  LOWER_STRAIGHT,
  'Walk your feet closer to the anchor to make it harder, or further away to make it easier.',
];
const trxRow = family('TRX', meta(['Traps (mid-back)', 'Lats', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Neutral']), TRX_ROW);

const TRX_PRESS = [
  'Adjust the TRX straps to their longest length, face away from the anchor and hold a handle in each hand with your palms facing down.',
  'Extend your arms in front of your chest and step your feet back so you lean forward on your toes.',
  BODY_LINE,
  'Bend your elbows to lower your chest between the handles, keeping your elbows at about 45 degrees.',
  'Press the handles away to return to straight arms without letting them drift apart.',
];
const trxPress = family('TRX', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Beginner', ['Overhand']), TRX_PRESS);
const FALLOUT = [
  'Keeping your arms straight, raise them overhead as you let your body fall forward.',
  'Stop before your lower back sags, then pull your arms back down to return to the start.',
];

const TRX_FEET_LOW = 'Adjust the TRX straps so the foot cradles hang about a foot off the floor.';
const trxFeet = slotted('TRX', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Intermediate'), [
  TRX_FEET_LOW,
  'Face away from the anchor, kneel and place the tops of your feet in the foot cradles.',
  'Walk your hands out into a high plank with your hands under your shoulders and your body straight.',
]);
const TRX_FOREARMS = 'Walk your forearms out into a forearm plank with your elbows under your shoulders.';
const TRX_SIDE = 'Roll onto your side with your forearm under your shoulder and your feet stacked in the cradles.';
const TRX_PUSH = [
  PUSH_UP[2],
  'Press back up to straight arms without letting the straps swing.',
];
const TRX_TUCK = [
  'Brace your core and pull both knees toward your chest, keeping your hips level with your shoulders.',
  'Extend your legs back to the plank under control.',
];
const TRX_PIKE = [
  'Keeping your legs straight, lift your hips toward the ceiling until your body forms an inverted V.',
  'Lower your hips back to the plank under control.',
];

const trxSupine = slotted('TRX', meta(['Hamstrings', 'Glutes'], 'Pull', 'Isolation', 'Intermediate'), [
  TRX_FEET_LOW,
  'Lie on your back under the anchor with your heels in the foot cradles and your arms by your sides.',
  HIPS_TO_HEELS,
]);
const TRX_ONE_HEEL = 'Lie on your back under the anchor with one heel in the foot cradles and the other leg lifted.';

const trxLegs = slotted('TRX', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']), [
  TRX_FACE,
  'Step back until your arms are straight in front of you and your feet are shoulder-width apart.',
]);
const TRX_SQUAT_DOWN = 'Sit your hips back and down into a deep squat, using the straps only for balance.';
const TRX_STAND = 'Drive through your heels to stand, keeping your chest up and your arms straight.';
const TRX_ONE_LEG = 'Step back until your arms are straight and stand on one leg with the other held out in front of you.';

const TRX_SUSPENDED_LUNGE = [
  'Adjust the TRX straps to mid-calf height and stand facing away from the anchor.',
  'Place the top of one foot in the foot cradle behind you and hop forward into a long split stance.',
  SPLIT_LOWER,
  SPLIT_UPRIGHT,
  SPLIT_FINISH,
];
const trxSuspendedLunge = family('TRX', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate'), TRX_SUSPENDED_LUNGE);

const TRX_SPRINTER = [
  'Adjust the TRX straps to mid-length, face away from the anchor and hold the handles at your shoulders with the straps under your arms.',
  'Step one foot back and lean forward into the straps like a sprinter in the blocks.',
  'Drive your back knee up to hip height as you rise onto the toes of your front foot.',
  'Step the leg back to the start with control.',
  SWITCH_LEGS,
];
const trxSprinter = family('TRX', meta(['Quads', 'Glutes', 'Hip Flexors'], 'Push', 'Compound', 'Beginner', ['Neutral']), TRX_SPRINTER);

const trx: ExerciseSeed[] = [
  trxRow('TRX Row'),
  trxRow('TRX High Row', {
    0: TRX_FACE_DOWN,
    3: 'Pull the handles toward your face with your elbows high and out to the sides, level with your shoulders.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Overhand'] }),
  trxRow('TRX Underhand Row', {
    0: TRX_FACE_UP,
    3: 'Pull the handles to your lower ribs, keeping your elbows close to your sides.',
  }, { primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], grips: ['Underhand'] }),
  trxRow('TRX Face Pull', {
    0: TRX_FACE_DOWN,
    3: 'Pull the handles toward your forehead, spreading them apart and turning your knuckles back.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Overhand'] }),
  trxRow('TRX Y Fly', {
    0: TRX_FACE_DOWN,
    3: 'Keeping your arms straight, raise them up and out into a Y above your head, lifting your body.',
  }, { primary_muscles: ['Traps (mid-back)', 'Rear Shoulders'], mechanic: 'Isolation', difficulty: 'Intermediate', grips: ['Overhand'] }),
  trxRow('TRX Reverse Fly', {
    3: 'Keeping a slight bend in your elbows, open your arms out to the sides into a T, squeezing your shoulder blades together.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], mechanic: 'Isolation' }),
  trxRow('TRX Biceps Curl', { 0: TRX_FACE_UP, 3: CURL_FOREHEAD }, {
    primary_muscles: ['Biceps'], mechanic: 'Isolation', grips: ['Underhand'],
  }),
  trxRow('TRX Hammer Curl', {
    3: 'Keeping your elbows high and still, curl the handles toward your temples with your palms facing each other.',
  }, { primary_muscles: ['Biceps', 'Forearms'], mechanic: 'Isolation' }),
  trxRow('TRX Single-Arm Biceps Curl', { 0: TRX_ONE_HAND, 3: CURL_FOREHEAD, 5: [TRX_ROW[5], SWITCH_ARMS] }, {
    primary_muscles: ['Biceps'], mechanic: 'Isolation', difficulty: 'Intermediate', grips: ['Underhand'],
  }),
  trxRow('TRX Single-Arm Row', {
    0: TRX_ONE_HAND,
    3: 'Pull your chest toward the handles while keeping your shoulders and hips square to the anchor.',
    5: [TRX_ROW[5], SWITCH_ARMS],
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Obliques'], difficulty: 'Intermediate' }),
  trxRow('TRX Power Pull', {
    0: TRX_ONE_HAND,
    3: 'Start with your free arm reaching toward the anchor, then row the handles to your ribs as you rotate your chest open and reach your free arm to the ceiling.',
    4: 'Rotate back down under control as your working arm straightens.',
    5: [TRX_ROW[5], SWITCH_ARMS],
  }, { primary_muscles: ['Lats', 'Obliques', 'Traps (mid-back)'], difficulty: 'Intermediate' }),
  trxRow('TRX Torso Rotation', {
    0: 'Adjust the TRX straps to mid-length, face the anchor and hold both handles together with your arms straight at chest height.',
    3: 'Rotate your arms and torso to one side, letting your body lower while your arms stay straight.',
    4: 'Rotate back through the center to the other side using your obliques.',
  }, { primary_muscles: ['Obliques', 'Abdominals'], difficulty: 'Intermediate' }),
  family('TRX', meta(['Lats', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Overhand']), [
    'Adjust the TRX straps so the handles are at arm\'s reach when you sit on the floor beneath the anchor.',
    'Sit under the anchor with your knees bent, feet flat and a handle in each hand, palms facing forward.',
    'Pull your chest up toward the handles, pushing through your heels only as much as you need.',
    LOWER_STRAIGHT,
  ])('TRX Assisted Pull-Up'),
  family('TRX', meta(['Obliques', 'Abdominals'], 'Push', 'Compound', 'Beginner', ['Neutral']), [
    'Adjust the TRX straps to mid-length, stand side-on to the anchor and hold both handles together at the center of your chest.',
    'Step away from the anchor until the straps are taut and lean slightly away from it.',
    'Press the handles straight out from your chest without letting your torso rotate toward the anchor.',
    'Bring the handles back to your chest.',
    SWITCH_SIDES,
  ])('TRX Pallof Press'),

  trxPress('TRX Chest Press'),
  trxPress('TRX Single-Arm Chest Press', {
    0: 'Adjust the TRX straps to their longest length, face away from the anchor and hold both handles together in one hand.',
    4: ['Press the handles away to a straight arm while keeping your shoulders and hips square.', SWITCH_ARMS],
  }, { primary_muscles: ['Chest', 'Triceps', 'Obliques'], difficulty: 'Intermediate' }),
  trxPress('TRX Chest Fly', {
    0: 'Adjust the TRX straps to their longest length, face away from the anchor and hold a handle in each hand with your palms facing each other.',
    3: 'With a slight bend in your elbows, open your arms wide to the sides and let your chest lower between them.',
    4: 'Squeeze your arms back together in front of your chest to return to the start.',
  }, { primary_muscles: ['Chest', 'Front Shoulders'], mechanic: 'Isolation', difficulty: 'Intermediate', grips: ['Neutral'] }),
  trxPress('TRX Triceps Press', {
    3: TRICEPS_EXTENSION[0],
    4: TRICEPS_EXTENSION[1],
  }, { primary_muscles: ['Triceps'], mechanic: 'Isolation' }),
  trxPress('TRX Fallout', { 3: FALLOUT[0], 4: FALLOUT[1] }, {
    primary_muscles: ['Abdominals', 'Lats'], force: 'Pull', difficulty: 'Intermediate',
  }),
  trxPress('TRX Kneeling Rollout', {
    1: 'Kneel on a mat with your arms straight in front of your chest and lean forward into the straps.',
    2: KNEES_LINE,
    3: FALLOUT[0],
    4: FALLOUT[1],
  }, { primary_muscles: ['Abdominals', 'Lats'], force: 'Pull' }),
  family('TRX', meta(['Triceps', 'Chest'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
    'Adjust the TRX straps to mid-length, stand between them facing away from the anchor and hold the handles beside your hips.',
    'Press down to straighten your arms, then walk your feet forward with your knees bent so your arms support your weight.',
    TRICEPS_DIP_LOWER,
    'Press through the handles to straighten your arms, keeping the straps close to your sides.',
  ])('TRX Dip'),

  trxFeet('TRX Plank', [PLANK_LINE, HOLD_BREATHE], {}, { primary_muscles: ['Abdominals'], force: 'Hold' }),
  trxFeet('TRX Forearm Plank', [PLANK_LINE, HOLD_BREATHE], { 2: TRX_FOREARMS }, { primary_muscles: ['Abdominals'], force: 'Hold' }),
  trxFeet('TRX Body Saw', BODY_SAW, { 2: TRX_FOREARMS }, { primary_muscles: ['Abdominals'], force: 'Hold', difficulty: 'Advanced' }),
  trxFeet('TRX Side Plank', [SIDE_PLANK[1], SIDE_PLANK[3]], { 2: TRX_SIDE }, { primary_muscles: ['Obliques', 'Abdominals'], force: 'Hold' }),
  trxFeet('TRX Side Plank Hip Drop', [SIDE_PLANK[1], HIP_DIP, SWITCH_SIDES], { 2: TRX_SIDE }, {
    primary_muscles: ['Obliques', 'Abdominals'], force: 'Hold', difficulty: 'Advanced',
  }),
  trxFeet('TRX Suspended Push-Up', TRX_PUSH, {}, { primary_muscles: ['Chest', 'Triceps', 'Abdominals'], force: 'Push' }),
  trxFeet('TRX Atomic Push-Up', [...TRX_PUSH, 'At the top, pull your knees in toward your chest, then extend them back to the plank.'], {}, {
    primary_muscles: ['Chest', 'Abdominals', 'Triceps'], force: 'Push', difficulty: 'Advanced',
  }),
  trxFeet('TRX Knee Tuck', TRX_TUCK),
  trxFeet('TRX Pike', TRX_PIKE, {}, { primary_muscles: ['Abdominals', 'Hip Flexors', 'Front Shoulders'], difficulty: 'Advanced' }),
  trxFeet('TRX Pike Push-Up', [TRX_PIKE[0], 'At the top, bend your elbows to lower your head toward the floor, then press back up.', TRX_PIKE[1]], {}, {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Abdominals'], force: 'Push', difficulty: 'Advanced',
  }),
  trxFeet('TRX Mountain Climber', [KNEE_TO_CHEST_RUN, MOUNTAIN_CLIMBER[2]], {}, { primary_muscles: ['Abdominals', 'Hip Flexors', 'Quads'], force: 'Push' }),
  trxFeet('TRX Oblique Crunch', [
    'Pull both knees in toward one elbow, rotating your hips.',
    'Extend your legs back to the plank and alternate sides.',
  ], {}, { primary_muscles: ['Obliques', 'Abdominals'], difficulty: 'Advanced' }),
  trxFeet('TRX Spiderman Plank', KNEE_TO_ELBOW, {}, { primary_muscles: ['Obliques', 'Abdominals', 'Hip Flexors'], force: 'Hold' }),

  trxSupine('TRX Hamstring Curl', HAM_CURL),
  trxSupine('TRX Single-Leg Hamstring Curl', [
    'Curl your heel toward your glutes while keeping your hips high.',
    'Straighten your leg slowly, keeping your hips up.',
    SWITCH_LEGS,
  ], { 1: TRX_ONE_HEEL }, { difficulty: 'Advanced' }),
  trxSupine('TRX Hamstring Runner', [
    'Curl one heel toward your glutes as the other leg extends, alternating in a running motion.',
    'Keep your hips high and continue for the set time.',
  ], {}, { mechanic: 'Compound', difficulty: 'Advanced' }),
  trxSupine('TRX Hip Press', BRIDGE_TOP, {
    2: 'Bend your knees to 90 degrees and press your heels down into the cradles to lift your hips until your body is straight from knees to shoulders.',
  }, { primary_muscles: ['Glutes', 'Hamstrings'], force: 'Push', difficulty: 'Beginner' }),
  trxSupine('TRX Single-Leg Hip Press', [BRIDGE_TOP, SWITCH_LEGS], {
    1: TRX_ONE_HEEL,
    2: 'Bend your knee to 90 degrees and press your heel down into the cradles to lift your hips until your body is straight from knee to shoulders.',
  }, { primary_muscles: ['Glutes', 'Hamstrings'], force: 'Push' }),

  trxLegs('TRX Squat', [TRX_SQUAT_DOWN, TRX_STAND], {}, { difficulty: 'Novice' }),
  trxLegs('TRX Sumo Squat', [TRX_SQUAT_DOWN, TRX_STAND], {
    1: 'Step back until your arms are straight and set your feet wide with your toes turned out.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Adductors'], difficulty: 'Novice' }),
  trxLegs('TRX Jump Squat', [TRX_SQUAT_DOWN, 'Drive up explosively into a jump, keeping light tension on the straps.', SOFT_LANDING], {}, {
    primary_muscles: ['Quads', 'Glutes', 'Calves'],
  }),
  trxLegs('TRX Squat Row', [
    TRX_SQUAT_DOWN,
    'Drive up to stand and row the handles to your ribs as you rise.',
    'Straighten your arms as you sink into the next squat.',
  ], {}, { primary_muscles: ['Quads', 'Glutes', 'Traps (mid-back)'] }),
  trxLegs('TRX Pistol Squat', [
    'Sit back and lower on the standing leg as deep as you can control, using the straps for balance.',
    PISTOL[3],
    SWITCH_LEGS,
  ], { 1: TRX_ONE_LEG }, { difficulty: 'Intermediate' }),
  trxLegs('TRX Skater Squat', [SHRIMP[2], SHRIMP[3], SWITCH_LEGS], {
    1: 'Step back until your arms are straight and stand on one leg with the other knee bent so that foot floats behind you.',
  }, { difficulty: 'Intermediate' }),
  trxLegs('TRX Cossack Squat', COSSACK, {
    1: 'Step back until your arms are straight and set your feet about twice shoulder-width apart.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Adductors'], difficulty: 'Intermediate' }),
  trxLegs('TRX Reverse Lunge', [LUNGE_BACK, LUNGE_UPRIGHT, LUNGE_STEP_FORWARD_UP]),
  trxLegs('TRX Jump Lunge', JUMPING_LUNGE.slice(1), {
    1: 'Step back until your arms are straight and set up in a lunge with one foot forward and both knees bent about 90 degrees.',
  }, {
    primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Intermediate',
  }),
  trxLegs('TRX Lateral Lunge', LATERAL_LUNGE, {}, { primary_muscles: ['Quads', 'Glutes', 'Adductors'] }),
  trxLegs('TRX Crossing Balance Lunge', [...CURTSY_LUNGE, 'Push through your front foot to return to standing and alternate legs.'], {}, {
    primary_muscles: ['Glutes', 'Quads', 'Abductors'],
  }),
  trxLegs('TRX Single-Leg Romanian Deadlift', [
    SINGLE_LEG_SHIFT,
    'Hinge forward as your free leg extends behind you, letting your arms rise toward the anchor with your hips square.',
    SINGLE_LEG_RETURN,
  ], {}, { primary_muscles: ['Hamstrings', 'Glutes'], force: 'Pull' }),
  trxLegs('TRX Calf Raise', [CALF_RAISE[1], CALF_RAISE[2]], {}, { primary_muscles: ['Calves'], mechanic: 'Isolation', difficulty: 'Novice' }),
  trxLegs('TRX Overhead Squat', [TRX_SQUAT_DOWN, 'Drive through your heels to stand, keeping your arms straight overhead and the straps taut.'], {
    0: TRX_FACE_DOWN,
    1: 'Step back with your feet shoulder-width apart and raise your straight arms overhead in a Y, keeping the straps taut.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Traps (mid-back)'], grips: ['Overhand'] }),

  trxSuspendedLunge('TRX Suspended Lunge'),
  trxSuspendedLunge('TRX Suspended Lunge Jump', {
    4: [SPLIT_JUMP, SWITCH_LEGS],
  }, { primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Advanced' }),
  trxSprinter('TRX Sprinter Start'),
  trxSprinter('TRX Sprinter Start with Hop', {
    2: 'Drive your back knee up to hip height and hop explosively off your front foot.',
    3: 'Land softly on the same foot and step the leg back to the start.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Intermediate' }),
];

// =====================================================================================================
// Bosu Ball
// =====================================================================================================

const BOSU_UP = 'Place a Bosu ball on the floor with the dome side up.';
const BOSU_DOWN = 'Place a Bosu ball on the floor with the flat side up.';
const ON_DOME = 'Step onto the dome with your feet hip-width apart and find your balance with your arms extended in front of you.';
const ON_PLATFORM = 'Step onto the edges of the platform with your feet hip-width apart and find your balance with your arms extended in front of you.';
const DOME_CENTER = 'Stand on the center of the dome with your hands on your hips.';
const BESIDE_BALL = 'Stand side-on to the ball with your hands on your hips.';
const BACK_ONTO_DOME = 'Drive through your front foot to step back up onto the dome.';
const HOLD_SWITCH_LEGS = 'Hold for the set time, then switch legs.';

const bosuStand = family('Bosu Ball', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner'), [BOSU_UP, ON_DOME, SQUAT[1], SQUAT[2], SQUAT[3]]);
const bosuLunge = family('Bosu Ball', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate'), [
  BOSU_UP,
  DOME_CENTER,
  'Step one foot back onto the floor and lower your back knee toward it until both knees are bent about 90 degrees.',
  LUNGE_UPRIGHT,
  BACK_ONTO_DOME,
  SWITCH_LEGS,
]);
const bosuSide = slotted('Bosu Ball', meta(['Quads', 'Glutes', 'Adductors'], 'Push', 'Compound', 'Intermediate'), [BOSU_UP, BESIDE_BALL]);
const bosuPlatform = slotted('Bosu Ball', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
  BOSU_DOWN,
  'Grip the edges of the platform with your hands shoulder-width apart and extend your legs behind you on your toes.',
  BODY_LINE,
]);
const BOSU_PUSH = [
  'Bend your elbows to lower your chest toward the platform while keeping it level.',
  'Press back up to straight arms without letting the ball tilt.',
];
const bosuOnDome = slotted('Bosu Ball', meta(['Abdominals'], 'Hold', 'Compound', 'Beginner'), [BOSU_UP]);

const BOSU_CRUNCH = [
  BOSU_UP,
  'Sit on the dome and lie back so it supports your lower and middle back, feet flat on the floor.',
  'Place your fingertips lightly behind your ears.',
  'Curl your shoulders up toward your hips, exhaling as you rise.',
  'Lower back down over the dome under control, letting your abs stretch.',
];
const bosuCrunch = family('Bosu Ball', meta(['Abdominals'], 'Pull', 'Isolation', 'Beginner'), BOSU_CRUNCH);

const BOSU_BRIDGE = [BOSU_UP, 'Lie on your back with your feet flat on top of the dome, knees bent and arms by your sides.', BRIDGE_UP, BRIDGE_TOP];
const bosuBridge = family('Bosu Ball', meta(['Glutes', 'Hamstrings'], 'Push', 'Isolation', 'Beginner'), BOSU_BRIDGE);

const bosu: ExerciseSeed[] = [
  bosuStand('Bosu Squat'),
  bosuStand('Bosu Flat-Side Squat', { 0: BOSU_DOWN, 1: ON_PLATFORM }, { difficulty: 'Intermediate' }),
  bosuStand('Bosu Jump Squat', {
    4: 'Drive up explosively to jump a few inches off the dome, then land softly back in the center and sink into the next squat.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Intermediate' }),
  bosuStand('Bosu Single-Leg Squat', {
    1: 'Stand on one leg in the center of the dome with your arms extended in front of you.',
    2: 'Push your hips back and bend your standing knee to squat as low as you can control.',
    4: [PISTOL[3], SWITCH_LEGS],
  }, { difficulty: 'Advanced' }),
  bosuStand('Bosu Single-Leg Romanian Deadlift', { 2: SINGLE_LEG_SHIFT, 3: SL_HINGE, 4: SINGLE_LEG_RETURN }, {
    primary_muscles: ['Hamstrings', 'Glutes'], force: 'Pull', difficulty: 'Intermediate',
  }),
  bosuStand('Bosu Calf Raise', { 2: CALF_RAISE[1], 3: CALF_RAISE[2], 4: null }, {
    primary_muscles: ['Calves'], mechanic: 'Isolation',
  }),
  bosuStand('Bosu Single-Leg Calf Raise', {
    1: 'Stand on one leg in the center of the dome, holding a wall lightly for balance.',
    2: CALF_RAISE[1],
    3: CALF_RAISE[2],
    4: SWITCH_LEGS,
  }, { primary_muscles: ['Calves'], mechanic: 'Isolation', difficulty: 'Intermediate' }),
  bosuStand('Bosu Single-Leg Balance', {
    2: 'Shift your weight onto one foot and lift the other foot off the dome, keeping a soft knee and level hips.',
    3: HOLD_SWITCH_LEGS,
    4: null,
  }, { primary_muscles: ['Calves', 'Glutes', 'Abdominals'], force: 'Hold' }),
  bosuStand('Bosu Flat-Side Balance', {
    0: BOSU_DOWN,
    1: ON_PLATFORM,
    2: 'Keep your knees soft and make small shifts through your feet to hold the platform level.',
    3: 'Hold for the set time while breathing steadily, then step off.',
    4: null,
  }, { primary_muscles: ['Calves', 'Quads', 'Abdominals'], force: 'Hold', difficulty: 'Intermediate' }),
  bosuOnDome('Bosu Kneeling Balance', [
    'Kneel on the center of the dome with your knees hip-width apart and your hands on the dome in front of you.',
    'Lift your hands and feet off the floor and find your balance with your arms out to the sides.',
    'Keep your torso tall and your core braced.',
    HOLD_BREATHE,
  ], {}, { difficulty: 'Intermediate' }),

  bosuLunge('Bosu Reverse Lunge'),
  bosuLunge('Bosu Reverse Lunge with Knee Drive', {
    4: 'Drive through your front foot to step back up onto the dome and bring your back knee up to hip height in front of you.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Hip Flexors'] }),
  bosuLunge('Bosu Curtsy Lunge', { 2: CURTSY_LUNGE[0], 3: CURTSY_LUNGE[1] }, { primary_muscles: ['Glutes', 'Quads', 'Abductors'] }),
  bosuLunge('Bosu Forward Lunge', {
    1: 'Stand tall about a stride behind the ball with your hands on your hips.',
    2: 'Step forward onto the center of the dome and lower your back knee toward the floor until both knees are bent about 90 degrees.',
    4: LUNGE_STEP_BACK_UP,
    5: null,
  }),
  bosuLunge('Bosu Split Squat', {
    1: 'Place your front foot on the center of the dome and your back foot on its toes behind you, hands on your hips.',
    2: SPLIT_LOWER,
    3: SPLIT_UPRIGHT,
    4: SPLIT_FINISH,
    5: null,
  }),
  bosuLunge('Bosu Bulgarian Split Squat', {
    1: 'Place your front foot on the center of the dome and rest the top of your back foot on a bench behind you.',
    2: SPLIT_LOWER,
    3: SPLIT_UPRIGHT,
    4: SPLIT_FINISH,
    5: null,
  }, { difficulty: 'Advanced' }),
  bosuSide('Bosu Lateral Lunge', [
    'Step sideways onto the dome and sit your hips back over that foot, keeping the other leg straight.',
    LATERAL_LUNGE[1],
    'Push off the dome to return to standing beside the ball.',
    SWITCH_SIDES,
  ]),
  bosuSide('Bosu Lateral Step-Over', [
    'Step the near foot onto the center of the dome and squat down, keeping your other foot on the floor.',
    'Drive up and step across the dome so your other foot lands on the far side, then squat again.',
    'Keep moving from side to side over the dome at a steady rhythm.',
  ], {}, { primary_muscles: ['Quads', 'Glutes', 'Abductors'], difficulty: 'Beginner' }),
  bosuSide('Bosu Lateral Hop', [
    'Hop up onto the dome with both feet, then hop down off the far side.',
    'Hop straight back over the dome and keep going at a quick, steady rhythm.',
  ], {}, { primary_muscles: ['Quads', 'Calves', 'Abductors'] }),

  bosuPlatform('Bosu Push-Up', BOSU_PUSH),
  bosuPlatform('Bosu Knee Push-Up', BOSU_PUSH, {
    1: 'Grip the edges of the platform with your hands shoulder-width apart and rest on your knees behind it.',
    2: KNEES_LINE,
  }, { difficulty: 'Beginner' }),
  bosuPlatform('Bosu Spiderman Plank', KNEE_TO_ELBOW, {}, { primary_muscles: ['Obliques', 'Abdominals', 'Hip Flexors'], force: 'Hold' }),
  bosuPlatform('Bosu Plank', HOLD_BREATHE, {}, { primary_muscles: ['Abdominals', 'Front Shoulders'], force: 'Hold', difficulty: 'Beginner' }),
  bosuPlatform('Bosu Mountain Climber', [KNEE_TO_CHEST_RUN, MOUNTAIN_CLIMBER[2]], {}, {
    primary_muscles: ['Abdominals', 'Hip Flexors', 'Quads'],
  }),
  bosuPlatform('Bosu Cross-Body Mountain Climber', [CROSS_CLIMB, MOUNTAIN_CLIMBER[2]], {}, {
    primary_muscles: ['Obliques', 'Abdominals', 'Hip Flexors'],
  }),
  bosuPlatform('Bosu Plank Jack', PLANK_JACK, {}, { primary_muscles: ['Abdominals', 'Abductors'], force: 'Hold' }),
  bosuOnDome('Bosu Dome Push-Up', [
    'Place your hands on top of the dome with your fingers spread and extend your legs behind you on your toes.',
    BODY_LINE,
    'Bend your elbows to lower your chest toward the dome, keeping your elbows at about 45 degrees.',
    PUSH_UP[3],
  ], {}, { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], force: 'Push' }),
  bosuOnDome('Bosu Decline Push-Up', [
    'Place your feet on the center of the dome and your hands on the floor slightly wider than shoulder-width.',
    BODY_LINE,
    PUSH_UP[2],
    PUSH_UP[3],
  ], {}, { primary_muscles: ['Chest', 'Front Shoulders', 'Triceps'], force: 'Push', difficulty: 'Intermediate' }),
  bosuOnDome('Bosu Forearm Plank', [
    'Place your forearms on top of the dome with your elbows under your shoulders and extend your legs behind you on your toes.',
    PLANK_LINE,
    HOLD_BREATHE,
  ], {}, { difficulty: 'Intermediate' }),
  bosuOnDome('Bosu Side Plank', [
    'Place your forearm on the center of the dome and extend your legs to the side, feet stacked.',
    SIDE_PLANK[1],
    SIDE_PLANK[2],
    SIDE_PLANK[3],
  ], {}, { primary_muscles: ['Obliques', 'Abdominals'], difficulty: 'Intermediate' }),
  bosuOnDome('Bosu Side Plank Hip Dip', [
    'Place your forearm on the center of the dome and extend your legs to the side, feet stacked.',
    SIDE_PLANK[1],
    HIP_DIP,
    SWITCH_SIDES,
  ], {}, { primary_muscles: ['Obliques', 'Abdominals'], difficulty: 'Intermediate' }),
  bosuOnDome('Bosu Triceps Dip', [
    'Sit on the floor in front of the ball and place your hands on top of the dome behind you, fingers pointing forward.',
    'Lift your hips with your knees bent and your feet flat on the floor.',
    BENCH_DIP[2],
    'Press through your palms to straighten your arms without letting the ball roll.',
  ], {}, { primary_muscles: ['Triceps', 'Front Shoulders'], force: 'Push' }),
  family('Bosu Ball', meta(['Quads', 'Chest', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand holding a Bosu ball by the edges of its platform, dome side down.',
    'Squat down, set the ball on the floor and jump your feet back into a plank while gripping the edges.',
    'Jump your feet back toward the ball and stand up, lifting it with you.',
    'Press the ball overhead, then lower it to your chest and go into the next rep.',
  ])('Bosu Burpee'),
  bosuOnDome('Bosu Toe Tap', [
    'Stand facing the ball with the ball of one foot resting on top of the dome.',
    'Switch feet quickly in a running rhythm, tapping the top of the dome lightly with each foot.',
    HIGH_KNEES_ARMS,
    FAST_PACE,
  ], {}, { primary_muscles: ['Calves', 'Hip Flexors', 'Quads'], force: 'Push' }),
  bosuOnDome('Bosu High Knees', [
    'Step onto the center of the dome with your feet hip-width apart.',
    HIGH_KNEES_RUN,
    HIGH_KNEES_ARMS,
    FAST_PACE,
  ], {}, { primary_muscles: ['Hip Flexors', 'Quads', 'Calves'], force: 'Push' }),

  bosuCrunch('Bosu Crunch'),
  bosuCrunch('Bosu Oblique Crunch', { 3: ELBOW_TO_KNEE, 4: ALTERNATE_EACH_REP }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  bosuCrunch('Bosu Bicycle Crunch', {
    1: 'Sit on the dome and lie back so it supports your lower and middle back, then lift your feet with your knees bent at 90 degrees.',
    3: BICYCLE[0],
    4: BICYCLE[1],
  }, { primary_muscles: ['Abdominals', 'Obliques'], difficulty: 'Intermediate' }),
  bosuCrunch('Bosu Sit-Up', { 2: 'Cross your arms over your chest.', 3: SIT_UP[1] }, { primary_muscles: ['Abdominals', 'Hip Flexors'] }),
  bosuOnDome('Bosu Russian Twist', ['Sit on the dome with your knees bent and heels on the floor.', ...RUSSIAN_TWIST], {}, {
    primary_muscles: ['Obliques', 'Abdominals'], force: 'Pull', mechanic: 'Isolation', difficulty: 'Intermediate',
  }),
  bosuOnDome('Bosu V-Sit', [
    'Sit on the center of the dome with your knees bent and your hands lightly behind your knees.',
    'Lean back slightly, lift your feet, then extend your legs and arms so your body forms a V.',
    HOLD_BREATHE,
  ], {}, { primary_muscles: ['Abdominals', 'Hip Flexors'], difficulty: 'Intermediate' }),
  bosuOnDome('Bosu Dead Bug', [
    'Lie back with the dome under your lower back, arms pointing at the ceiling and knees bent 90 degrees over your hips.',
    'Brace your core to keep your back still on the dome.',
    ...DEAD_BUG,
  ], {}, { mechanic: 'Isolation', difficulty: 'Intermediate' }),
  bosuOnDome('Bosu Superman', [
    'Lie face down over the dome with it under your hips, arms extended forward and toes on the floor.',
    SUPERMAN[1],
    SUPERMAN[2],
    SUPERMAN[3],
  ], {}, { primary_muscles: ['Lower back', 'Glutes'], force: 'Pull', mechanic: 'Isolation' }),

  bosuBridge('Bosu Glute Bridge'),
  bosuBridge('Bosu Single-Leg Glute Bridge', { 1: [BOSU_BRIDGE[1], ONE_LEG_UP], 3: [BRIDGE_TOP, SWITCH_LEGS] }, { difficulty: 'Intermediate' }),
  bosuBridge('Bosu Marching Glute Bridge', { 3: MARCH }, { primary_muscles: ['Glutes', 'Hamstrings', 'Abdominals'], difficulty: 'Intermediate' }),
  bosuBridge('Bosu Hip Thrust', {
    1: 'Sit on the floor with your upper back against the dome, knees bent and feet flat hip-width apart.',
    2: THRUST_UP,
  }),
  bosuBridge('Bosu Single-Leg Hip Thrust', {
    1: ['Sit on the floor with your upper back against the dome, knees bent and feet flat hip-width apart.', ONE_LEG_UP],
    2: THRUST_UP,
    3: [BRIDGE_TOP, SWITCH_LEGS],
  }, { difficulty: 'Advanced' }),
];

// =====================================================================================================
// Cardio: machines, jump rope, sled, battle ropes and conditioning drills
// =====================================================================================================

const treadmill = slotted('Cardio', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Novice'), [
  'Stand on the side rails, start the belt at a slow walking speed and step on.',
], ['Slow the belt down gradually to cool down before stepping off.']);

const ROWER = [
  'Sit on the rower, strap your feet in across the widest part of your foot and hold the handle with an overhand grip.',
  'Start at the catch with your shins vertical, arms straight and torso leaning slightly forward.',
  'Drive with your legs first, then lean back slightly and pull the handle to your lower ribs.',
  'Reverse the order on the recovery: arms away, lean forward, then bend your knees to slide back to the catch.',
];
const rower = slotted('Cardio', meta(['Quads', 'Lats', 'Glutes'], 'Pull', 'Compound', 'Beginner', ['Overhand']), ROWER);

const skiErg = slotted('Cardio', meta(['Lats', 'Triceps', 'Abdominals'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
  'Stand facing the ski erg with your feet hip-width apart and a handle in each hand above your head.',
  'Pull the handles down past your thighs with nearly straight arms, hinging at your hips and bending your knees slightly.',
  'Let the handles rise as you stand tall and reach up for the next stroke.',
]);

const BIKE_SEAT = 'Adjust the seat so your knee is only slightly bent when the pedal is at its lowest point.';
const bike = slotted('Cardio', meta(['Quads', 'Glutes', 'Hamstrings'], 'Push', 'Compound', 'Novice'), [
  BIKE_SEAT,
  'Sit tall, hold the handlebars lightly and start pedaling at an easy resistance.',
], ['Slow down and pedal easily for a few minutes to cool down.']);

const elliptical = slotted('Cardio', meta(['Quads', 'Glutes', 'Hamstrings'], 'Push', 'Compound', 'Novice', ['Neutral']), [
  'Step onto the pedals of the elliptical and grip the moving handles.',
  'Start a smooth, gliding stride while pushing and pulling the handles in rhythm with your legs.',
], ['Keep your torso upright, your feet flat on the pedals and your weight centered.']);

const STAIRS_SLOW = 'Slow the step rate gradually before stepping off.';
const stairs = slotted('Cardio', meta(['Glutes', 'Quads', 'Calves'], 'Push', 'Compound', 'Beginner'), [
  'Step onto the stair climber and start it at a slow step rate.',
], ['Keep your torso upright and rest your hands on the rails only for balance.', STAIRS_SLOW]);

const JUMP_ROPE = [
  'Hold the rope handles at hip height with your elbows close to your sides and the rope behind your heels.',
  'Swing the rope over your head by turning small circles with your wrists rather than your arms.',
];
const jumpRope = slotted('Cardio', meta(['Calves', 'Quads'], 'Push', 'Compound', 'Beginner', ['Neutral']), JUMP_ROPE, [
  'Land softly on the balls of your feet with your knees slightly bent.',
  STEADY_RHYTHM,
]);

const battleRope = slotted('Cardio', meta(['Front Shoulders', 'Forearms', 'Abdominals'], null, 'Compound', 'Beginner', ['Neutral']), [
  'Loop a battle rope around a post and hold one end in each hand, standing back far enough to leave a little slack.',
  'Set an athletic stance with your feet shoulder-width apart, knees bent and chest up.',
], ['Keep your core braced and continue for the set time, breathing steadily.']);

const BURPEE = [
  'Stand with your feet shoulder-width apart and your arms by your sides.',
  'Squat down and place your hands on the floor just in front of your feet.',
  'Jump your feet back into a high plank with your body in a straight line.',
  'Lower your chest to the floor, then press back up to the plank.',
  'Jump your feet back toward your hands, landing in a squat.',
  'Jump straight up with your arms overhead, then land softly into the next rep.',
];
const burpee = family('Cardio', meta(['Quads', 'Chest', 'Glutes'], 'Push', 'Compound', 'Intermediate'), BURPEE);

const JACK = [
  'Stand tall with your feet together and your arms by your sides.',
  'Jump your feet out wider than your shoulders while raising your arms overhead.',
  'Jump back to the start, bringing your feet together and your arms down.',
  'Keep landing softly on the balls of your feet at a steady rhythm.',
];
const jack = family('Cardio', meta(['Calves', 'Abductors', 'Side Shoulders'], 'Push', 'Compound', 'Novice'), JACK);

const HIGH_KNEES = [
  'Stand tall with your feet hip-width apart and your arms bent at 90 degrees.',
  HIGH_KNEES_RUN,
  HIGH_KNEES_ARMS,
  FAST_PACE,
];
const highKnees = family('Cardio', meta(['Hip Flexors', 'Quads', 'Calves'], 'Push', 'Compound', 'Beginner'), HIGH_KNEES);

const SLED_PUSH = [
  'Load the sled and place your hands on the upright handles with your arms extended.',
  'Lean into the sled so your body forms a straight line from head to back heel.',
  'Drive the sled forward with short, powerful steps, pushing through the balls of your feet.',
  'Keep your back flat and your hips low throughout the push.',
  'Stop after the set distance, then turn around and push back.',
];
const sledPush = family('Cardio', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Intermediate', ['Neutral']), SLED_PUSH);
const SLED_DISTANCE = 'Keep tension on the strap and your back flat for the set distance.';

const cardio: ExerciseSeed[] = [
  treadmill('Treadmill Walk', [
    'Increase the speed to a brisk walk of about 5 to 6 km/h.',
    'Walk tall with relaxed shoulders and a natural arm swing, without holding the handrails.',
  ]),
  treadmill('Treadmill Incline Walk', [
    'Raise the incline to 8 to 12 percent and set a steady walking speed you can hold for the whole session.',
    'Walk with your torso upright and let go of the handrails so your legs do the work.',
  ], {}, { primary_muscles: ['Glutes', 'Calves', 'Hamstrings'], difficulty: 'Beginner' }),
  treadmill('Treadmill Run', [
    'Warm up at a walk for a few minutes, then raise the speed to a comfortable running pace.',
    'Run tall with a slight forward lean, landing under your hips with quick, light steps.',
  ], {}, { difficulty: 'Beginner' }),
  treadmill('Treadmill Sprint Intervals', [
    'Warm up with five minutes of easy jogging, then alternate 20 to 30 second sprints with 60 to 90 seconds of walking.',
    'Drive your knees and arms hard on each sprint, and straddle the side rails while the belt changes speed.',
  ], {}, { primary_muscles: ['Quads', 'Glutes', 'Hamstrings'], difficulty: 'Intermediate' }),

  rower('Rowing Machine', 'Keep a steady rhythm of 20 to 26 strokes per minute, exhaling on each drive.'),
  rower('Rowing Machine Intervals', 'Alternate hard pieces of 250 to 500 meters with easy rowing for the same amount of time.', {}, {
    difficulty: 'Intermediate',
  }),
  skiErg('Ski Erg', 'Keep a steady stroke rate and exhale each time you pull.'),
  skiErg('Ski Erg Intervals', 'Alternate 30 to 60 second hard efforts with easy strokes for the same amount of time.', {}, {
    difficulty: 'Intermediate',
  }),

  bike('Stationary Bike', 'Raise the resistance to a steady effort you can sustain at about 80 to 90 revolutions per minute.'),
  bike('Recumbent Bike', 'Raise the resistance to a steady effort you can sustain at about 80 to 90 revolutions per minute.', {
    0: 'Slide the seat so your knee is only slightly bent when the pedal is furthest from you.',
    1: 'Sit back against the backrest, hold the side handles and start pedaling at an easy resistance.',
  }, { grips: ['Neutral'] }),
  bike('Spin Bike Intervals', 'Alternate 20 to 30 second sprints at high resistance with two minutes of easy pedaling.', {}, {
    difficulty: 'Intermediate',
  }),
  bike('Spin Bike Climb', 'Raise the resistance to a heavy climb and pedal out of the saddle at 60 to 70 revolutions per minute.', {}, {
    primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Intermediate',
  }),
  bike('Air Bike', 'Build to a steady pace, or sprint all-out for 10 to 30 seconds followed by easy recovery.', {
    1: 'Sit tall, grip the moving handles and push and pull with your arms as you pedal.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'], difficulty: 'Intermediate', grips: ['Neutral'] }),
  family('Cardio', meta(['Front Shoulders', 'Lats', 'Triceps'], null, 'Compound', 'Beginner', ['Neutral']), [
    'Sit facing the arm ergometer with the axle at shoulder height and your feet flat on the floor.',
    'Grip the handles and crank them in smooth circles, pushing and pulling evenly.',
    'Keep your torso still and your shoulders down while your arms do the work.',
    'Hold a steady pace for the set time, then crank easily to cool down.',
  ])('Arm Ergometer'),

  elliptical('Elliptical', 'Set a moderate resistance and keep a steady pace at which you could still hold a conversation.'),
  elliptical('Elliptical Reverse Stride', 'Pedal backward at a steady pace to shift more of the work to your quads.', {}, {
    primary_muscles: ['Quads', 'Glutes', 'Calves'],
  }),
  stairs('Stair Climber', ['Place your whole foot on each step and drive through your heel.', 'Increase the step rate to a steady pace you can hold for the whole session.']),
  stairs('Stair Climber Skip Step', 'Step up two stairs at a time with each stride, driving hard through your front heel.', {}, {
    primary_muscles: ['Glutes', 'Quads', 'Hamstrings'], difficulty: 'Intermediate',
  }),
  stairs('Stair Climber Lateral Step', 'Turn sideways and climb by stepping your lead foot up to the side, switching direction halfway.', {}, {
    primary_muscles: ['Glutes', 'Quads', 'Abductors'], difficulty: 'Intermediate',
  }),
  family('Cardio', meta(['Glutes', 'Quads', 'Calves'], 'Push', 'Compound', 'Intermediate'), [
    'Find a flight of stairs and warm up by walking up and down it a few times.',
    'Run up the stairs on the balls of your feet, pumping your arms and landing each foot fully on the step.',
    'Walk back down carefully to recover, holding the rail if you need to.',
    'Repeat for the set number of sprints.',
  ])('Stair Sprint'),
  family('Cardio', meta(['Quads', 'Lats', 'Glutes'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand on the foot pedals of the vertical climber and grip the handles at about head height.',
    'Climb by pushing one leg down while pulling the opposite hand down, in a crawling rhythm.',
    'Keep your hips close to the machine and your core braced.',
    STEADY_RHYTHM,
  ])('Vertical Climber'),

  jumpRope('Jump Rope', 'Jump just high enough for the rope to pass under your feet, keeping your feet together.'),
  jumpRope('Jump Rope Alternate-Foot Step', 'Hop from one foot to the other with each turn of the rope, as if jogging in place.'),
  jumpRope('Jump Rope Boxer Skip', 'Shift your weight from one foot to the other with each turn, lightly tapping the floor with the unweighted foot.', {}, {
    difficulty: 'Intermediate',
  }),
  jumpRope('Jump Rope High Knees', 'Drive one knee up to hip height with each turn of the rope, alternating legs quickly.', {}, {
    primary_muscles: ['Calves', 'Hip Flexors', 'Quads'], difficulty: 'Intermediate',
  }),
  jumpRope('Jump Rope Side-to-Side', 'Jump a few inches from side to side with each turn, keeping your feet together.'),
  jumpRope('Jump Rope Single-Leg Hop', 'Hop on one foot for the set number of turns, then switch feet.', {}, { difficulty: 'Intermediate' }),
  jumpRope('Jump Rope Criss-Cross', 'On every other jump, cross your arms in front of your body so you jump through the loop, then uncross them.', {}, {
    difficulty: 'Intermediate',
  }),
  jumpRope('Jump Rope Double-Under', 'Jump a little higher and spin the rope faster so it passes under your feet twice per jump.', {}, {
    difficulty: 'Advanced',
  }),

  sledPush('Sled Push'),
  sledPush('Low-Handle Sled Push', {
    0: 'Load the sled and grip the low handles with straight arms so your torso is nearly parallel to the floor.',
  }, { difficulty: 'Advanced' }),
  family('Cardio', meta(['Quads', 'Calves'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
    'Attach a strap to the sled and hold its handles at arm\'s length, facing the sled.',
    'Sit back into a quarter squat with your chest up and your arms straight.',
    'Walk backward with short, quick steps, pushing through the front of your feet.',
    SLED_DISTANCE,
  ])('Backward Sled Drag'),
  family('Cardio', meta(['Glutes', 'Hamstrings', 'Calves'], 'Push', 'Compound', 'Beginner'), [
    'Attach the sled to a harness or belt and face away from it.',
    'Lean forward slightly and walk or jog forward with long, powerful strides.',
    'Drive through the ball of each foot and keep your hips extended.',
    SLED_DISTANCE,
  ])('Forward Sled Drag'),
  family('Cardio', meta(['Lats', 'Biceps', 'Forearms'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), [
    'Attach a long rope to the sled and walk out to the end of it.',
    'Stand in an athletic stance with your knees bent and your back flat.',
    'Pull the rope toward you hand over hand until the sled reaches you.',
    'Walk the rope back out and repeat for the set number of pulls.',
  ])('Sled Rope Pull'),

  battleRope('Battle Rope Alternating Wave', 'Raise and lower your arms quickly in an alternating rhythm to send continuous waves down the rope.'),
  battleRope('Battle Rope Double Wave', 'Raise and lower both arms together to send matching waves down the rope.'),
  battleRope('Battle Rope Slam', 'Lift both arms overhead and slam the rope down hard, bending your knees as it hits the floor.', {}, {
    primary_muscles: ['Lats', 'Front Shoulders', 'Abdominals'], force: 'Pull', difficulty: 'Intermediate',
  }),
  battleRope('Battle Rope Outside Circle', 'Move your hands in large outward circles at the same time so the ropes spiral away from each other.', {}, {
    primary_muscles: ['Side Shoulders', 'Front Shoulders', 'Forearms'],
  }),
  battleRope('Battle Rope Side-to-Side Wave', 'Swing both arms together from side to side so the ropes ripple across the floor.', {}, {
    primary_muscles: ['Obliques', 'Front Shoulders', 'Forearms'], difficulty: 'Intermediate',
  }),
  battleRope('Battle Rope Jumping Jack', 'Jump your feet out and in while raising and lowering both arms out to the sides in time with your feet.', {}, {
    primary_muscles: ['Side Shoulders', 'Calves', 'Abductors'], force: 'Push', difficulty: 'Intermediate',
  }),

  burpee('Burpee'),
  burpee('Squat Thrust', { 3: null, 5: NEXT_REP }, { difficulty: 'Beginner' }),
  burpee('Sprawl', {
    2: 'Jump your feet back and drop your hips toward the floor, landing on your hands and the balls of your feet.',
    3: null,
    5: NEXT_REP,
  }, { primary_muscles: ['Quads', 'Hip Flexors', 'Chest'] }),
  burpee('Burpee Broad Jump', { 5: 'Jump forward as far as you can, landing softly, and go straight into the next rep.' }, {
    primary_muscles: ['Quads', 'Glutes', 'Chest'],
  }),
  burpee('Burpee Tuck Jump', { 5: 'Jump up and pull your knees toward your chest, then land softly into the next rep.' }, { difficulty: 'Advanced' }),
  burpee('Burpee Box Jump-Over', {
    0: 'Stand facing a sturdy box with your feet shoulder-width apart.',
    5: 'Jump onto or over the box and step down on the far side to start the next rep.',
  }, { difficulty: 'Advanced' }),
  burpee('Burpee Pull-Up', {
    0: 'Stand under a pull-up bar with your feet shoulder-width apart.',
    5: 'Jump to grab the bar overhand and do one pull-up, then drop down softly into the next rep.',
  }, { primary_muscles: ['Lats', 'Quads', 'Chest'], difficulty: 'Advanced', grips: ['Overhand'] }),

  jack('Jumping Jack'),
  jack('Seal Jack', {
    1: 'Jump your feet out while opening your arms wide to the sides at shoulder height.',
    2: 'Jump back in and clap your hands together in front of your chest.',
  }, { primary_muscles: ['Calves', 'Abductors', 'Rear Shoulders'] }),
  jack('Cross Jack', {
    1: 'Jump your feet out wide while swinging your arms out to the sides.',
    2: 'Jump back in, crossing your feet and your arms in front of you, and switch which side crosses in front each rep.',
  }, { primary_muscles: ['Calves', 'Abductors', 'Adductors'] }),
  jack('Step Jack', {
    1: 'Step one foot out to the side while raising your arms overhead.',
    2: 'Step back to the start as you lower your arms, then step out with the other foot.',
    3: 'Keep a brisk, steady rhythm without jumping.',
  }),
  highKnees('High Knees'),
  highKnees('Butt Kicks', { 1: 'Run in place, kicking your heels up toward your glutes with each step.' }, {
    primary_muscles: ['Hamstrings', 'Calves', 'Quads'],
  }),
  family('Cardio', meta(['Front Shoulders', 'Obliques', 'Triceps'], 'Push', 'Compound', 'Beginner'), [
    'Stand in a boxing stance with one foot forward, knees soft and fists up by your chin.',
    'Throw jabs, crosses, hooks and uppercuts in combinations, rotating your hips and shoulders into each punch.',
    'Bring each hand straight back to guard after every punch.',
    'Keep moving lightly on the balls of your feet and breathe out with each punch.',
  ])('Shadow Boxing'),
  family('Cardio', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Intermediate'), [
    'Set two markers 5 to 10 meters apart and start behind one of them.',
    'Sprint to the far marker, plant your outside foot and touch the floor beside the marker.',
    'Turn and sprint back to the start, touching the floor again.',
    'Stay low through each turn and repeat for the set number of sprints.',
  ])('Shuttle Run'),
  family('Cardio', meta(['Glutes', 'Quads', 'Hamstrings'], 'Push', 'Compound', 'Intermediate'), [
    'Find a hill with a moderate slope and warm up with easy jogging.',
    'Sprint up the hill for 10 to 20 seconds with a slight forward lean, driving your knees and arms.',
    'Walk back down slowly to recover fully.',
    'Repeat for the set number of sprints.',
  ])('Hill Sprint'),
];

/** Filmed with the male model only. */
const MALE_ONLY = new Set<string>([
  'One-Arm Push-Up', 'Clap Push-Up', 'Archer Push-Up', 'Typewriter Push-Up', 'Pseudo Planche Push-Up', 'Korean Dip',
  'Ring Dip', 'Archer Pull-Up', 'Typewriter Pull-Up', 'One-Arm Chin-Up', 'Behind-the-Neck Pull-Up',
  'Commando Pull-Up', 'Towel Pull-Up', 'Legless Rope Climb', 'One-Arm Inverted Row', 'One-Arm Dead Hang',
  'Wrestler\'s Bridge', 'Lying Neck Extension', 'Nordic Hamstring Curl', 'Dragon Flag', 'Hanging Windshield Wiper',
  'Standing Ab Wheel Rollout', 'V-Sit', 'Freestanding Handstand Push-Up', 'Deficit Handstand Push-Up',
  'Straddle Planche', 'Full Planche', 'Front Lever', 'Straddle Front Lever', 'Back Lever', 'Human Flag',
  'Ring Muscle-Up', 'Bar Muscle-Up', 'Kipping Muscle-Up', 'Depth Jump', 'TRX Atomic Push-Up', 'TRX Pike Push-Up',
  'Bosu Single-Leg Squat', 'Low-Handle Sled Push', 'Burpee Pull-Up', 'Battle Rope Slam', 'Jump Rope Double-Under',
]);

const all: ExerciseSeed[] = [...bodyweight, ...trx, ...bosu, ...cardio];
for (const name of MALE_ONLY) {
  if (!all.some((s) => s.name === name)) throw new Error(`MALE_ONLY names an unknown exercise: ${name}`);
}

export const seeds: ExerciseSeed[] = all.map((seed) => (MALE_ONLY.has(seed.name) ? { ...seed, female: false } : seed));
