/**
 * Demo catalogue, cable group: everything done on a cable stack (crossover station, adjustable pulleys,
 * lat pulldown and low row stations), with every attachment (single handle, rope, straight bar, EZ-bar,
 * V-bar, ankle strap).
 *
 * Each movement family has one list of base steps; its variants keep those sentences and replace only the
 * ones that really differ (pulley height, attachment, body position, one or two arms), so the number of
 * distinct sentences to translate stays small. The only sentences shared across families are the ones
 * that describe the same physical action whatever follows: pulley set-up (`attach`, `pair`), how the hands
 * hold an attachment (`GRIP`), a handful of body positions at the station (`POS`) and the one-sided finish
 * (`SWITCH_SIDES`). Movement sentences are never shared between unrelated exercises.
 */
import type { ExerciseSeed } from './types.ts';

import { edit, meta } from './family.ts';
import type { Edit, Meta } from './family.ts';

/** A movement family: returns a maker for its variants (name, step changes, metadata overrides). */
function family(base: Meta, steps: readonly string[]) {
  return (name: string, changes: Edit = {}, over: Partial<Meta> = {}): ExerciseSeed => ({
    name,
    category: 'Cables',
    ...base,
    ...over,
    steps: edit(steps, changes),
  });
}

// Pulley set-up lines. The same physical set-up reads the same whatever exercise follows it.
const HEIGHT = {
  top: 'at the highest position',
  high: 'above head height',
  face: 'at about face height',
  shoulder: 'at about shoulder height',
  chest: 'at about chest height',
  waist: 'at about waist height',
  knee: 'at about knee height',
  low: 'at the lowest position',
} as const;
type Height = keyof typeof HEIGHT;

/** One pulley: "Attach a rope to a pulley set above head height." */
const attach = (attachment: string, height: Height) => `Attach ${attachment} to a pulley set ${HEIGHT[height]}.`;
/** Both pulleys of a crossover station, one handle on each. */
const pair = (height: Height) => `Set both pulleys ${HEIGHT[height]} and attach a single handle to each.`;
const HANDLE = 'a single handle';
const ROPE = 'a rope';
const BAR = 'a straight bar';
const EZ = 'an EZ-bar attachment';
const VBAR = 'a V-bar';
const ANKLE = 'an ankle strap';

/** How the hands hold each attachment; the same grip reads the same in every family. */
const GRIP = {
  over: 'Grip the bar overhand with your hands about shoulder-width apart.',
  under: 'Grip the bar underhand with your hands about shoulder-width apart.',
  wide: 'Grip the bar overhand with your hands well outside shoulder-width.',
  wideUnder: 'Grip the bar underhand with your hands wider than shoulder-width.',
  closeUnder: 'Grip the bar underhand with your hands a few inches apart.',
  ezOver: 'Grip the EZ-bar attachment overhand on its angled grips.',
  ezUnder: 'Grip the EZ-bar attachment underhand on its angled grips.',
  vbar: 'Grip the V-bar with your palms facing each other.',
  parallel: 'Grip the parallel handles with your palms facing each other.',
  rope: 'Hold the rope ends with your palms facing each other.',
  ropeOver: 'Hold the rope ends overhand with your thumbs toward you.',
  handles: 'Hold a handle in each hand.',
  one: 'Hold the handle in one hand.',
  oneOver: 'Hold the handle overhand in one hand.',
  oneUnder: 'Hold the handle underhand in one hand.',
  oneNeutral: 'Hold the handle in one hand with your palm facing in.',
} as const;

/** Body positions shared by several movements done at the same spot. */
const POS = {
  closeToPulley: 'Stand facing the machine, close to the pulley.',
  facingAway: 'Stand facing away from the machine with the cable running between your legs.',
  sideOn: 'Stand side-on to the machine and step away until the cable is taut.',
  kneel: 'Kneel on both knees in the middle of the station with your torso tall.',
  halfKneel: 'Face the machine and kneel on the knee of your working side with the other foot flat in front.',
  seated: 'Sit on an upright bench placed in the middle of the station with your back against the pad.',
  benchFlat: 'Lie on a flat bench placed in the middle of the station.',
  benchIncline: 'Lie on a bench set to 30 to 45 degrees in the middle of the station.',
  benchDecline: 'Lie on a decline bench placed in the middle of the station with your feet hooked under the pads.',
  crossed: 'Stand in the middle of the station and cross your arms to hold the left cable in your right hand and the right cable in your left hand.',
} as const;

/** Lying on a flat bench placed in front of a low pulley (pullovers, lying triceps extensions). */
const LIE_HEAD_TO_PULLEY = 'Lie on a flat bench in front of the pulley with your head toward the machine.';

/** The finish of every one-sided variant. */
const SWITCH_SIDES = 'Complete all your reps on one side, then switch sides.';

// =====================================================================================================
// Chest: flyes at every height
// =====================================================================================================

const FLY = [
  pair('high'),
  GRIP.handles,
  'Step forward into a split stance and lean your torso slightly forward.',
  'Start with your arms out to the sides, elbows slightly bent and your chest up.',
  'Bring the handles down and together in a wide arc until they meet in front of your hips, squeezing your chest.',
  'Open your arms back out under control until you feel a stretch across your chest.',
];
const fly = family(meta(['Chest'], 'Push', 'Isolation', 'Beginner', ['Neutral']), FLY);
const FLY_UPRIGHT = 'Step forward into a split stance with your torso upright.';
const FLY_ARC_MID = 'Bring the handles together in a wide arc until they meet in front of your chest, squeezing your chest.';
const FLY_ONE_ARM = {
  start: 'Start with your arm out to the side, elbow slightly bent, and brace your core to keep your hips square.',
  back: ['Let your arm open back out under control until you feel a stretch across your chest.', SWITCH_SIDES],
};

const BENCH_FLY = [
  pair('low'),
  POS.benchFlat,
  'Hold a handle in each hand with your arms extended over your chest and your palms facing each other.',
  'Keep a slight bend in your elbows and lower your arms out to the sides in a wide arc until you feel a stretch across your chest.',
  'Bring the handles back together over your chest along the same arc, squeezing your chest at the top.',
  'Keep your shoulder blades pinned to the bench throughout.',
];
const benchFly = family(meta(['Chest'], 'Push', 'Isolation', 'Beginner', ['Neutral']), BENCH_FLY);

const chestFlyes = [
  fly('Cable Crossover'),
  fly('Cable Standing Chest Fly', { 0: pair('chest'), 2: FLY_UPRIGHT, 4: FLY_ARC_MID }),
  fly('Cable Low-to-High Fly', {
    0: pair('low'),
    2: FLY_UPRIGHT,
    3: 'Start with your arms low and out to the sides, palms facing forward and elbows slightly bent.',
    4: 'Sweep the handles up and together in a wide arc until they meet in front of your upper chest, squeezing your chest.',
  }, { primary_muscles: ['Chest', 'Front Shoulders'] }),
  fly('Cable Kneeling Crossover', { 2: POS.kneel }),
  fly('Cable Seated Chest Fly', { 0: pair('shoulder'), 2: POS.seated, 4: FLY_ARC_MID }),
  fly('Cable Single-Arm Crossover', {
    0: attach(HANDLE, 'high'),
    1: GRIP.one,
    2: POS.sideOn,
    3: FLY_ONE_ARM.start,
    4: 'Bring the handle down and across your body in an arc until it is in front of your opposite hip.',
    5: FLY_ONE_ARM.back,
  }),
  fly('Cable Single-Arm Chest Fly', {
    0: attach(HANDLE, 'chest'),
    1: GRIP.one,
    2: POS.sideOn,
    3: FLY_ONE_ARM.start,
    4: 'Bring the handle across your body in an arc until it passes the middle of your chest.',
    5: FLY_ONE_ARM.back,
  }),
  fly('Cable Single-Arm Low-to-High Fly', {
    0: attach(HANDLE, 'low'),
    1: GRIP.one,
    2: POS.sideOn,
    3: FLY_ONE_ARM.start,
    4: 'Sweep the handle up and across your body in an arc until it is in front of your opposite shoulder.',
    5: FLY_ONE_ARM.back,
  }, { primary_muscles: ['Chest', 'Front Shoulders'] }),

  benchFly('Cable Bench Fly'),
  benchFly('Cable Incline Bench Fly', { 1: POS.benchIncline }, { primary_muscles: ['Chest', 'Front Shoulders'] }),
  benchFly('Cable Decline Bench Fly', { 1: POS.benchDecline }),
];

// =====================================================================================================
// Chest and shoulders: presses
// =====================================================================================================

const CHEST_PRESS = [
  pair('chest'),
  GRIP.handles,
  'Face away from the machine and step forward into a split stance until the cables are taut.',
  'Start with your hands beside your chest, elbows bent and slightly below shoulder height.',
  'Press the handles forward until your arms are straight and your hands meet in front of your chest.',
  'Keep your core braced so the cables do not pull your torso back.',
  'Return your hands beside your chest under control until you feel a stretch across your chest.',
];
const chestPress = family(meta(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']), CHEST_PRESS);
const CHEST_PRESS_ONE_ARM = {
  stance: 'Face away from the machine and step forward into a split stance with the opposite leg in front.',
  start: 'Start with your hand beside your chest, elbow bent and slightly below shoulder height.',
  back: ['Return your hand beside your chest under control, keeping your hips and shoulders square.', SWITCH_SIDES],
};

const BENCH_PRESS = [
  pair('low'),
  POS.benchFlat,
  'Hold a handle in each hand beside your chest and plant your feet.',
  'Pull your shoulder blades together and down into the bench.',
  'Press the handles up until your arms are straight and your hands nearly touch over your chest.',
  'Lower the handles under control until they are level with your chest, elbows about 45 degrees from your torso.',
];
const benchPress = family(meta(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']), BENCH_PRESS);

const SHOULDER_PRESS = [
  pair('low'),
  GRIP.handles,
  POS.seated,
  'Bring the handles up to shoulder height with your palms facing forward and your elbows under your wrists.',
  'Press the handles overhead until your arms are straight and your hands nearly meet above your head.',
  'Lower the handles back to shoulder height under control, keeping your ribs down and your core braced.',
];
const shoulderPress = family(meta(['Front Shoulders', 'Triceps', 'Side Shoulders'], 'Push', 'Compound', 'Beginner', ['Overhand']), SHOULDER_PRESS);
const SHOULDER_PRESS_ONE_ARM = {
  0: attach(HANDLE, 'low'),
  1: GRIP.one,
  3: 'Bring the handle up to shoulder height with your palm facing forward and your elbow under your wrist.',
  4: 'Press the handle overhead until your arm is straight, without leaning away from the cable.',
  5: ['Lower the handle back to shoulder height under control.', SWITCH_SIDES],
};

const presses = [
  chestPress('Cable Standing Chest Press'),
  chestPress('Cable Standing Incline Chest Press', {
    0: pair('low'),
    4: 'Press the handles up and forward until your arms are straight and your hands meet in front of your upper chest.',
  }),
  chestPress('Cable Standing Decline Chest Press', {
    0: pair('high'),
    4: 'Press the handles down and forward until your arms are straight and your hands meet in front of your lower chest.',
  }),
  chestPress('Cable Seated Chest Press', { 2: POS.seated, 5: null }),
  chestPress('Cable Single-Arm Chest Press', {
    0: attach(HANDLE, 'chest'),
    1: GRIP.one,
    2: CHEST_PRESS_ONE_ARM.stance,
    3: CHEST_PRESS_ONE_ARM.start,
    4: 'Press the handle straight forward until your arm is fully extended, without letting your torso rotate.',
    5: null,
    6: CHEST_PRESS_ONE_ARM.back,
  }, { primary_muscles: ['Chest', 'Front Shoulders', 'Obliques'], difficulty: 'Intermediate' }),
  chestPress('Cable Single-Arm Incline Chest Press', {
    0: attach(HANDLE, 'low'),
    1: GRIP.one,
    2: CHEST_PRESS_ONE_ARM.stance,
    3: CHEST_PRESS_ONE_ARM.start,
    4: 'Press the handle up and forward in line with the cable until your arm is fully extended.',
    5: null,
    6: CHEST_PRESS_ONE_ARM.back,
  }, { difficulty: 'Intermediate' }),

  benchPress('Cable Bench Press'),
  benchPress('Cable Incline Bench Press', { 1: POS.benchIncline }),
  benchPress('Cable Decline Bench Press', { 1: POS.benchDecline }),

  shoulderPress('Cable Seated Shoulder Press'),
  shoulderPress('Cable Standing Shoulder Press', {
    2: 'Stand in the middle of the station with your feet shoulder-width apart.',
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Abdominals'] }),
  shoulderPress('Cable Single-Arm Shoulder Press', {
    ...SHOULDER_PRESS_ONE_ARM,
    2: 'Stand beside the pulley with your feet shoulder-width apart.',
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'] }),
  shoulderPress('Cable Half-Kneeling Single-Arm Shoulder Press', {
    ...SHOULDER_PRESS_ONE_ARM,
    2: 'Kneel beside the pulley on the knee nearest to it with the other foot flat in front.',
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'], difficulty: 'Intermediate' }),
];

// =====================================================================================================
// Back: lat pulldowns
// =====================================================================================================

/** Lat pulldown station with the given attachment on its high pulley. */
const pulldownStation = (attachment: string) => `Attach ${attachment} to the high pulley of a lat pulldown station.`;
const LAT_BAR = 'a long lat bar';

const PULLDOWN = [
  pulldownStation(LAT_BAR),
  'Grip the bar overhand a little wider than your shoulders.',
  'Sit with your thighs locked under the knee pad and your arms straight overhead.',
  'Lean back very slightly, lift your chest and pull your shoulder blades down.',
  'Pull your hands down to your upper chest, driving your elbows down and back without swinging your torso.',
  'Let your hands rise under control until your arms are straight and your lats are stretched.',
];
const pulldown = family(meta(['Lats', 'Biceps', 'Traps (mid-back)'], 'Pull', 'Compound', 'Beginner', ['Overhand']), PULLDOWN);

const ONE_ARM_PULLDOWN = [
  pulldownStation(HANDLE),
  GRIP.one,
  'Sit with your thighs locked under the knee pad and your arm straight overhead.',
  'Draw your shoulder blade down, then pull the handle down beside your chest, driving your elbow toward your hip.',
  'Let the handle rise under control until your arm is straight and your lat is stretched.',
  SWITCH_SIDES,
];
const oneArmPulldown = family(meta(['Lats', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Neutral']), ONE_ARM_PULLDOWN);

const pulldowns = [
  pulldown('Lat Pulldown'),
  pulldown('Wide-Grip Lat Pulldown', { 1: GRIP.wide }, {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], grips: ['Overhand', 'Wide'],
  }),
  pulldown('Close-Grip Lat Pulldown', { 0: pulldownStation(VBAR), 1: GRIP.vbar }, {
    primary_muscles: ['Lats', 'Biceps'], grips: ['Neutral', 'Close'],
  }),
  pulldown('Reverse-Grip Lat Pulldown', { 1: GRIP.under }, { primary_muscles: ['Lats', 'Biceps'], grips: ['Underhand'] }),
  pulldown('Neutral-Grip Lat Pulldown', { 0: pulldownStation('a wide neutral-grip bar'), 1: GRIP.parallel }, { grips: ['Neutral'] }),
  pulldown('Rope Lat Pulldown', { 0: pulldownStation(ROPE), 1: GRIP.rope }, { grips: ['Neutral'] }),
  pulldown('Behind-the-Neck Lat Pulldown', {
    1: GRIP.wide,
    3: 'Keep your torso upright and tip your head slightly forward.',
    4: 'Pull the bar down behind your head to the base of your neck, driving your elbows straight down.',
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Rear Shoulders'], difficulty: 'Intermediate', grips: ['Overhand', 'Wide'] }),
  pulldown('Lean-Back Lat Pulldown', {
    3: 'Lean back about 30 degrees from your hips, lift your chest and pull your shoulder blades down.',
    4: 'Pull your hands down to your lower chest, driving your elbows toward your hips.',
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], difficulty: 'Intermediate' }),
  pulldown('Cable Kneeling Lat Pulldown', {
    0: attach(LAT_BAR, 'top'),
    2: 'Kneel facing the machine, far enough back that your arms are straight overhead.',
  }),
  pulldown('Cable Crossover Lat Pulldown', {
    0: pair('top'),
    1: GRIP.handles,
    2: 'Kneel in the middle of the station with your arms reaching up and out in a Y.',
    4: 'Pull your hands down and out to the sides of your chest, driving your elbows toward your hips.',
  }, { grips: ['Neutral'] }),

  oneArmPulldown('Single-Arm Lat Pulldown'),
  oneArmPulldown('Cable Half-Kneeling Single-Arm Lat Pulldown', { 0: attach(HANDLE, 'top'), 2: POS.halfKneel }),
  oneArmPulldown('Cable Cross-Body Lat Pulldown', {
    0: attach(HANDLE, 'top'),
    1: null,
    2: 'Kneel facing the machine just to one side of the pulley and reach across your body to take the handle with your far hand.',
    3: 'Pull the handle down and out in an arc until your elbow is beside your hip.',
  }, { difficulty: 'Intermediate' }),
];

// =====================================================================================================
// Back: straight-arm pulldowns and pullovers
// =====================================================================================================

const STRAIGHT_ARM = [
  attach(BAR, 'high'),
  GRIP.over,
  'Step back a couple of feet from the machine and hinge slightly forward at the hips with your chest up.',
  'Keeping your elbows almost straight, sweep your hands down in an arc to your thighs and squeeze your lats.',
  'Return along the same arc under control until you feel a stretch in your lats.',
];
const straightArm = family(meta(['Lats'], 'Pull', 'Isolation', 'Beginner', ['Overhand']), STRAIGHT_ARM);

const straightArmPulldowns = [
  straightArm('Cable Straight-Arm Pulldown'),
  straightArm('Cable Rope Straight-Arm Pulldown', { 0: attach(ROPE, 'high'), 1: GRIP.rope }, { grips: ['Neutral'] }),
  straightArm('Cable Single-Arm Straight-Arm Pulldown', {
    0: attach(HANDLE, 'high'),
    1: GRIP.one,
    3: 'Keeping your elbow almost straight, sweep the handle down in an arc to your hip and squeeze your lat.',
    4: [STRAIGHT_ARM[4], SWITCH_SIDES],
  }, { grips: ['Neutral'] }),
  straightArm('Cable Lying Pullover', {
    0: attach(BAR, 'low'),
    1: LIE_HEAD_TO_PULLEY,
    2: GRIP.over,
    3: 'Start with your arms extended behind your head, then pull the bar up and over in an arc until it is above your chest, elbows slightly bent.',
  }, { primary_muscles: ['Lats', 'Chest'], difficulty: 'Intermediate' }),
];

// =====================================================================================================
// Back: rows
// =====================================================================================================

/** Low row station with the given attachment. */
const rowStation = (attachment: string) => `Attach ${attachment} to the pulley of a low row station.`;

const ROW = [
  rowStation(VBAR),
  'Sit with your feet braced on the foot plate and your knees slightly bent.',
  GRIP.vbar,
  'Sit tall with your arms straight and the cable taut.',
  'Pull your hands to your lower ribs, driving your elbows back and squeezing your shoulder blades together.',
  'Extend your arms under control and let your shoulder blades spread forward without rounding your lower back.',
];
const row = family(meta(['Lats', 'Traps (mid-back)', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Neutral', 'Close']), ROW);

const ONE_ARM_ROW = [
  attach(HANDLE, 'chest'),
  GRIP.one,
  'Face the machine and step back into a split stance with the opposite leg in front.',
  'Start with your arm straight and reaching toward the pulley, letting your shoulder blade move forward.',
  'Row the handle to the side of your ribs, driving your elbow back while your hips and shoulders stay square.',
  'Extend your arm under control back to the start.',
  SWITCH_SIDES,
];
const oneArmRow = family(meta(['Lats', 'Traps (mid-back)', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Neutral']), ONE_ARM_ROW);

const rows = [
  row('Seated Cable Row'),
  row('Straight-Bar Seated Cable Row', { 0: rowStation(BAR), 2: GRIP.over }, {
    primary_muscles: ['Traps (mid-back)', 'Lats', 'Biceps'], grips: ['Overhand'],
  }),
  row('Wide-Grip Seated Cable Row', {
    0: rowStation(LAT_BAR),
    2: GRIP.wide,
    4: 'Pull the bar to your upper abdomen with your elbows flared out at about 45 degrees, squeezing your shoulder blades together.',
  }, { primary_muscles: ['Traps (mid-back)', 'Rear Shoulders', 'Lats'], grips: ['Overhand', 'Wide'] }),
  row('Reverse-Grip Seated Cable Row', { 0: rowStation(BAR), 2: GRIP.under }, {
    primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], grips: ['Underhand'],
  }),
  row('Wide Neutral-Grip Seated Cable Row', { 0: rowStation('a wide neutral-grip bar'), 2: GRIP.parallel }, { grips: ['Neutral'] }),
  row('Rope Seated Cable Row', { 0: rowStation(ROPE), 2: GRIP.rope }, { grips: ['Neutral'] }),
  row('Single-Arm Seated Cable Row', {
    0: rowStation(HANDLE),
    2: GRIP.one,
    3: 'Sit tall with your arm straight and the cable taut.',
    4: 'Pull the handle to the side of your ribs, driving your elbow back without twisting your torso.',
    5: ['Extend your arm under control and let your shoulder blade spread forward.', SWITCH_SIDES],
  }, { grips: ['Neutral'] }),
  row('Cable Standing Row', {
    0: attach(VBAR, 'chest'),
    1: null,
    3: 'Step back until your arms are straight and stand with your knees slightly bent.',
  }),
  row('Cable Bent-Over Row', {
    0: attach(BAR, 'low'),
    1: GRIP.over,
    2: 'Step back and hinge forward until your torso is at about 45 degrees with your back flat.',
    3: null,
    5: 'Extend your arms under control while holding your hinge.',
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Rear Shoulders'], difficulty: 'Intermediate', grips: ['Overhand'] }),
  row('Cable High Row', {
    0: attach(ROPE, 'top'),
    1: GRIP.rope,
    2: 'Kneel facing the machine with your arms reaching up toward the pulley.',
    3: null,
    4: 'Pull the rope down and back to your upper chest, driving your elbows out and back.',
  }, { primary_muscles: ['Traps (mid-back)', 'Lats', 'Rear Shoulders'], grips: ['Neutral'] }),

  oneArmRow('Cable Single-Arm Standing Row'),
  oneArmRow('Cable Half-Kneeling Single-Arm Row', { 0: attach(HANDLE, 'waist'), 2: POS.halfKneel }),
  oneArmRow('Cable Single-Arm Bent-Over Row', {
    0: attach(HANDLE, 'low'),
    2: 'Step back and hinge forward until your torso is at about 45 degrees, resting your free hand on your thigh.',
    4: 'Row the handle to your hip, driving your elbow back and up while your back stays flat.',
  }, { difficulty: 'Intermediate' }),
  oneArmRow('Cable Single-Arm High Row', {
    0: attach(HANDLE, 'top'),
    2: POS.halfKneel,
    4: 'Row the handle down and back to the side of your chest, driving your elbow toward your hip.',
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Rear Shoulders'] }),
  oneArmRow('Cable Single-Arm Rotational Row', {
    3: 'Start with your arm straight and let your shoulders turn toward the pulley.',
    4: 'Row the handle to your ribs while rotating your torso away from the machine, driving the turn from your hips.',
  }, { primary_muscles: ['Lats', 'Obliques', 'Traps (mid-back)'], difficulty: 'Intermediate' }),
  family(meta(['Quads', 'Lats', 'Traps (mid-back)'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
    attach(ROPE, 'chest'),
    GRIP.rope,
    'Step back until your arms are straight and the cable is taut.',
    'Squat down with your arms extended toward the pulley until your thighs are about parallel to the floor.',
    'Drive up to standing and, as you reach the top, row the rope to your lower ribs.',
    'Extend your arms and sink into the next squat in one smooth motion.',
  ])('Cable Squat to Row'),
];

// =====================================================================================================
// Shoulders: face pulls, rear delts and the rotator cuff
// =====================================================================================================

const FACE_PULL = [
  attach(ROPE, 'face'),
  GRIP.ropeOver,
  'Step back until your arms are straight and stand tall with your core braced.',
  'Pull the rope toward your face, splitting the ends apart and driving your elbows high and wide.',
  'Finish with your hands beside your ears and your knuckles pointing back, squeezing your rear shoulders.',
  'Return under control until your arms are straight.',
];
const facePull = family(meta(['Rear Shoulders', 'Traps (mid-back)'], 'Pull', 'Compound', 'Beginner', ['Overhand']), FACE_PULL);

const REAR_FLY = [
  pair('shoulder'),
  POS.crossed,
  'Step back until the cables are taut, with your arms straight out in front of you at shoulder height.',
  'Pull your arms out and back in a wide arc until they are in line with your body, squeezing your rear shoulders.',
  'Return your arms along the same arc under control until the cables cross again.',
];
const rearFly = family(meta(['Rear Shoulders', 'Traps (mid-back)'], 'Pull', 'Isolation', 'Beginner', ['Neutral']), REAR_FLY);
const REAR_FLY_LOW = 'Raise your arms out to the sides in a wide arc until they are level with your back, squeezing your rear shoulders.';

const EXTERNAL_ROTATION = [
  attach(HANDLE, 'waist'),
  'Stand side-on to the machine and hold the handle in the hand farthest from it.',
  'Tuck your elbow against your side, bent to 90 degrees, with your forearm across your stomach.',
  'Rotate your forearm out away from your body as far as you comfortably can, keeping your elbow pinned to your side.',
  'Pause at the end of the turn, then return slowly to the start.',
  SWITCH_SIDES,
];
const rotation = family(meta(['Rear Shoulders'], 'Pull', 'Isolation', 'Novice', ['Neutral']), EXTERNAL_ROTATION);

const rearDelts = [
  facePull('Cable Face Pull'),
  facePull('Cable Seated Face Pull', {
    0: attach(ROPE, 'chest'),
    2: 'Sit on a bench facing the machine, far enough back that your arms are straight.',
  }),
  facePull('Cable Half-Kneeling Face Pull', {
    0: attach(ROPE, 'chest'),
    2: 'Step back until your arms are straight and kneel on one knee with the other foot flat in front.',
  }),
  facePull('Cable Lying Face Pull', {
    0: attach(ROPE, 'top'),
    1: 'Lie on your back on the floor with the pulley above your head.',
    2: 'Reach up and take the rope ends overhand with your thumbs toward you, arms straight.',
  }, { difficulty: 'Intermediate' }),
  facePull('Cable Single-Arm Face Pull', {
    0: attach(HANDLE, 'face'),
    1: GRIP.oneOver,
    2: 'Step back until your arm is straight and stand tall with your core braced.',
    3: 'Pull the handle toward your face, driving your elbow high and wide and turning your knuckles back.',
    4: null,
    5: ['Return under control until your arm is straight.', SWITCH_SIDES],
  }),
  facePull('Cable Rear Delt Row', {
    0: attach(ROPE, 'chest'),
    3: 'Row the rope toward your upper chest with your elbows flared out at shoulder height.',
    4: 'Squeeze your rear shoulders and shoulder blades as your elbows pass your torso.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)', 'Lats'] }),

  rearFly('Cable Rear Delt Fly'),
  rearFly('Cable Bent-Over Rear Delt Fly', {
    0: pair('low'),
    2: 'Hinge forward until your torso is nearly parallel to the floor, letting your arms hang crossed below your chest.',
    3: REAR_FLY_LOW,
  }, { difficulty: 'Intermediate' }),
  rearFly('Cable Seated Rear Delt Fly', {
    0: pair('low'),
    2: 'Sit on the end of a bench placed in the middle and lean your chest toward your thighs, arms crossed beneath your knees.',
    3: REAR_FLY_LOW,
  }),
  rearFly('Cable Single-Arm Rear Delt Fly', {
    0: attach(HANDLE, 'shoulder'),
    1: 'Face the machine and hold the handle in your opposite hand so your arm crosses in front of your body.',
    2: 'Step back until the cable is taut, with your arm straight out in front of you at shoulder height.',
    3: 'Pull your arm out and back in a wide arc until it is in line with your body.',
    4: ['Return your arm along the same arc under control until it crosses in front of you again.', SWITCH_SIDES],
  }),

  rotation('Cable External Rotation'),
  rotation('Cable Internal Rotation', {
    1: 'Stand side-on to the machine and hold the handle in the hand nearest to it.',
    2: 'Tuck your elbow against your side, bent to 90 degrees, with your forearm pointing out toward the pulley.',
    3: 'Rotate your forearm in across your stomach, keeping your elbow pinned to your side.',
  }, { primary_muscles: ['Front Shoulders', 'Chest'] }),
  rotation('Cable 90-Degree External Rotation', {
    0: attach(HANDLE, 'shoulder'),
    1: 'Face the machine with the handle in one hand and step back until the cable is taut.',
    2: 'Raise your elbow out to the side at shoulder height, bent to 90 degrees with your forearm pointing forward.',
    3: 'Rotate your forearm up until it points to the ceiling, keeping your elbow at shoulder height.',
  }, { difficulty: 'Intermediate' }),
];

// =====================================================================================================
// Shoulders: lateral and front raises, upright rows and shrugs
// =====================================================================================================

const LATERAL_RAISE = [
  attach(HANDLE, 'low'),
  'Stand side-on to the machine and hold the handle in your far hand, so the cable runs across the front of your body.',
  'Stand tall with a slight bend in your elbow and your free hand resting on the machine.',
  'Raise your arm out to the side in a wide arc until your hand is level with your shoulder.',
  'Lower your arm slowly back across your body, keeping tension on the cable.',
  SWITCH_SIDES,
];
const lateralRaise = family(meta(['Side Shoulders'], 'Push', 'Isolation', 'Beginner', ['Neutral']), LATERAL_RAISE);
const TWO_ARM_RAISE = {
  0: pair('low'),
  1: POS.crossed,
  2: 'Stand tall with a slight bend in your elbows and your core braced.',
  4: 'Lower your arms slowly until the cables cross in front of your hips.',
  5: null,
};

const FRONT_RAISE = [
  attach(BAR, 'low'),
  GRIP.over,
  POS.facingAway,
  'Start with your hands in front of your thighs, arms straight and your core braced.',
  'Raise your arms in front of you, keeping them straight, until your hands reach shoulder height.',
  'Lower your arms slowly back to your thighs without leaning back.',
];
const frontRaise = family(meta(['Front Shoulders'], 'Push', 'Isolation', 'Beginner', ['Overhand']), FRONT_RAISE);

const UPRIGHT_ROW = [
  attach(BAR, 'low'),
  GRIP.over,
  POS.closeToPulley,
  'Start with your hands in front of your thighs and your arms straight.',
  'Pull your hands straight up along your body, leading with your elbows, until your elbows reach shoulder height.',
  'Lower your hands under control back to your thighs.',
];
const uprightRow = family(meta(['Side Shoulders', 'Traps'], 'Pull', 'Compound', 'Beginner', ['Overhand']), UPRIGHT_ROW);

const SHRUG = [
  attach(BAR, 'low'),
  GRIP.over,
  POS.closeToPulley,
  'Let your arms hang straight and shrug your shoulders up toward your ears as high as you can.',
  'Hold the top for a moment, then lower your shoulders slowly into a full stretch.',
];
const shrug = family(meta(['Traps'], 'Pull', 'Isolation', 'Beginner', ['Overhand']), SHRUG);

const raises = [
  lateralRaise('Cable Lateral Raise'),
  lateralRaise('Cable Behind-the-Back Lateral Raise', {
    1: 'Stand side-on to the machine and hold the handle in your far hand, so the cable runs behind your back.',
  }),
  lateralRaise('Cable Leaning Lateral Raise', {
    2: 'Hold the machine with your free hand and lean away from it until your arm is almost straight, keeping your body in one line.',
  }),
  lateralRaise('Cable Seated Lateral Raise', {
    1: 'Sit on a bench side-on to the machine and hold the handle in your far hand, so the cable runs across the front of your body.',
    2: 'Sit tall with a slight bend in your elbow.',
  }),
  lateralRaise('Cable Cuffed Lateral Raise', {
    0: attach('a wrist cuff', 'low'),
    1: 'Stand side-on to the machine and fasten the cuff around your far wrist, so the cable runs across the front of your body.',
  }, { grips: [] }),
  lateralRaise('Cable Single-Arm Y-Raise', {
    3: 'Raise your arm up and across in a Y until it is in line with your body, thumb pointing up.',
  }, { primary_muscles: ['Side Shoulders', 'Traps', 'Traps (mid-back)'], difficulty: 'Intermediate' }),
  lateralRaise('Cable Two-Arm Lateral Raise', {
    ...TWO_ARM_RAISE,
    3: 'Raise both arms out to the sides in a wide arc until your hands are level with your shoulders.',
  }),
  lateralRaise('Cable Y-Raise', {
    ...TWO_ARM_RAISE,
    3: 'Raise both arms up and out in a Y shape until they are in line with your body, thumbs pointing up.',
  }, { primary_muscles: ['Side Shoulders', 'Traps', 'Traps (mid-back)'], difficulty: 'Intermediate' }),

  frontRaise('Cable Front Raise'),
  frontRaise('Cable Rope Front Raise', { 0: attach(ROPE, 'low'), 1: GRIP.rope }, { grips: ['Neutral'] }),
  frontRaise('Cable Single-Arm Front Raise', {
    0: attach(HANDLE, 'low'),
    1: GRIP.oneOver,
    3: 'Start with your hand in front of your thigh, arm straight and your core braced.',
    4: 'Raise your arm in front of you, keeping it straight, until your hand reaches shoulder height.',
    5: ['Lower your arm slowly back to your thigh without leaning back.', SWITCH_SIDES],
  }),

  uprightRow('Cable Upright Row'),
  uprightRow('Cable EZ-Bar Upright Row', { 0: attach(EZ, 'low'), 1: GRIP.ezOver }),
  uprightRow('Cable Rope Upright Row', { 0: attach(ROPE, 'low'), 1: GRIP.ropeOver }),
  uprightRow('Cable Single-Arm Upright Row', {
    0: attach(HANDLE, 'low'),
    1: GRIP.oneOver,
    3: 'Start with your hand in front of your thigh and your arm straight.',
    4: 'Pull your hand straight up along your body, leading with your elbow, until your elbow reaches shoulder height.',
    5: ['Lower your hand under control back to your thigh.', SWITCH_SIDES],
  }),

  shrug('Cable Shrug'),
  shrug('Cable Single-Arm Shrug', {
    0: attach(HANDLE, 'low'),
    1: null,
    2: 'Stand side-on to the machine with the handle in your near hand.',
    3: 'Let your arm hang straight and shrug that shoulder up toward your ear as high as you can, without leaning away.',
    4: ['Hold the top for a moment, then lower your shoulder slowly into a full stretch.', SWITCH_SIDES],
  }),
];

// =====================================================================================================
// Arms: curls with every attachment
// =====================================================================================================

const CURL = [
  attach(BAR, 'low'),
  GRIP.under,
  'Stand facing the machine a short step back from the pulley, with your elbows pinned to your sides and your arms straight.',
  'Curl your hands up toward your shoulders without moving your elbows forward.',
  'Squeeze at the top, then lower slowly until your arms are straight.',
];
const curl = family(meta(['Biceps'], 'Pull', 'Isolation', 'Novice', ['Underhand']), CURL);
const PREACHER = 'Sit at a preacher bench in front of the pulley with the backs of your upper arms on the pad and your arms almost straight.';

const ONE_ARM_CURL = [
  attach(HANDLE, 'low'),
  GRIP.oneUnder,
  'Stand facing the machine a short step back from the pulley, with your elbow pinned to your side and your arm straight.',
  'Curl the handle up toward your shoulder without moving your elbow forward.',
  'Squeeze at the top, then lower slowly until your arm is straight.',
  SWITCH_SIDES,
];
const oneArmCurl = family(meta(['Biceps'], 'Pull', 'Isolation', 'Novice', ['Underhand']), ONE_ARM_CURL);

const HIGH_CURL = [
  pair('high'),
  'Stand in the middle of the station with a handle in each hand underhand, arms straight out to the sides at shoulder height.',
  'Curl the handles toward the sides of your head, keeping your elbows level with your shoulders.',
  'Extend your arms slowly back out to the sides.',
];
const highCurl = family(meta(['Biceps'], 'Pull', 'Isolation', 'Beginner', ['Underhand']), HIGH_CURL);

const WRIST_CURL = [
  attach(BAR, 'low'),
  GRIP.under,
  'Sit on a bench facing the machine with your forearms on your thighs and your wrists just past your knees.',
  'Let the bar roll down toward your fingertips, then curl your wrists up as high as you can.',
  'Lower slowly back to the stretched position.',
];
const wristCurl = family(meta(['Forearms'], 'Pull', 'Isolation', 'Novice', ['Underhand']), WRIST_CURL);

const curls = [
  curl('Cable Curl'),
  curl('Cable EZ-Bar Curl', { 0: attach(EZ, 'low'), 1: GRIP.ezUnder }),
  curl('Cable Wide-Grip Curl', { 1: GRIP.wideUnder }, { grips: ['Underhand', 'Wide'] }),
  curl('Cable Close-Grip Curl', { 1: GRIP.closeUnder }, { grips: ['Underhand', 'Close'] }),
  curl('Cable Rope Hammer Curl', { 0: attach(ROPE, 'low'), 1: GRIP.rope }, {
    primary_muscles: ['Biceps', 'Forearms'], grips: ['Neutral'],
  }),
  curl('Cable Reverse Curl', { 1: GRIP.over }, { primary_muscles: ['Forearms', 'Biceps'], grips: ['Overhand'] }),
  curl('Cable EZ-Bar Reverse Curl', { 0: attach(EZ, 'low'), 1: GRIP.ezOver }, {
    primary_muscles: ['Forearms', 'Biceps'], grips: ['Overhand'],
  }),
  curl('Cable Drag Curl', {
    3: 'Curl the bar up by dragging it along the front of your body, letting your elbows travel back behind you.',
  }, { difficulty: 'Beginner' }),
  curl('Cable Lying Curl', {
    1: 'Lie on your back on the floor with your feet toward the machine and your upper arms on the floor beside your body.',
    2: GRIP.under,
  }, { difficulty: 'Beginner' }),
  curl('Cable Incline Curl', {
    0: pair('low'),
    1: GRIP.handles,
    2: 'Lie back on an incline bench in the middle of the station, facing away from the machine, with your arms hanging slightly behind your body.',
  }, { difficulty: 'Intermediate' }),
  curl('Cable Preacher Curl', { 2: PREACHER }, { difficulty: 'Beginner' }),
  curl('Cable EZ-Bar Preacher Curl', { 0: attach(EZ, 'low'), 1: GRIP.ezUnder, 2: PREACHER }, { difficulty: 'Beginner' }),
  curl('Cable Reverse Preacher Curl', { 1: GRIP.over, 2: PREACHER }, {
    primary_muscles: ['Forearms', 'Biceps'], difficulty: 'Beginner', grips: ['Overhand'],
  }),
  curl('Cable Rope Preacher Hammer Curl', { 0: attach(ROPE, 'low'), 1: GRIP.rope, 2: PREACHER }, {
    primary_muscles: ['Biceps', 'Forearms'], difficulty: 'Beginner', grips: ['Neutral'],
  }),

  oneArmCurl('Cable Single-Arm Curl'),
  oneArmCurl('Cable Single-Arm Reverse Curl', { 1: GRIP.oneOver }, {
    primary_muscles: ['Forearms', 'Biceps'], grips: ['Overhand'],
  }),
  oneArmCurl('Cable Single-Arm Hammer Curl', { 1: GRIP.oneNeutral }, {
    primary_muscles: ['Biceps', 'Forearms'], grips: ['Neutral'],
  }),
  oneArmCurl('Cable Cross-Body Hammer Curl', {
    1: GRIP.oneNeutral,
    3: 'Curl the handle up and across your body toward your opposite shoulder, keeping your palm facing in.',
  }, { primary_muscles: ['Biceps', 'Forearms'], grips: ['Neutral'] }),
  oneArmCurl('Cable Bayesian Curl', {
    2: 'Face away from the machine in a staggered stance and step forward until the cable draws your straight arm slightly behind your body.',
    3: 'Curl the handle up toward your shoulder while keeping your elbow behind your torso.',
  }, { difficulty: 'Beginner' }),
  oneArmCurl('Cable Single-Arm Preacher Curl', {
    2: 'Sit at a preacher bench in front of the pulley with the back of one upper arm on the pad and that arm almost straight.',
  }, { difficulty: 'Beginner' }),
  oneArmCurl('Cable Concentration Curl', {
    2: 'Sit on a bench facing the pulley, brace the back of your arm against your inner thigh and let it hang straight.',
  }),

  highCurl('Cable Overhead Curl'),
  highCurl('Cable Single-Arm Overhead Curl', {
    0: attach(HANDLE, 'high'),
    1: 'Stand side-on to the pulley with the handle underhand in your near hand, arm straight out to the side at shoulder height.',
    2: 'Curl the handle toward the side of your head, keeping your elbow level with your shoulder.',
    3: ['Extend your arm slowly back out to the side.', SWITCH_SIDES],
  }),

  wristCurl('Cable Wrist Curl'),
  wristCurl('Cable Reverse Wrist Curl', {
    1: GRIP.over,
    3: 'Let your hands drop below your wrists, then lift the backs of your hands as high as you can.',
  }, { grips: ['Overhand'] }),
];

// =====================================================================================================
// Arms: pushdowns, extensions and kickbacks
// =====================================================================================================

const PUSHDOWN = [
  attach(BAR, 'high'),
  GRIP.over,
  POS.closeToPulley,
  'Lean forward slightly and pin your elbows to your sides with your forearms just above parallel to the floor.',
  'Push down until your arms are fully straight, keeping your elbows still.',
  'Squeeze your triceps at the bottom, then let your forearms rise under control.',
];
const pushdown = family(meta(['Triceps'], 'Push', 'Isolation', 'Novice', ['Overhand']), PUSHDOWN);

const ONE_ARM_PUSHDOWN = [
  attach(HANDLE, 'high'),
  GRIP.oneOver,
  POS.closeToPulley,
  'Pin your elbow to your side with your forearm just above parallel to the floor.',
  'Push down until your arm is fully straight, keeping your elbow still.',
  'Squeeze your triceps at the bottom, then let your forearm rise under control.',
  SWITCH_SIDES,
];
const EXTENSION_FINISH = 'Squeeze your triceps with your arm straight, then bend your elbow slowly back to the start.';
const oneArmPushdown = family(meta(['Triceps'], 'Push', 'Isolation', 'Novice', ['Overhand']), ONE_ARM_PUSHDOWN);

const OVERHEAD_EXTENSION = [
  attach(ROPE, 'high'),
  GRIP.rope,
  'Turn to face away from the machine with your hands behind your head.',
  'Step forward into a split stance and lean forward until your upper arms are beside your head, pointing forward.',
  'Extend your elbows until your arms are straight in front of your head, keeping your upper arms still.',
  'Let your hands return behind your head slowly until you feel a stretch in your triceps.',
];
const overheadExtension = family(meta(['Triceps'], 'Push', 'Isolation', 'Beginner', ['Neutral']), OVERHEAD_EXTENSION);

const LYING_EXTENSION = [
  attach(BAR, 'low'),
  LIE_HEAD_TO_PULLEY,
  GRIP.over,
  'Hold your hands above your forehead with your upper arms angled slightly back toward the machine.',
  'Extend your elbows until your arms are straight, keeping your upper arms still.',
  'Bend your elbows slowly to lower your hands back toward your forehead.',
];
const lyingExtension = family(meta(['Triceps'], 'Push', 'Isolation', 'Beginner', ['Overhand']), LYING_EXTENSION);

const triceps = [
  pushdown('Cable Triceps Pushdown'),
  pushdown('Cable Rope Pushdown', {
    0: attach(ROPE, 'high'),
    1: GRIP.rope,
    4: 'Push down until your arms are fully straight, spreading the rope ends apart at the bottom.',
  }, { grips: ['Neutral'] }),
  pushdown('Cable V-Bar Pushdown', { 0: attach(VBAR, 'high'), 1: GRIP.vbar }, { grips: ['Neutral', 'Close'] }),
  pushdown('Cable EZ-Bar Pushdown', { 0: attach(EZ, 'high'), 1: GRIP.ezOver }),
  pushdown('Cable Reverse-Grip Pushdown', { 1: GRIP.under }, { difficulty: 'Beginner', grips: ['Underhand'] }),

  oneArmPushdown('Cable Single-Arm Pushdown'),
  oneArmPushdown('Cable Single-Arm Reverse-Grip Pushdown', { 1: GRIP.oneUnder }, { grips: ['Underhand'] }),
  oneArmPushdown('Cable Cross-Body Triceps Extension', {
    1: null,
    2: 'Stand side-on to the machine with the handle in your far hand, so the cable runs across your body.',
    3: 'Raise your elbow to about chest height, bent so your hand is near your opposite shoulder.',
    4: 'Extend your arm out to the side until it is straight, keeping your elbow in place.',
    5: EXTENSION_FINISH,
  }, { difficulty: 'Beginner', grips: ['Neutral'] }),
  oneArmPushdown('Cable Triceps Kickback', {
    0: attach(HANDLE, 'low'),
    1: GRIP.one,
    2: 'Face the machine and hinge forward until your torso is nearly parallel to the floor.',
    3: 'Raise your upper arm until it is in line with your torso and pinned to your side, elbow bent.',
    4: 'Extend your elbow until your arm is straight behind you, keeping your upper arm still.',
    5: EXTENSION_FINISH,
  }, { difficulty: 'Beginner', grips: ['Neutral'] }),

  overheadExtension('Cable Rope Overhead Triceps Extension'),
  overheadExtension('Cable Straight-Bar Overhead Triceps Extension', { 0: attach(BAR, 'high'), 1: GRIP.over }, {
    grips: ['Overhand'],
  }),
  overheadExtension('Cable EZ-Bar Overhead Triceps Extension', { 0: attach(EZ, 'high'), 1: GRIP.ezOver }, {
    grips: ['Overhand'],
  }),
  overheadExtension('Cable Kneeling Overhead Triceps Extension', {
    3: 'Kneel facing away from the machine and lean forward until your upper arms are beside your head, pointing forward.',
  }),
  overheadExtension('Cable Seated Overhead Triceps Extension', {
    0: attach(ROPE, 'low'),
    3: 'Sit on a bench with your back to the pulley, your elbows pointing up and your upper arms beside your head.',
    4: 'Extend your elbows until your arms are straight overhead, keeping your upper arms still.',
  }),
  overheadExtension('Cable Single-Arm Overhead Triceps Extension', {
    0: attach(HANDLE, 'low'),
    1: GRIP.one,
    2: 'Turn to face away from the machine with your hand behind your head and your elbow pointing up.',
    3: 'Stand tall with your upper arm beside your head and your core braced.',
    4: 'Extend your elbow until your arm is straight overhead, keeping your upper arm still.',
    5: ['Let your hand return behind your head slowly until you feel a stretch in your triceps.', SWITCH_SIDES],
  }),

  lyingExtension('Cable Lying Triceps Extension'),
  lyingExtension('Cable Incline Triceps Extension', {
    1: 'Lie on an incline bench in front of the pulley with your head toward the machine.',
  }),
  lyingExtension('Cable Rope Lying Triceps Extension', {
    0: attach(ROPE, 'low'),
    1: 'Lie on your back on the floor with your head toward the machine.',
    2: GRIP.rope,
  }, { grips: ['Neutral'] }),
];

// =====================================================================================================
// Core: crunches, side bends, woodchoppers, chops and lifts, Pallof presses
// =====================================================================================================

const CRUNCH = [
  attach(ROPE, 'high'),
  'Kneel facing the machine a short distance from the pulley and hold the rope ends beside your head.',
  'Keep your hips high and still, directly above your knees.',
  'Crunch down by curling your ribs toward your pelvis until your elbows reach your thighs.',
  'Hold the squeeze for a moment, then uncurl slowly without letting your hips sit back.',
];
const crunch = family(meta(['Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']), CRUNCH);
const CRUNCH_FORWARD = 'Crunch forward by curling your ribs toward your pelvis, keeping your hips still.';

const KNEEL_SIDE_ON = 'Kneel side-on to the machine on one knee with the other foot flat in front.';

const WOODCHOP = [
  attach(HANDLE, 'high'),
  'Stand side-on to the machine with your feet wider than shoulder-width.',
  'Hold the handle with both hands above your near shoulder, arms almost straight and core braced.',
  'Pull the handle down and across your body to the outside of your far knee, rotating your torso and pivoting your back foot.',
  'Return along the same path under control.',
  SWITCH_SIDES,
];
const woodchop = family(meta(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Beginner', ['Neutral']), WOODCHOP);
const WOODCHOP_LOW_HOLD = 'Hold the handle with both hands outside your near knee, arms almost straight and core braced.';

/** The rope chop and lift: pull to the chest, then push away across the body, trunk tall and hips still. */
const CHOP = [
  attach(ROPE, 'high'),
  KNEEL_SIDE_ON,
  'Hold the rope with both hands, one near each end, above your near shoulder.',
  'Pull the rope down to your chest, then push it down and away past your far hip in one smooth motion.',
  'Keep your torso tall and your hips still so the movement comes from your trunk and arms.',
  'Reverse the motion under control back to the start.',
  SWITCH_SIDES,
];
const chop = family(meta(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), CHOP);
const TALL_KNEEL_SIDE_ON = 'Kneel side-on to the machine on both knees with your hips extended and your torso tall.';
const LIFT = {
  0: attach(ROPE, 'low'),
  2: 'Hold the rope with both hands, one near each end, beside your near hip.',
  3: 'Pull the rope up to your chest, then press it up and away above your far shoulder in one smooth motion.',
};

const PALLOF = [
  attach(HANDLE, 'chest'),
  'Stand side-on to the machine and hold the handle with both hands against the middle of your chest.',
  'Step away until the cable is taut and set your feet shoulder-width apart with your knees slightly bent.',
  'Brace your core and press the handle straight out in front of your chest without letting your torso rotate.',
  'Hold for a moment with your arms straight, then bring the handle back to your chest.',
  SWITCH_SIDES,
];
const pallof = family(meta(['Abdominals', 'Obliques'], 'Push', 'Compound', 'Beginner', ['Neutral']), PALLOF);

const core = [
  crunch('Cable Crunch'),
  crunch('Cable Kneeling Oblique Crunch', {
    3: 'Crunch down and twist, bringing one elbow toward the opposite knee.',
    4: 'Uncurl slowly back to the start and alternate sides with each rep.',
  }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  crunch('Cable Standing Crunch', {
    1: 'Stand facing away from the machine a short step from the pulley and hold the rope ends beside your head.',
    2: 'Set your feet hip-width apart with your knees slightly bent.',
    3: CRUNCH_FORWARD,
  }),
  crunch('Cable Seated Crunch', {
    1: 'Sit on a bench with your back to the pulley and hold the rope ends beside your head.',
    2: 'Plant your feet flat on the floor and sit tall.',
    3: CRUNCH_FORWARD,
  }),
  family(meta(['Abdominals'], 'Pull', 'Isolation', 'Intermediate'), [
    attach('a pair of ankle straps', 'low'),
    'Fasten the straps around both ankles and lie on your back with your feet toward the machine, hips and knees bent to 90 degrees.',
    'Press your arms into the floor beside you and flatten your lower back.',
    'Curl your hips off the floor, bringing your knees toward your chest.',
    'Lower your hips slowly back to the start, keeping tension on the cable.',
  ])('Cable Reverse Crunch'),
  family(meta(['Obliques'], 'Pull', 'Isolation', 'Beginner', ['Neutral']), [
    attach(HANDLE, 'low'),
    'Stand side-on to the machine with the handle in your near hand and your arm straight.',
    'Bend sideways toward the machine, letting the handle slide down your leg.',
    'Pull yourself back upright by contracting the obliques on your far side, without twisting.',
    SWITCH_SIDES,
  ])('Cable Side Bend'),

  family(meta(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
    attach(HANDLE, 'knee'),
    'Sit on the floor side-on to the machine with your knees bent and your heels on the floor.',
    'Hold the handle with both hands in front of your chest, arms extended, and lean back slightly with a straight back.',
    'Rotate your torso away from the machine, turning your shoulders while your hips and knees stay still.',
    'Return to center under control.',
    SWITCH_SIDES,
  ])('Cable Seated Russian Twist'),

  woodchop('Cable Woodchopper'),
  woodchop('Cable Low-to-High Woodchopper', {
    0: attach(HANDLE, 'low'),
    2: WOODCHOP_LOW_HOLD,
    3: 'Pull the handle up and across your body to above your far shoulder, rotating your torso and pivoting your back foot.',
  }, { force: 'Push' }),
  woodchop('Cable Horizontal Woodchopper', {
    0: attach(HANDLE, 'chest'),
    2: 'Hold the handle with both hands, arms straight and pointing at the pulley.',
    3: 'Rotate your torso away from the machine, pulling the handle across your body at chest height.',
  }),
  woodchop('Cable Half-Kneeling Woodchopper', {
    1: KNEEL_SIDE_ON,
    3: 'Pull the handle down and across your body to the outside of your far hip, turning your shoulders while your hips stay square.',
  }, { difficulty: 'Intermediate' }),
  woodchop('Cable Half-Kneeling Low-to-High Woodchopper', {
    0: attach(HANDLE, 'low'),
    1: KNEEL_SIDE_ON,
    2: WOODCHOP_LOW_HOLD,
    3: 'Pull the handle up and across your body to above your far shoulder, turning your shoulders while your hips stay square.',
  }, { force: 'Push', difficulty: 'Intermediate' }),

  chop('Cable Half-Kneeling Chop'),
  chop('Cable Half-Kneeling Lift', LIFT, { force: 'Push' }),
  chop('Cable Tall-Kneeling Chop', { 1: TALL_KNEEL_SIDE_ON }),
  chop('Cable Tall-Kneeling Lift', { ...LIFT, 1: TALL_KNEEL_SIDE_ON }, { force: 'Push' }),

  pallof('Cable Pallof Press'),
  pallof('Cable Half-Kneeling Pallof Press', {
    0: attach(HANDLE, 'waist'),
    2: 'Step away until the cable is taut and kneel on the knee nearest the machine with the other foot flat in front.',
  }),
  pallof('Cable Tall-Kneeling Pallof Press', {
    0: attach(HANDLE, 'waist'),
    2: 'Step away until the cable is taut and kneel on both knees with your hips extended and your torso tall.',
  }),
  pallof('Cable Split-Stance Pallof Press', {
    2: 'Step away until the cable is taut and take a split stance with your far foot in front.',
  }),
  pallof('Cable Pallof Press with Rotation', {
    3: 'Press the handle straight out, then rotate your torso away from the machine with your arms straight.',
    4: 'Rotate back to center under control, then bring the handle back to your chest.',
  }, { primary_muscles: ['Obliques', 'Abdominals'], difficulty: 'Intermediate' }),
  pallof('Cable Overhead Pallof Press', {
    3: 'Brace your core and press the handle straight overhead, keeping it in line with your body.',
    4: 'Hold for a moment with your arms straight, then lower the handle back to your chest.',
  }, { difficulty: 'Intermediate' }),
  pallof('Cable Pallof Hold', {
    3: 'Brace your core and press the handle straight out in front of your chest.',
    4: 'Hold that position for the set time without letting the cable turn your torso, then bring the handle back to your chest.',
  }, { force: 'Hold', difficulty: 'Novice' }),
  pallof('Cable Pallof Walkout', {
    3: 'Brace your core and press the handle straight out, then take slow side steps away from the machine with your arms straight.',
    4: 'Side-step back toward the machine the same way, then bring the handle back to your chest.',
  }, { difficulty: 'Intermediate' }),
];

// =====================================================================================================
// Hips and legs: hinges, squats and ankle-strap movements
// =====================================================================================================

const CABLE_RDL = [
  attach(BAR, 'low'),
  GRIP.over,
  'Stand facing the machine a step back from the pulley, feet hip-width apart and a soft bend in your knees.',
  'Hinge at your hips, pushing them back and sliding your hands down your legs until you feel a strong stretch in your hamstrings.',
  'Keep your back flat and your hands close to your legs throughout.',
  'Drive your hips forward to stand tall, squeezing your glutes at the top.',
];
const cableRdl = family(meta(['Hamstrings', 'Glutes'], 'Pull', 'Compound', 'Beginner', ['Overhand']), CABLE_RDL);

const ANKLE_STRAP = attach(ANKLE, 'low');
const STRAP_FACING = 'Fasten the strap around one ankle and face the machine, holding the frame for balance.';
const STAND_TALL_ONE_LEG = 'Stand tall on your other leg with your torso upright.';

const KICKBACK = [
  ANKLE_STRAP,
  STRAP_FACING,
  'Stand on your other leg with a slight bend in the knee and your torso leaning slightly forward.',
  'Kick the strapped leg back and up, driving through your heel, until your glute is fully contracted.',
  'Keep your hips square and your lower back still without arching.',
  'Return your leg slowly until your foot is back under your hip.',
  SWITCH_SIDES,
];
const kickback = family(meta(['Glutes', 'Hamstrings'], 'Push', 'Isolation', 'Beginner'), KICKBACK);
const ON_ALL_FOURS = 'Set your hands under your shoulders and your knees under your hips.';
const KNEE_BACK_DOWN = 'Lower your knee slowly back toward the floor.';

const HIP_ABDUCTION = [
  ANKLE_STRAP,
  'Fasten the strap around your far ankle and stand side-on to the machine, holding the frame with your near hand.',
  'Stand tall on your near leg with a slight bend in the knee.',
  'Raise the strapped leg out to the side, keeping it straight and your toes pointing forward.',
  'Keep your torso upright and your hips level throughout.',
  'Lower your leg slowly until your feet are back together.',
  SWITCH_SIDES,
];
const hipAbduction = family(meta(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Beginner'), HIP_ABDUCTION);

const legs = [
  family(meta(['Glutes', 'Hamstrings'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
    attach(ROPE, 'low'),
    POS.facingAway,
    'Hold the rope ends between your thighs and walk forward until the cable is taut, feet slightly wider than shoulder-width.',
    'Hinge at your hips, pushing them back and letting the rope travel between your legs while your back stays flat.',
    'Drive your hips forward to stand tall, squeezing your glutes hard at the top.',
  ])('Cable Pull-Through'),
  cableRdl('Cable Romanian Deadlift'),
  cableRdl('Cable Deadlift', {
    2: 'Stand facing the machine close to the pulley with your feet hip-width apart.',
    3: 'Push your hips back and bend your knees to lower the bar to mid-shin, keeping your chest up and your arms straight.',
    5: 'Drive through your whole foot to stand tall, squeezing your glutes at the top, then lower the same way.',
  }, { primary_muscles: ['Glutes', 'Hamstrings', 'Quads'] }),
  cableRdl('Cable Single-Leg Romanian Deadlift', {
    0: attach(HANDLE, 'low'),
    1: GRIP.one,
    2: 'Stand facing the machine a step back from the pulley, with your weight on the leg opposite your working hand.',
    3: 'Hinge forward as your free leg extends straight behind you, reaching the handle toward the pulley.',
    4: 'Keep your hips square, your back flat and a soft bend in your standing knee.',
    5: ['Drive your standing hip forward to return upright.', SWITCH_SIDES],
  }, { difficulty: 'Intermediate', grips: ['Neutral'] }),
  family(meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Novice', ['Neutral']), [
    attach(HANDLE, 'low'),
    'Hold the handle with both hands at your chest and step back from the machine until the cable is taut.',
    'Stand with your feet shoulder-width apart and your toes turned slightly out.',
    'Squat down between your knees with your chest up until your thighs are at least parallel to the floor.',
    'Drive up through your whole foot to stand tall, keeping the handle at your chest.',
  ])('Cable Goblet Squat'),
  family(meta(['Calves'], 'Push', 'Isolation', 'Beginner', ['Overhand']), [
    attach(BAR, 'low'),
    GRIP.over,
    'Stand facing the machine with the balls of your feet on a low step or weight plate and your arms straight.',
    'Let your heels sink below the step, then rise onto your toes as high as you can with your knees straight.',
    'Pause at the top, then lower your heels slowly into a full stretch.',
  ])('Cable Standing Calf Raise'),

  kickback('Cable Glute Kickback'),
  kickback('Cable Standing Hip Extension', {
    2: STAND_TALL_ONE_LEG,
    3: 'Keeping the strapped leg straight, sweep it back behind you until your glute is fully contracted.',
  }),
  kickback('Cable Standing Leg Curl', {
    2: STAND_TALL_ONE_LEG,
    3: 'Curl your strapped heel up toward your glute, keeping your thigh still.',
  }, { primary_muscles: ['Hamstrings'], force: 'Pull' }),
  kickback('Cable Standing Hip Flexion', {
    1: 'Fasten the strap around one ankle and stand facing away from the machine, holding the frame for balance.',
    2: STAND_TALL_ONE_LEG,
    3: 'Drive your strapped knee up in front of you until your thigh is parallel to the floor.',
  }, { primary_muscles: ['Hip Flexors', 'Quads'], force: 'Pull' }),
  kickback('Cable Donkey Kickback', {
    1: 'Fasten the strap around one ankle and kneel on all fours facing the machine.',
    2: ON_ALL_FOURS,
    3: 'Drive the strapped leg back and up with the knee bent to 90 degrees until your thigh is in line with your torso.',
    5: KNEE_BACK_DOWN,
  }, { primary_muscles: ['Glutes'] }),
  kickback('Cable Fire Hydrant', {
    1: 'Fasten the strap around one ankle and kneel on all fours side-on to the machine, strapped leg farthest from it.',
    2: ON_ALL_FOURS,
    3: 'Lift the strapped knee out to the side with the knee bent to 90 degrees until your thigh is level with your hip.',
    5: KNEE_BACK_DOWN,
  }, { primary_muscles: ['Glutes', 'Abductors'] }),

  hipAbduction('Cable Hip Abduction'),
  hipAbduction('Cable Hip Adduction', {
    1: 'Fasten the strap around your near ankle and stand side-on to the machine, a long step away from it.',
    2: 'Stand tall on your far leg and let the cable draw your strapped leg out toward the machine.',
    3: 'Sweep the strapped leg in and across the front of your standing leg, keeping it straight.',
    5: 'Let your leg return slowly out toward the machine.',
  }, { primary_muscles: ['Adductors'], force: 'Pull' }),
];

/** Only the male model was filmed for about one exercise in ten; spread those evenly through the group. */
export const seeds: ExerciseSeed[] = [
  ...chestFlyes, ...presses, ...pulldowns, ...straightArmPulldowns, ...rows,
  ...rearDelts, ...raises, ...curls, ...triceps,
  ...core, ...legs,
].map((seed, i) =>
  i % 10 === 7 ? { ...seed, female: false } : seed,
);
