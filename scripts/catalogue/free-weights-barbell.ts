/**
 * Demo catalogue, barbell group: Barbell (with EZ-bar, trap-bar, specialty-bar and landmine movements),
 * Smith Machine, Plate and Medicine Ball.
 *
 * Each movement family has one list of base steps; its variants keep those sentences and replace only the
 * ones that really differ (setup, grip, angle, range, tempo), so the number of distinct sentences to
 * translate stays small. Sentences are shared only between versions of the same movement.
 */
import type { Category, ExerciseSeed } from './types.ts';

import { family, meta } from './family.ts';
import type { Edit, Meta } from './family.ts';

// Sentences shared by the same movement across equipment (lunges, split squats, single-leg hinges, carries).
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
const OVERHEAD_STACKED = 'Keep the weight stacked over your shoulders and your torso upright throughout.';
const SPLIT_LOWER = 'Lower straight down until your back knee nearly touches the floor and your front thigh is parallel.';
const SPLIT_UPRIGHT = 'Keep your torso upright and most of your weight over the front foot.';
const SPLIT_FINISH = 'Drive through your front foot to stand, complete all reps, then switch legs.';
const STEP_UP = [
  'Place one foot fully on the box.',
  'Drive through the heel of the top foot to step up until that leg is straight, without pushing off the back foot.',
  'Step down under control with the same leg and complete all reps before switching.',
];
const SINGLE_LEG_SHIFT = 'Shift your weight onto one leg with a slight bend in that knee.';
const SINGLE_LEG_HINGE = 'Hinge forward as your free leg extends straight behind you, lowering the weight with your hips kept square.';
const SINGLE_LEG_RETURN = 'Drive your standing hip forward to return upright, complete your reps, then switch legs.';
const CARRY_WALK = 'Walk forward with short, steady steps, staying tall and braced.';
const BRIDGE_UP = 'Drive through your heels to lift your hips until your body forms a straight line from knees to shoulders.';
const BRIDGE_TOP = 'Squeeze your glutes at the top, then lower under control.';
const HINGE_RETURN = 'Drive your hips forward to return to standing, squeezing your glutes at the top.';
const JUMP_DIP = 'Brace your core and dip quickly into a quarter to half squat.';
const JUMP_TAKEOFF = 'Explode upward and leave the floor, keeping the bar pinned to your back.';
const JUMP_LAND = 'Land softly on the balls of your feet, bend your knees to absorb the impact and reset before the next jump.';
const PAUSE_BOTTOM = 'Hold the bottom position for two seconds while staying tight and braced.';
const SPOTTER = 'Have a spotter help you unrack the bar, as this movement leaves little margin for error.';
const PRESS_UP_FLOOR = 'Push back up to straight arms, keeping your body in one line.';
const PLANK_LINE = 'Brace your core and squeeze your glutes so your body stays in a straight line.';

// =====================================================================================================
// Barbell: squats
// =====================================================================================================

const SQUAT = [
  'Set the bar in a rack at mid-chest height and step under it so it rests across your upper back.',
  'Grip the bar just outside your shoulders, lift it out of the rack and take two short steps back.',
  'Stand with your feet about shoulder-width apart and your toes turned slightly out.',
  'Take a deep breath, brace your core and squat down until your thighs are at least parallel to the floor.',
  'Keep your chest up and your knees tracking over your toes throughout the descent.',
  'Drive up through your whole foot to full hip and knee extension, exhaling near the top.',
];
const squat = family('Barbell', meta(['Quads', 'Glutes', 'Hamstrings'], 'Push', 'Compound', 'Intermediate', ['Overhand']), SQUAT);
const SAFETY_BAR_UNRACK = 'Set the safety squat bar in a rack at mid-chest height and step under it so the pads rest on your shoulders.';

const FRONT_SQUAT = [
  'Set the bar in a rack at shoulder height and step in so it rests on the front of your shoulders, touching your throat.',
  'Hold the bar with a clean grip just outside your shoulders, fingertips under the bar and elbows pushed high and forward.',
  'Lift the bar out of the rack, step back and set your feet about shoulder-width apart with your toes slightly out.',
  'Brace your core and squat straight down, keeping your elbows up and your torso upright, until your thighs pass parallel.',
  'Drive up through your mid-foot, leading with your elbows, and exhale as you stand tall.',
];
const frontSquat = family('Barbell', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Overhand']), FRONT_SQUAT);

const ZERCHER = [
  'Set the bar in a rack at about waist height.',
  'Hook the bar in the crooks of your elbows, clasp your hands together and hold it tight to your body.',
  'Lift the bar out of the rack, step back and set your feet shoulder-width apart.',
  'Brace your core and squat down between your knees with your chest up and elbows close to your body.',
  'Drive back up to standing, squeezing your glutes at the top.',
];
const zercher = family('Barbell', meta(['Quads', 'Glutes', 'Abdominals'], 'Push', 'Compound', 'Intermediate'), ZERCHER);
const OVERHEAD_SQUAT = [
  'Hold the bar overhead with a wide snatch grip, arms locked and the bar stacked over the middle of your feet.',
  'Stand with your feet shoulder-width apart and your toes slightly out, actively pushing up into the bar.',
  'Brace your core and squat down slowly, keeping the bar over your mid-foot and your arms straight.',
  'Descend until your thighs are below parallel with your torso as upright as possible.',
  'Stand back up along the same path without letting the bar drift forward.',
];
const overheadSquat = family('Barbell', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Advanced', ['Overhand', 'Wide']), OVERHEAD_SQUAT);
const PIN_SQUAT = {
  0: 'Set the safety pins of a power rack at the depth of your bottom position and rest the bar on them.',
  3: 'Take a deep breath and brace hard while the bar is still resting on the pins.',
  4: 'Drive the bar up from a dead stop, keeping your chest up and your knees out.',
  5: 'Stand up fully, then squat back down and let the bar settle on the pins before each rep.',
};
const RERACK = 'Stop after the set distance and return the bar to the rack.';

const barbellSquats = [
  squat('Barbell Back Squat'),
  squat('Barbell High-Bar Squat', {
    0: 'Set the bar in a rack at mid-chest height and step under it so it rests high on your traps, just below the base of your neck.',
    3: 'Take a deep breath, brace your core and sit straight down with an upright torso until your hips drop below your knees.',
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  squat('Barbell Low-Bar Squat', {
    0: 'Set the bar in a rack at mid-chest height and step under it so it sits on your rear shoulders, just below the ridge of your shoulder blades.',
    1: 'Take a slightly wider grip with straight wrists, lift the bar out of the rack and take two short steps back.',
    3: 'Take a deep breath, brace your core, push your hips back and lean forward until your hip crease is just below your knees.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Hamstrings'], difficulty: 'Advanced' }),
  squat('Barbell Pause Squat', { 4: [SQUAT[4], PAUSE_BOTTOM] }, { difficulty: 'Advanced' }),
  squat('Barbell Box Squat', {
    2: 'Place a box behind you at about parallel height and stand with your feet slightly wider than shoulder-width.',
    3: 'Take a deep breath, brace your core and sit your hips back until you are seated on the box, shins close to vertical.',
    4: 'Pause briefly on the box without relaxing, keeping your back tight and your weight on your heels.',
  }, { primary_muscles: ['Glutes', 'Hamstrings', 'Quads'] }),
  squat('Barbell Wide-Stance Box Squat', {
    2: 'Place a box behind you at about parallel height and take a wide stance with your toes turned slightly out.',
    3: 'Take a deep breath, brace your core and sit your hips back until you are seated on the box, shins close to vertical.',
    4: 'Pause briefly on the box while pushing your knees out, keeping your back tight.',
  }, { primary_muscles: ['Glutes', 'Hamstrings', 'Adductors'], difficulty: 'Advanced' }),
  squat('Barbell Pin Squat', {
    ...PIN_SQUAT,
    1: 'Squat down under the bar so it sits across your upper back and grip it just outside your shoulders.',
  }, { difficulty: 'Advanced' }),
  squat('Barbell Pin Front Squat', {
    ...PIN_SQUAT,
    1: 'Squat down under the bar so it rests on your front shoulders and take a clean grip with your elbows high.',
  }, { primary_muscles: ['Quads', 'Glutes'], difficulty: 'Advanced' }),
  squat('Barbell Half Squat', {
    3: 'Take a deep breath, brace your core and squat down until your knees are bent to about 90 degrees.',
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  squat('Barbell Quarter Squat', {
    3: 'Take a deep breath, brace your core and bend your knees only about a quarter of the way down.',
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  squat('Barbell Tempo Squat', {
    3: 'Take a deep breath, brace your core and lower yourself over a slow count of three to five seconds until your thighs are at least parallel.',
  }),
  squat('Barbell Wide-Stance Squat', {
    2: 'Stand with your feet well outside shoulder-width and your toes turned out about 30 degrees.',
    4: 'Keep your chest up and push your knees out in line with your toes as you descend.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Adductors'] }),
  squat('Barbell Narrow-Stance Squat', {
    2: 'Stand with your feet hip-width apart and your toes pointing nearly straight ahead.',
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  squat('Barbell Heels-Elevated Squat', {
    2: 'Stand with your heels on small plates or a wedge, feet hip-width apart.',
    4: 'Keep your torso upright and let your knees travel well forward over your toes.',
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  squat('Barbell 1.5 Rep Squat', {
    5: 'Rise halfway up, sink back to the bottom, then drive all the way up to complete one rep.',
  }, { difficulty: 'Advanced' }),
  squat('Barbell Jump Squat', {
    1: 'Grip a light bar just outside your shoulders, lift it out of the rack and take two short steps back.',
    3: JUMP_DIP,
    4: JUMP_TAKEOFF,
    5: JUMP_LAND,
  }, { primary_muscles: ['Quads', 'Glutes', 'Calves'] }),
  squat('Safety Bar Squat', {
    0: SAFETY_BAR_UNRACK,
    1: 'Hold the handles in front of you, lift the bar out of the rack and take two short steps back.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Traps (mid-back)'], grips: ['Neutral'] }),
  squat('Safety Bar Hatfield Squat', {
    0: SAFETY_BAR_UNRACK,
    1: 'Lift the bar out of the rack and step back just far enough to hold the rack uprights or safety pins in front of you.',
    4: 'Keep your chest up and use your hands only for balance, not to pull yourself up.',
  }, { primary_muscles: ['Quads', 'Glutes'], difficulty: 'Advanced' }),
  squat('Cambered Bar Squat', {
    0: 'Set the cambered bar in a rack at mid-chest height and step under it so it rests across your upper back, the weights hanging low.',
    4: 'Keep your chest up and control the swing of the hanging weights throughout the descent.',
  }, { difficulty: 'Advanced' }),

  frontSquat('Barbell Front Squat'),
  frontSquat('Barbell Cross-Arm Front Squat', {
    1: 'Cross your arms over the bar and place each hand on the opposite shoulder, elbows held high.',
  }),
  frontSquat('Barbell Pause Front Squat', {
    3: [FRONT_SQUAT[3], 'Hold the bottom position for two seconds without letting your elbows drop.'],
  }, { difficulty: 'Advanced' }),
  frontSquat('Barbell Front Box Squat', {
    2: 'Lift the bar out of the rack, step back and set your feet shoulder-width apart in front of a box at parallel height.',
    3: 'Brace your core and sit back onto the box with your elbows high and torso upright, pausing briefly without relaxing.',
  }),
  frontSquat('Barbell Heels-Elevated Front Squat', {
    2: 'Lift the bar out of the rack, step back and set your heels on small plates or a wedge, feet hip-width apart.',
  }, { primary_muscles: ['Quads'] }),
  frontSquat('Barbell Thruster', {
    4: [
      'Drive up explosively and use the momentum to press the bar overhead until your arms lock out.',
      'Lower the bar back to your shoulders as you descend into the next squat.',
    ],
  }, { primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'] }),
  frontSquat('Barbell Front-Rack Carry', {
    2: 'Lift the bar out of the rack, keep your elbows high and brace your core.',
    3: CARRY_WALK,
    4: RERACK,
  }, { primary_muscles: ['Abdominals', 'Traps (mid-back)', 'Quads'], force: 'Hold' }),

  zercher('Barbell Zercher Squat'),
  zercher('Barbell Zercher Reverse Lunge', {
    2: 'Lift the bar out of the rack, step back and stand with your feet hip-width apart.',
    3: LUNGE_BACK,
    4: LUNGE_STEP_FORWARD_UP,
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  zercher('Barbell Zercher Carry', { 3: CARRY_WALK, 4: RERACK }, {
    primary_muscles: ['Abdominals', 'Traps (mid-back)', 'Biceps'],
    force: 'Hold',
  }),

  overheadSquat('Barbell Overhead Squat'),
  overheadSquat('Barbell Pause Overhead Squat', { 3: [OVERHEAD_SQUAT[3], PAUSE_BOTTOM] }),

  family('Barbell', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Overhand']), [
    'Place a barbell on the floor behind your heels and stand with your feet hip-width apart.',
    'Squat down and grip the bar behind you with an overhand grip just outside your hips.',
    'Keep your chest up, brace and stand by driving through your feet, sliding the bar up the back of your legs.',
    'Lower the bar under control along the same path until it touches the floor.',
  ])('Barbell Hack Squat'),
];

// =====================================================================================================
// Barbell: lunges, split squats, step-ups
// =====================================================================================================

const UNRACK_BACK = 'Unrack the bar onto your upper back and stand tall with your feet hip-width apart.';
const UNRACK_FRONT = 'Unrack the bar into a front rack across your shoulders and stand tall with your feet hip-width apart.';
const lunge = family('Barbell', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Overhand']), [
  UNRACK_BACK,
  LUNGE_FORWARD,
  LUNGE_UPRIGHT,
  LUNGE_STEP_BACK_UP,
]);
const splitSquat = family('Barbell', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Overhand']), [
  'Unrack the bar onto your upper back and take a long split stance, one foot forward and the back foot on its toes.',
  SPLIT_LOWER,
  SPLIT_UPRIGHT,
  SPLIT_FINISH,
]);
const BULGARIAN_STANCE = 'stand about two feet in front of a bench, resting the top of your back foot on it.';
const stepUp = family('Barbell', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Overhand']), [
  'Unrack the bar onto your upper back and stand facing a box or bench about knee height.',
  ...STEP_UP,
]);
const COSSACK = [
  'Shift your weight to one side, bending that knee deeply while the other leg straightens with its toes pointing up.',
  'Sit as low as you can with your heel down and your chest up.',
  'Push back through the middle and shift over to the other side.',
];

const barbellLunges = [
  lunge('Barbell Forward Lunge'),
  lunge('Barbell Reverse Lunge', { 1: LUNGE_BACK, 3: LUNGE_STEP_FORWARD_UP }),
  lunge('Barbell Walking Lunge', { 3: LUNGE_WALK_ON }),
  lunge('Barbell Lateral Lunge', { 1: LATERAL_LUNGE[0], 2: LATERAL_LUNGE[1], 3: LATERAL_LUNGE[2] }, {
    primary_muscles: ['Quads', 'Glutes', 'Adductors'],
  }),
  lunge('Barbell Curtsy Lunge', { 1: CURTSY_LUNGE[0], 2: CURTSY_LUNGE[1], 3: LUNGE_STEP_FORWARD_UP }, {
    primary_muscles: ['Glutes', 'Quads'],
  }),
  lunge('Barbell Front-Rack Reverse Lunge', { 0: UNRACK_FRONT, 1: LUNGE_BACK, 3: LUNGE_STEP_FORWARD_UP }),
  lunge('Barbell Front-Rack Walking Lunge', { 0: UNRACK_FRONT, 3: LUNGE_WALK_ON }, { difficulty: 'Advanced' }),
  lunge('Barbell Deficit Reverse Lunge', {
    0: 'Unrack the bar onto your upper back and stand on a plate or step about 10 cm high.',
    1: 'Step back off the platform and lower your back knee until it nearly touches the floor.',
    3: LUNGE_STEP_FORWARD_UP,
  }, { difficulty: 'Advanced' }),
  lunge('Barbell Overhead Walking Lunge', {
    0: 'Press the bar overhead with a wide grip, lock your arms and stand with your feet hip-width apart.',
    2: OVERHEAD_STACKED,
    3: LUNGE_WALK_ON,
  }, { primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'], difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),

  splitSquat('Barbell Split Squat'),
  splitSquat('Barbell Front-Rack Split Squat', {
    0: 'Unrack the bar into a front rack across your shoulders and take a long split stance, the back foot on its toes.',
  }),
  splitSquat('Barbell Bulgarian Split Squat', { 0: `Unrack the bar onto your upper back and ${BULGARIAN_STANCE}` }),
  splitSquat('Barbell Front-Rack Bulgarian Split Squat', {
    0: `Unrack the bar into a front rack across your shoulders and ${BULGARIAN_STANCE}`,
  }, { difficulty: 'Advanced' }),
  splitSquat('Barbell Front-Foot Elevated Split Squat', {
    0: 'Unrack the bar onto your upper back, place your front foot on a low step and set your back foot behind you on its toes.',
    1: 'Lower until your back knee nearly touches the floor, sinking deeper than in a regular split squat.',
  }),

  stepUp('Barbell Step-Up'),
  stepUp('Barbell Lateral Step-Up', {
    0: 'Unrack the bar onto your upper back and stand side-on to a box or bench about knee height.',
    1: 'Place the foot nearest the box fully on top of it.',
  }),

  family('Barbell', meta(['Quads', 'Glutes', 'Adductors'], 'Push', 'Compound', 'Advanced', ['Overhand']), [
    'Unrack the bar onto your upper back and take a very wide stance with your toes turned slightly out.',
    ...COSSACK,
  ])('Barbell Cossack Squat'),
];

// =====================================================================================================
// Barbell and trap bar: deadlifts and hinges
// =====================================================================================================

const DEADLIFT = [
  'Stand with your mid-foot under the bar and your feet about hip-width apart.',
  'Hinge down and grip the bar just outside your legs, then bend your knees until your shins touch the bar.',
  'Pull your chest up, take a big breath and brace your core so your back is flat.',
  'Push the floor away and keep the bar against your legs as you extend your hips and knees together to stand tall.',
  'Lower the bar by pushing your hips back first, bend your knees once it passes them and set it down under control.',
];
const deadlift = family('Barbell', meta(['Glutes', 'Hamstrings', 'Lower back'], 'Pull', 'Compound', 'Intermediate', ['Overhand', 'Mixed', 'Hook']), DEADLIFT);
const SUMO_STANCE = 'Take a wide stance with your toes turned out and the bar over your mid-foot.';
const SUMO_GRIP = 'Grip the bar inside your knees with straight arms, pushing your knees out over your toes as you sit down to it.';
const RACK_PULL_GRIP = 'Hinge down and grip the bar just outside your legs with your shins nearly vertical.';
const RACK_PULL_LOCKOUT = 'Drive your hips forward and pull your shoulders back to lock out the bar.';

const TRAP_BAR = [
  'Step into the center of the trap bar with your feet hip-width apart.',
  'Hinge down and grab the low handles in the middle with a neutral grip.',
  'Drop your hips until your shins are slightly angled, chest up and back flat, and brace your core.',
  'Drive through your feet to stand tall, keeping your arms straight and the bar balanced.',
  'Lower the bar by sitting your hips back and bending your knees until the plates touch the floor.',
];
const trapBar = family('Barbell', meta(['Quads', 'Glutes', 'Hamstrings'], 'Pull', 'Compound', 'Beginner', ['Neutral']), TRAP_BAR);
const TRAP_BAR_STAND = 'Deadlift the bar to standing with your chest up and your arms straight.';
const SET_DOWN = 'Set the weight down with a controlled hinge at the end of the distance.';

const RDL = [
  'Stand tall holding the bar at hip height with an overhand grip just outside your thighs.',
  'Soften your knees slightly and keep them fixed there for the whole rep.',
  'Push your hips back and lower the bar down your thighs, keeping it close and your back flat.',
  'Stop when you feel a strong stretch in your hamstrings, usually just below the knees.',
  HINGE_RETURN,
];
const rdl = family('Barbell', meta(['Hamstrings', 'Glutes', 'Lower back'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), RDL);
const STIFF_LEG = {
  0: 'Stand with your feet hip-width apart and the bar on the floor over your mid-foot.',
  1: 'Keep your legs nearly straight, with only a slight knee bend, for the whole set.',
  2: 'Hinge at the hips to grip the bar, flatten your back and lift it by driving your hips forward.',
  3: 'Lower the bar back toward the floor as far as your hamstrings allow without rounding your back.',
  4: null,
};

const GOOD_MORNING = [
  UNRACK_BACK,
  'Unlock your knees slightly and brace your core.',
  'Push your hips back and bow your torso forward with a flat back until it is nearly parallel to the floor.',
  HINGE_RETURN,
];
const goodMorning = family('Barbell', meta(['Hamstrings', 'Lower back', 'Glutes'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), GOOD_MORNING);

const barbellHinges = [
  deadlift('Barbell Deadlift'),
  deadlift('Barbell Sumo Deadlift', { 0: SUMO_STANCE, 1: SUMO_GRIP }, { primary_muscles: ['Glutes', 'Quads', 'Adductors'] }),
  deadlift('Barbell Deficit Deadlift', {
    0: 'Stand on a plate or platform 3 to 10 cm high with your mid-foot under the bar and your feet hip-width apart.',
  }, { difficulty: 'Advanced' }),
  deadlift('Barbell Deficit Sumo Deadlift', {
    0: 'Stand on a low platform with a wide stance, your toes turned out and the bar over your mid-foot.',
    1: SUMO_GRIP,
  }, { primary_muscles: ['Glutes', 'Quads', 'Adductors'], difficulty: 'Advanced' }),
  deadlift('Barbell Paused Deadlift', {
    3: [
      'Push the floor away and pause for two seconds just below your knees, keeping your back flat.',
      'Finish the pull by driving your hips forward until you stand tall.',
    ],
  }, { difficulty: 'Advanced' }),
  deadlift('Barbell Snatch-Grip Deadlift', {
    1: 'Hinge down and take a wide snatch grip, then bend your knees deeper until your shins touch the bar.',
  }, { primary_muscles: ['Glutes', 'Hamstrings', 'Traps (mid-back)'], difficulty: 'Advanced', grips: ['Overhand', 'Hook', 'Wide'] }),
  deadlift('Barbell Rack Pull', {
    0: 'Set the bar on the pins of a power rack at about knee height and stand close with your feet hip-width apart.',
    1: RACK_PULL_GRIP,
    3: RACK_PULL_LOCKOUT,
    4: 'Lower the bar back to the pins under control.',
  }, { primary_muscles: ['Glutes', 'Lower back', 'Traps'] }),
  deadlift('Barbell Block Pull', {
    0: 'Set the plates on blocks or stacked mats so the bar sits just below your knees, and stand close with your feet hip-width apart.',
    1: RACK_PULL_GRIP,
    3: RACK_PULL_LOCKOUT,
    4: 'Lower the plates back onto the blocks under control.',
  }, { primary_muscles: ['Glutes', 'Lower back', 'Hamstrings'] }),
  family('Barbell', meta(['Obliques', 'Glutes', 'Forearms'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), [
    'Stand beside the middle of a loaded bar so it runs front to back along the outside of one foot.',
    'Squat and hinge down to grab the exact center of the bar with one hand.',
    'Brace your core and stand up without leaning sideways or letting the bar tip.',
    'Lower it under control, complete your reps and switch sides.',
  ])('Barbell Suitcase Deadlift'),

  trapBar('Trap Bar Deadlift'),
  trapBar('High-Handle Trap Bar Deadlift', { 1: 'Hinge down and grab the raised handles with a neutral grip.' }),
  trapBar('Trap Bar Deficit Deadlift', {
    0: 'Stand on a low platform in the center of the trap bar with your feet hip-width apart.',
  }, { difficulty: 'Intermediate' }),
  trapBar('Trap Bar Romanian Deadlift', {
    2: 'Deadlift the bar to standing, then soften your knees and push your hips back to lower it along your legs.',
    3: 'Stop when you feel a strong stretch in your hamstrings, keeping your back flat.',
    4: HINGE_RETURN,
  }, { primary_muscles: ['Hamstrings', 'Glutes', 'Lower back'], difficulty: 'Intermediate' }),
  trapBar('Trap Bar Single-Leg Romanian Deadlift', {
    2: [TRAP_BAR_STAND, SINGLE_LEG_SHIFT],
    3: SINGLE_LEG_HINGE,
    4: SINGLE_LEG_RETURN,
  }, { primary_muscles: ['Hamstrings', 'Glutes'], difficulty: 'Intermediate' }),
  trapBar('Trap Bar Jump', {
    2: TRAP_BAR_STAND,
    3: 'Dip into a quarter squat and jump explosively, keeping your arms straight.',
    4: JUMP_LAND,
  }, { primary_muscles: ['Quads', 'Glutes', 'Calves'], force: 'Push', difficulty: 'Intermediate' }),
  trapBar('Trap Bar Shrug', {
    2: TRAP_BAR_STAND,
    3: 'Shrug your shoulders straight up toward your ears as high as possible, keeping your arms straight.',
    4: 'Hold the top for a second, then lower slowly to a full stretch.',
  }, { primary_muscles: ['Traps'], mechanic: 'Isolation' }),
  trapBar('Trap Bar Farmer\'s Carry', { 2: TRAP_BAR_STAND, 3: CARRY_WALK, 4: SET_DOWN }, {
    primary_muscles: ['Forearms', 'Traps', 'Abdominals'],
    force: 'Hold',
  }),
  trapBar('Trap Bar Bent-Over Row', {
    2: 'Deadlift the bar to standing, then hinge forward until your torso is about 45 degrees with your knees soft.',
    3: 'Row the handles toward your hips, driving your elbows back and squeezing your shoulder blades.',
    4: 'Lower under control to straight arms while holding the hinge.',
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Rear Shoulders'], difficulty: 'Intermediate' }),
  trapBar('Trap Bar Reverse Lunge', { 2: TRAP_BAR_STAND, 3: LUNGE_BACK, 4: LUNGE_STEP_FORWARD_UP }, {
    primary_muscles: ['Quads', 'Glutes'],
    force: 'Push',
    difficulty: 'Intermediate',
  }),
  trapBar('Trap Bar Split Squat', {
    2: 'Deadlift the bar to standing, then step into a long split stance inside the frame.',
    3: SPLIT_LOWER,
    4: SPLIT_FINISH,
  }, { primary_muscles: ['Quads', 'Glutes'], force: 'Push', difficulty: 'Intermediate' }),

  rdl('Barbell Romanian Deadlift'),
  rdl('Barbell Snatch-Grip Romanian Deadlift', {
    0: 'Stand tall holding the bar at hip height with a wide snatch grip.',
  }, { primary_muscles: ['Hamstrings', 'Glutes', 'Traps (mid-back)'], difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),
  rdl('Barbell Single-Leg Romanian Deadlift', { 1: SINGLE_LEG_SHIFT, 2: SINGLE_LEG_HINGE, 4: SINGLE_LEG_RETURN }, {
    primary_muscles: ['Hamstrings', 'Glutes'],
    difficulty: 'Advanced',
  }),
  rdl('Barbell B-Stance Romanian Deadlift', {
    1: 'Step one foot back so only its toes touch the floor beside your front heel, keeping most of your weight on the front leg.',
    4: 'Drive your hips forward to stand tall, complete your reps, then switch legs.',
  }, { primary_muscles: ['Hamstrings', 'Glutes'] }),
  rdl('Barbell Deficit Romanian Deadlift', {
    0: 'Stand tall on a plate or low step holding the bar at hip height with an overhand grip just outside your thighs.',
  }, { difficulty: 'Advanced' }),
  rdl('Barbell Stiff-Legged Deadlift', STIFF_LEG),
  rdl('Barbell Deficit Stiff-Legged Deadlift', {
    ...STIFF_LEG,
    0: 'Stand on a plate or low step with your feet hip-width apart and the bar over your mid-foot.',
  }, { difficulty: 'Advanced' }),

  goodMorning('Barbell Good Morning'),
  goodMorning('Barbell Wide-Stance Good Morning', {
    0: 'Unrack the bar onto your upper back and take a wide stance with your toes pointed slightly out.',
  }, { primary_muscles: ['Hamstrings', 'Adductors', 'Lower back'] }),
  goodMorning('Barbell Seated Good Morning', {
    0: 'Sit on the end of a bench with the bar across your upper back and your feet wide and flat.',
    1: 'Brace your core and keep your back flat.',
    2: 'Lean forward from the hips as far as you can without rounding, bringing your chest toward the bench.',
    3: 'Use your lower back and glutes to sit back up tall.',
  }, { primary_muscles: ['Lower back', 'Glutes'], difficulty: 'Advanced' }),

  family('Barbell', meta(['Lower back', 'Hamstrings'], 'Pull', 'Compound', 'Advanced', ['Overhand']), [
    'Stand on a box or sturdy bench holding a light bar against your thighs with an overhand grip.',
    'Tuck your chin and slowly roll your spine down one segment at a time, letting the bar hang close to your legs.',
    'Continue into full flexion until the bar passes below the level of your feet, keeping your knees straight.',
    'Reverse the movement slowly, stacking your spine from the bottom up until you stand tall.',
  ])('Barbell Jefferson Curl'),
];

// =====================================================================================================
// Barbell: hip thrusts, bridges, calves
// =====================================================================================================

const HIP_THRUST = [
  'Sit on the floor with your upper back against a bench and roll a padded bar over your hips.',
  'Plant your feet flat about hip-width apart so your shins will be vertical at the top.',
  'Brace your core, tuck your chin and drive through your heels to lift your hips until your torso is parallel to the floor.',
  'Squeeze your glutes hard at the top without arching your lower back.',
  'Lower your hips under control until they nearly touch the floor.',
];
const hipThrust = family('Barbell', meta(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Beginner', ['Overhand']), HIP_THRUST);
const SWITCH_LEGS_LOWER = 'Lower under control, complete your reps, then switch legs.';

const CALF_RAISE = [
  'Unrack the bar onto your upper back and stand with the balls of your feet on a sturdy plate or step.',
  'Let your heels drop below the edge to stretch your calves.',
  'Rise onto your toes as high as you can, keeping your knees straight.',
  'Pause at the top, then lower your heels slowly back into the stretch.',
];
const calfRaise = family('Barbell', meta(['Calves'], 'Push', 'Isolation', 'Beginner', ['Overhand']), CALF_RAISE);

const barbellGlutesCalves = [
  hipThrust('Barbell Hip Thrust'),
  hipThrust('Barbell Glute Bridge', {
    0: 'Lie on your back on the floor and roll a padded bar over your hips.',
    1: 'Bend your knees and plant your feet flat, close enough to touch the bar with your fingertips.',
    2: BRIDGE_UP,
  }, { difficulty: 'Novice' }),
  hipThrust('Barbell Paused Hip Thrust', { 3: 'Hold the top position for two to three seconds, squeezing your glutes hard.' }, {
    difficulty: 'Intermediate',
  }),
  hipThrust('Barbell Single-Leg Hip Thrust', {
    1: 'Plant one foot flat under the middle of the bar and lift the other leg off the floor.',
    4: SWITCH_LEGS_LOWER,
  }, { difficulty: 'Intermediate' }),
  hipThrust('Barbell B-Stance Hip Thrust', {
    1: 'Plant one foot flat under the bar and set the other heel a little forward with its toes up for balance.',
    4: SWITCH_LEGS_LOWER,
  }, { difficulty: 'Intermediate' }),
  hipThrust('Barbell Kas Glute Bridge', {
    4: 'Lower only a few inches before driving back up, keeping constant tension on your glutes.',
  }, { primary_muscles: ['Glutes'], difficulty: 'Intermediate' }),

  calfRaise('Barbell Standing Calf Raise'),
  calfRaise('Barbell Seated Calf Raise', {
    0: 'Sit on a bench with the balls of your feet on a plate and a padded bar resting across your lower thighs.',
    2: 'Rise onto your toes as high as you can, holding the bar in place with your hands.',
  }),
];

// =====================================================================================================
// Barbell and EZ-bar: bench presses, pullovers, triceps
// =====================================================================================================

const BENCH = [
  'Lie on a flat bench with your eyes under the bar and your feet planted firmly on the floor.',
  'Grip the bar slightly wider than shoulder-width, squeeze your shoulder blades together and keep a slight arch in your upper back.',
  'Unrack the bar and hold it over your shoulders with your arms locked.',
  'Inhale and lower the bar under control to your mid-chest, elbows about 45 to 70 degrees from your body.',
  'Press the bar back up and slightly toward your face until your arms lock out, exhaling as you finish.',
];
const bench = family('Barbell', meta(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']), BENCH);
const INCLINE_BENCH = 'Lie on a bench set to 30 to 45 degrees with your eyes under the bar and your feet planted.';
const DECLINE_BENCH = 'Lie on a decline bench with your legs hooked under the pads and your eyes under the bar.';
const CLOSE_GRIP = 'Grip the bar about shoulder-width apart, squeeze your shoulder blades together and keep a slight arch in your upper back.';
const WIDE_GRIP = 'Grip the bar well outside shoulder-width, squeeze your shoulder blades together and keep a slight arch in your upper back.';
const REVERSE_GRIP = 'Grip the bar about shoulder-width with your palms facing you and squeeze your shoulder blades together.';
const TUCKED = 'Inhale and lower the bar to your lower chest, keeping your elbows tucked close to your sides.';
const TO_UPPER_CHEST = 'Inhale and lower the bar to your upper chest, just below your collarbones.';
const TO_LOWER_CHEST = 'Inhale and lower the bar under control to your lower chest.';
const FLOOR_SETUP = 'Lie on the floor under a bar set low in a rack, knees bent and feet flat.';
const FLOOR_PAUSE = 'Pause briefly with your upper arms on the floor, then press the bar back up to lockout.';
const TRICEPS_FIRST: Partial<Meta> = { primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'], grips: ['Overhand', 'Close'] };

const PULLOVER = [
  'Lie on a flat bench with your head supported and hold the bar over your chest with a shoulder-width overhand grip.',
  'Keep a slight bend in your elbows and lock that angle for the whole set.',
  'Lower the bar in an arc behind your head until you feel a deep stretch in your lats and chest.',
  'Pull the bar back over your chest along the same arc, exhaling as you go.',
];
const pullover = family('Barbell', meta(['Lats', 'Chest'], 'Pull', 'Isolation', 'Intermediate', ['Overhand']), PULLOVER);

const SKULL_CRUSHER = [
  'Lie on a flat bench with your feet planted on the floor.',
  'Hold a barbell over your chest with a narrow overhand grip, arms straight.',
  'Tilt your arms slightly back toward your head and keep your upper arms fixed in that position.',
  'Bend only your elbows to lower the bar toward your forehead or just behind your head.',
  'Extend your elbows to press the bar back up, squeezing your triceps at the top.',
];
const skullCrusher = family('Barbell', meta(['Triceps'], 'Push', 'Isolation', 'Intermediate', ['Overhand', 'Close']), SKULL_CRUSHER);
const EZ_LYING_GRIP = 'Hold an EZ-bar over your chest on the inner angled grips, arms straight.';
const INCLINE_LIE = 'Lie on a bench set to about 30 degrees with your feet planted on the floor.';
const DECLINE_LIE = 'Lie on a decline bench with your legs hooked under the pads.';

const JM_PRESS = [
  'Lie on a flat bench and hold the bar over your chest with a grip slightly narrower than shoulder-width.',
  'Lower the bar toward your chin by bending your elbows and letting them drift forward, elbows pointing at your feet.',
  'Stop when the bar is a few inches from your throat and your forearms nearly touch your biceps.',
  'Press the bar back up along the same path by extending your elbows.',
];
const jmPress = family('Barbell', meta(['Triceps', 'Chest'], 'Push', 'Compound', 'Advanced', ['Overhand', 'Close']), JM_PRESS);

const OVERHEAD_EXTENSION = [
  'Stand tall with your feet hip-width apart and your core braced.',
  'Press a barbell overhead with a narrow overhand grip, arms straight.',
  'Keep your upper arms close to your head and pointing at the ceiling.',
  'Bend your elbows to lower the bar behind your head until you feel a deep stretch in your triceps.',
  'Extend your elbows to return the bar overhead without moving your upper arms.',
];
const overheadExtension = family('Barbell', meta(['Triceps'], 'Push', 'Isolation', 'Intermediate', ['Overhand', 'Close']), OVERHEAD_EXTENSION);
const SEATED_UPRIGHT = 'Sit on a bench with an upright back support and your feet planted.';
const EZ_OVERHEAD_GRIP = 'Press an EZ-bar overhead on the inner angled grips, arms straight.';

const barbellPresses = [
  bench('Barbell Bench Press'),
  bench('Barbell Close-Grip Bench Press', { 1: CLOSE_GRIP, 3: TUCKED }, TRICEPS_FIRST),
  bench('Barbell Wide-Grip Bench Press', { 1: WIDE_GRIP }, {
    primary_muscles: ['Chest', 'Front Shoulders'],
    difficulty: 'Intermediate',
    grips: ['Overhand', 'Wide'],
  }),
  bench('Barbell Paused Bench Press', {
    3: [BENCH[3], 'Pause the bar motionless on your chest for one to two seconds while staying tight.'],
  }, { difficulty: 'Intermediate' }),
  bench('Barbell Incline Bench Press', { 0: INCLINE_BENCH, 3: TO_UPPER_CHEST }),
  bench('Barbell Low-Incline Bench Press', {
    0: 'Lie on a bench set to 15 to 30 degrees with your eyes under the bar and your feet planted.',
    3: TO_UPPER_CHEST,
  }),
  bench('Barbell Incline Close-Grip Bench Press', {
    0: INCLINE_BENCH,
    1: CLOSE_GRIP,
    3: 'Inhale and lower the bar to your upper chest, keeping your elbows tucked close to your sides.',
  }, { ...TRICEPS_FIRST, difficulty: 'Intermediate' }),
  bench('Barbell Wide-Grip Incline Bench Press', { 0: INCLINE_BENCH, 1: WIDE_GRIP, 3: TO_UPPER_CHEST }, {
    primary_muscles: ['Chest', 'Front Shoulders'],
    difficulty: 'Intermediate',
    grips: ['Overhand', 'Wide'],
  }),
  bench('Barbell Reverse-Grip Incline Bench Press', { 0: INCLINE_BENCH, 1: REVERSE_GRIP, 2: SPOTTER, 3: TO_UPPER_CHEST }, {
    difficulty: 'Advanced',
    grips: ['Underhand'],
  }),
  bench('Barbell Decline Bench Press', { 0: DECLINE_BENCH, 3: TO_LOWER_CHEST }, {
    primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'],
  }),
  bench('Barbell Decline Close-Grip Bench Press', { 0: DECLINE_BENCH, 1: CLOSE_GRIP, 3: TUCKED }, {
    ...TRICEPS_FIRST,
    difficulty: 'Intermediate',
  }),
  bench('Barbell Reverse-Grip Bench Press', { 1: REVERSE_GRIP, 2: SPOTTER, 3: TUCKED }, {
    difficulty: 'Advanced',
    grips: ['Underhand'],
  }),
  bench('Barbell Floor Press', {
    0: FLOOR_SETUP,
    3: 'Inhale and lower the bar until your upper arms touch the floor, elbows about 45 degrees from your body.',
    4: FLOOR_PAUSE,
  }, { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], difficulty: 'Intermediate' }),
  bench('Barbell Close-Grip Floor Press', {
    0: FLOOR_SETUP,
    1: CLOSE_GRIP,
    3: 'Inhale and lower the bar until your upper arms touch the floor, elbows tucked close to your sides.',
    4: FLOOR_PAUSE,
  }, { ...TRICEPS_FIRST, difficulty: 'Intermediate' }),
  bench('Barbell Pin Press', {
    0: 'Set the safety pins in a power rack so the bar rests 3 to 5 cm above your chest, then lie on the bench under it.',
    2: 'Brace your whole body while the bar still rests on the pins.',
    3: 'Press the bar off the pins explosively to full lockout.',
    4: 'Lower it back to the pins under control and let it settle completely before the next rep.',
  }, { difficulty: 'Intermediate' }),
  bench('Barbell Board Press', {
    3: 'Lower the bar until it touches a stack of boards held or strapped on your chest.',
    4: 'Pause briefly on the boards, then press the bar back up to lockout.',
  }, { primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'], difficulty: 'Advanced' }),
  bench('Barbell Spoto Press', {
    3: 'Inhale and lower the bar under control, stopping it 2 to 3 cm above your chest without touching.',
    4: 'Hold that position for a second while staying tight, then press the bar back up to lockout.',
  }, { difficulty: 'Advanced' }),
  bench('Barbell Larsen Press', {
    0: 'Lie on a flat bench with your eyes under the bar and your legs extended, feet resting lightly on the floor without any leg drive.',
  }, { difficulty: 'Intermediate' }),
  bench('Barbell Feet-Up Bench Press', {
    0: 'Lie on a flat bench with your eyes under the bar, knees bent and feet raised off the floor.',
  }, { difficulty: 'Intermediate' }),
  bench('Barbell Guillotine Press', {
    1: WIDE_GRIP,
    2: SPOTTER,
    3: 'Flare your elbows out wide and lower the bar slowly toward your neck, stopping just above it.',
  }, { primary_muscles: ['Chest', 'Front Shoulders'], difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),
  bench('EZ-Bar Close-Grip Bench Press', {
    1: 'Grip the EZ-bar on the inner angled grips, squeeze your shoulder blades together and keep a slight arch in your upper back.',
    3: TUCKED,
  }, TRICEPS_FIRST),

  pullover('Barbell Pullover'),
  pullover('Barbell Pullover and Press', {
    3: [
      'Pull the bar back over your chest along the same arc, then lower it to your chest with your elbows tucked.',
      'Press the bar back up to straight arms, exhaling as you lock out.',
    ],
  }, { primary_muscles: ['Lats', 'Chest', 'Triceps'], mechanic: 'Compound', difficulty: 'Advanced' }),
  pullover('EZ-Bar Pullover', {
    0: 'Lie on a flat bench with your head supported and hold an EZ-bar over your chest on the inner angled grips.',
  }),

  skullCrusher('Barbell Skull Crusher'),
  skullCrusher('Barbell Incline Skull Crusher', { 0: INCLINE_LIE }),
  skullCrusher('Barbell Decline Skull Crusher', { 0: DECLINE_LIE }),
  skullCrusher('EZ-Bar Skull Crusher', { 1: EZ_LYING_GRIP }, { difficulty: 'Beginner' }),
  skullCrusher('EZ-Bar Incline Skull Crusher', { 0: INCLINE_LIE, 1: EZ_LYING_GRIP }),
  skullCrusher('EZ-Bar Decline Skull Crusher', { 0: DECLINE_LIE, 1: EZ_LYING_GRIP }),

  jmPress('Barbell JM Press'),
  jmPress('EZ-Bar JM Press', {
    0: 'Lie on a flat bench and hold an EZ-bar over your chest on the inner angled grips.',
  }),

  overheadExtension('Barbell Overhead Triceps Extension'),
  overheadExtension('Barbell Seated Overhead Triceps Extension', { 0: SEATED_UPRIGHT }),
  overheadExtension('EZ-Bar Overhead Triceps Extension', { 1: EZ_OVERHEAD_GRIP }, { difficulty: 'Beginner' }),
  overheadExtension('EZ-Bar Seated Overhead Triceps Extension', { 0: SEATED_UPRIGHT, 1: EZ_OVERHEAD_GRIP }, {
    difficulty: 'Beginner',
  }),
];

// =====================================================================================================
// Barbell and EZ-bar: overhead presses, jerks, raises, upright rows, shrugs
// =====================================================================================================

const OVERHEAD_PRESS = [
  'Set the bar in a rack at upper-chest height and grip it just outside your shoulders.',
  'Unrack the bar onto your front shoulders, step back and stand with your feet hip-width apart.',
  'Squeeze your glutes, brace your core and tuck your chin slightly back.',
  'Press the bar straight up past your face, then move your head forward under it once it clears your forehead.',
  'Lock your elbows out with the bar over your mid-foot, then lower it under control to your shoulders.',
];
const overheadPress = family('Barbell', meta(['Front Shoulders', 'Triceps', 'Side Shoulders'], 'Push', 'Compound', 'Intermediate', ['Overhand']), OVERHEAD_PRESS);
const SEATED_RACK = 'Sit on a bench with an upright back support under a bar racked just above head height.';
const SEATED_LOCKOUT = 'Lock your elbows out with the bar over your head, then lower it under control to your upper chest.';
const SEATED_BRACE = 'Plant your feet, brace your core and keep your back against the pad.';
const BEHIND_NECK_UNRACK = 'Unrack the bar onto your upper back as for a squat, step back and stand with your feet hip-width apart.';
const BEHIND_NECK_PRESS = 'Press the bar straight up from behind your head, keeping your head neutral.';
const BEHIND_NECK_LOWER = 'Lock your elbows out with the bar over your ears, then lower it under control to the base of your neck.';
const SNATCH_GRIP_RACK = 'Set the bar in a rack at upper-chest height and take a wide snatch grip.';
const LEG_DRIVE = 'Dip a few inches by bending your knees with your torso vertical, then drive up hard through your legs.';
const ELBOWS_FORWARD = 'Brace your core and keep your elbows slightly in front of the bar.';
const JERK_RECOVER = 'Recover by stepping your front foot back, then your back foot forward, and stand with the bar locked overhead.';
const JERK_LOWER = 'Lower the bar back to your shoulders, bending your knees to absorb it.';

const FRONT_RAISE = [
  'Stand tall holding a barbell at your thighs with a shoulder-width overhand grip.',
  'Keep a slight bend in your elbows and brace your core so your torso stays still.',
  'Raise the bar in front of you until your arms are at shoulder height.',
  'Pause briefly, then lower the bar slowly back to your thighs.',
];
const frontRaise = family('Barbell', meta(['Front Shoulders'], 'Push', 'Isolation', 'Beginner', ['Overhand']), FRONT_RAISE);

const UPRIGHT_ROW = [
  'Stand tall holding a barbell at your thighs with an overhand grip about shoulder-width.',
  'Lead with your elbows and pull the bar up along your body toward your lower chest.',
  'Keep your elbows above your wrists and stop when your upper arms are about parallel to the floor.',
  'Lower the bar slowly back to your thighs.',
];
const uprightRow = family('Barbell', meta(['Side Shoulders', 'Traps', 'Front Shoulders'], 'Pull', 'Compound', 'Beginner', ['Overhand']), UPRIGHT_ROW);

const SHRUG = [
  'Stand tall holding a barbell at arm\'s length in front of your thighs with a shoulder-width overhand grip.',
  'Let your shoulders hang down fully without rounding your upper back.',
  'Shrug your shoulders straight up toward your ears as high as possible, keeping your arms straight.',
  'Hold the top for a second, then lower slowly to a full stretch.',
];
const shrug = family('Barbell', meta(['Traps'], 'Pull', 'Isolation', 'Beginner', ['Overhand']), SHRUG);

const barbellShoulders = [
  overheadPress('Barbell Overhead Press'),
  overheadPress('Barbell Seated Overhead Press', {
    0: SEATED_RACK,
    1: 'Grip the bar just outside your shoulders and unrack it to your upper chest.',
    2: SEATED_BRACE,
    4: SEATED_LOCKOUT,
  }, { difficulty: 'Beginner' }),
  overheadPress('Barbell Behind-the-Neck Press', { 1: BEHIND_NECK_UNRACK, 3: BEHIND_NECK_PRESS, 4: BEHIND_NECK_LOWER }, {
    primary_muscles: ['Front Shoulders', 'Side Shoulders', 'Triceps'],
    difficulty: 'Advanced',
  }),
  overheadPress('Barbell Seated Behind-the-Neck Press', {
    0: SEATED_RACK,
    1: 'Grip the bar just outside your shoulders and unrack it onto your upper back.',
    2: SEATED_BRACE,
    3: BEHIND_NECK_PRESS,
    4: BEHIND_NECK_LOWER,
  }, { primary_muscles: ['Front Shoulders', 'Side Shoulders', 'Triceps'], difficulty: 'Advanced' }),
  overheadPress('Barbell Snatch-Grip Behind-the-Neck Press', {
    0: SNATCH_GRIP_RACK,
    1: BEHIND_NECK_UNRACK,
    3: BEHIND_NECK_PRESS,
    4: BEHIND_NECK_LOWER,
  }, { primary_muscles: ['Side Shoulders', 'Front Shoulders', 'Triceps'], difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),
  overheadPress('Barbell Z Press', {
    0: 'Sit on the floor inside a power rack with your legs straight out in front of you and the bar set at shoulder height.',
    1: 'Grip the bar just outside your shoulders and unrack it onto your front shoulders.',
    2: 'Sit tall without leaning back, brace your core hard and keep your legs straight.',
    4: SEATED_LOCKOUT,
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Abdominals'], difficulty: 'Advanced' }),
  overheadPress('Barbell Bradford Press', {
    3: 'Press the bar just high enough to clear your head and bring it behind your neck.',
    4: 'Lower it to the base of your neck, press it back over your head to the front and keep alternating.',
  }, { primary_muscles: ['Front Shoulders', 'Side Shoulders'] }),
  overheadPress('Barbell Push Press', {
    2: ELBOWS_FORWARD,
    3: LEG_DRIVE,
    4: 'Use that drive to press the bar to lockout overhead, then lower it to your shoulders, absorbing it with your knees.',
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'] }),
  overheadPress('Barbell Behind-the-Neck Push Press', {
    1: BEHIND_NECK_UNRACK,
    2: 'Brace your core and keep your chest up.',
    3: LEG_DRIVE,
    4: 'Use that drive to press the bar to lockout overhead, then lower it to your upper back, absorbing it with your knees.',
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced' }),
  overheadPress('Barbell Snatch-Grip Push Press', {
    0: SNATCH_GRIP_RACK,
    1: BEHIND_NECK_UNRACK,
    2: 'Brace your core and keep your chest up.',
    3: LEG_DRIVE,
    4: 'Use that drive to press the bar to lockout overhead, then lower it to your upper back, absorbing it with your knees.',
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced', grips: ['Overhand', 'Wide'] }),
  overheadPress('Barbell Push Jerk', {
    2: ELBOWS_FORWARD,
    3: LEG_DRIVE,
    4: [
      'As the bar leaves your shoulders, push yourself under it into a quarter squat with locked arms, then stand up.',
      JERK_LOWER,
    ],
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced' }),
  overheadPress('Barbell Split Jerk', {
    2: ELBOWS_FORWARD,
    3: LEG_DRIVE,
    4: [
      'As the bar leaves your shoulders, split your feet front and back and drop under it with locked arms.',
      JERK_RECOVER,
      JERK_LOWER,
    ],
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced' }),
  overheadPress('Barbell Behind-the-Neck Jerk', {
    1: BEHIND_NECK_UNRACK,
    2: 'Brace your core and keep your chest up.',
    3: LEG_DRIVE,
    4: [
      'As the bar leaves your back, split your feet front and back and drop under it with locked arms.',
      JERK_RECOVER,
      'Lower the bar to your upper back, bending your knees to absorb it.',
    ],
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced' }),
  overheadPress('Barbell Clean and Press', {
    0: 'Stand with the bar over your mid-foot and grip it just outside your knees with your back flat.',
    1: 'Pull the bar explosively from the floor, extend your hips and rack it on your front shoulders.',
  }, { primary_muscles: ['Front Shoulders', 'Glutes', 'Triceps'], difficulty: 'Advanced' }),

  frontRaise('Barbell Front Raise'),
  frontRaise('EZ-Bar Front Raise', { 0: 'Stand tall holding an EZ-bar at your thighs on the outer angled grips.' }),

  uprightRow('Barbell Upright Row'),
  uprightRow('Barbell Wide-Grip Upright Row', {
    0: 'Stand tall holding a barbell at your thighs with an overhand grip well outside your hips.',
  }, { primary_muscles: ['Side Shoulders', 'Traps'], grips: ['Overhand', 'Wide'] }),
  uprightRow('EZ-Bar Upright Row', { 0: 'Stand tall holding an EZ-bar at your thighs on the inner angled grips.' }),

  shrug('Barbell Shrug'),
  shrug('Barbell Behind-the-Back Shrug', {
    0: 'Stand tall holding a barbell behind your thighs with a shoulder-width overhand grip.',
  }, { primary_muscles: ['Traps', 'Traps (mid-back)'] }),
  shrug('Barbell Overhead Shrug', {
    0: 'Press or snatch a barbell overhead with a wide grip and lock your arms.',
    1: 'Let your shoulders sink down while keeping the bar overhead.',
    2: 'Shrug your shoulders up toward your ears, pushing the bar higher without bending your elbows.',
  }, { difficulty: 'Intermediate', grips: ['Overhand', 'Wide'] }),
];

// =====================================================================================================
// Barbell: rows
// =====================================================================================================

const ROW = [
  'Hold the bar with an overhand grip slightly wider than shoulder-width and stand with your feet hip-width apart.',
  'Soften your knees and hinge forward until your torso is about 45 degrees or lower, letting the bar hang at arm\'s length.',
  'Brace your core and keep your back flat and your neck neutral.',
  'Row the bar to your lower ribs by driving your elbows back and squeezing your shoulder blades together.',
  'Lower the bar under control to full arm extension without losing your hinge.',
];
const ROW_LOWER = 'Lower under control to full arm extension.';
const row = family('Barbell', meta(['Lats', 'Traps (mid-back)', 'Rear Shoulders'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), ROW);
const UNDERHAND_ROW_GRIP = 'Hold the bar with an underhand grip about shoulder-width and stand with your feet hip-width apart.';
const UNDERHAND_ROW = 'Row the bar to your lower abdomen, keeping your elbows close to your body.';
const WIDE_ROW_GRIP = 'Hold the bar with an overhand grip well outside shoulder-width and stand with your feet hip-width apart.';

const barbellRows = [
  row('Barbell Bent-Over Row'),
  row('Barbell Pendlay Row', {
    1: 'Hinge forward until your torso is parallel to the floor, with the bar resting on the floor under your shoulders.',
    3: 'Row the bar explosively from the floor to your lower chest, keeping your torso still.',
    4: 'Return the bar to the floor and let it come to a dead stop before every rep.',
  }),
  row('Barbell Yates Row', {
    0: UNDERHAND_ROW_GRIP,
    1: 'Soften your knees and lean forward only 20 to 30 degrees, letting the bar hang at your thighs.',
    3: UNDERHAND_ROW,
  }, { primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], grips: ['Underhand'] }),
  row('Barbell Underhand Bent-Over Row', { 0: UNDERHAND_ROW_GRIP, 3: UNDERHAND_ROW }, {
    primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'],
    grips: ['Underhand'],
  }),
  row('Barbell Wide-Grip Bent-Over Row', {
    0: WIDE_ROW_GRIP,
    3: 'Row the bar to your upper abdomen with your elbows flared, squeezing your shoulder blades together.',
  }, { primary_muscles: ['Traps (mid-back)', 'Rear Shoulders', 'Lats'], grips: ['Overhand', 'Wide'] }),
  row('Barbell Rear Delt Row', {
    0: WIDE_ROW_GRIP,
    3: 'Row the bar toward your upper chest with your elbows flared out wide at shoulder level.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Overhand', 'Wide'] }),
  row('Barbell Seal Row', {
    0: 'Lie face down on a raised flat bench with the bar on the floor or on blocks under your shoulders.',
    1: 'Grip the bar just outside shoulder-width and let your arms hang straight.',
    2: 'Keep your chest on the pad and your legs still throughout.',
    4: ROW_LOWER,
  }),
];

// =====================================================================================================
// Landmine (barbell anchored at one end)
// =====================================================================================================

const LANDMINE = [
  'Wedge one end of a barbell into a landmine or a corner and load the other end.',
  'Stand facing the loaded end and hold the end of the bar in both hands at your chest.',
  'Set a staggered stance with your core braced and your body leaning slightly forward.',
  'Press the bar up and forward until your arms are fully extended.',
  'Lower it back to your chest under control.',
];
const landmine = family('Barbell', meta(['Front Shoulders', 'Chest', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Neutral']), LANDMINE);
const LANDMINE_ONE_HAND = 'Stand facing the loaded end and hold the end of the bar in one hand at your shoulder.';
const LANDMINE_ONE_HAND_LOWER = 'Lower it back to your shoulder under control, complete your reps, then switch arms.';
const LANDMINE_SQUAT_STANCE = 'Stand with your feet shoulder-width apart, elbows tucked and chest up.';

const LANDMINE_ROW = [
  LANDMINE[0],
  'Straddle the bar facing the loaded end and grip it just behind the plates with both hands, or with a V-handle under the sleeve.',
  'Hinge forward to about 45 degrees with soft knees, a flat back and straight arms.',
  'Row the bar toward your chest, driving your elbows back and squeezing your shoulder blades.',
  ROW_LOWER,
];
const landmineRow = family('Barbell', meta(['Lats', 'Traps (mid-back)', 'Rear Shoulders'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), LANDMINE_ROW);
const ONE_ARM_ROW_LOWER = 'Lower under control to a full stretch, complete your reps, then switch sides.';

const landmines = [
  landmine('Landmine Press'),
  landmine('Landmine Single-Arm Press', { 1: LANDMINE_ONE_HAND, 4: LANDMINE_ONE_HAND_LOWER }),
  landmine('Landmine Half-Kneeling Press', {
    1: LANDMINE_ONE_HAND,
    2: 'Kneel on the knee on the same side as the working arm, with the other foot planted in front and your glutes squeezed.',
    4: LANDMINE_ONE_HAND_LOWER,
  }),
  landmine('Landmine Tall-Kneeling Press', {
    2: 'Kneel tall on a pad with your knees hip-width apart and your glutes squeezed.',
  }),
  landmine('Landmine Push Press', {
    2: 'Stand with your feet hip-width apart and your core braced.',
    3: 'Dip slightly at the knees, then drive up through your legs to press the bar up and forward to lockout.',
  }, { primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Intermediate' }),
  landmine('Landmine Rotational Press', {
    1: 'Stand side-on to the loaded end and hold the end of the bar in your back hand at your shoulder.',
    2: 'Set your feet wider than shoulder-width and turn your hips and shoulders toward your back foot.',
    3: 'Drive off your back foot, rotate your hips toward the bar and press it up and forward in one motion.',
    4: 'Lower the bar back to your shoulder as you rotate back, complete your reps, then switch sides.',
  }, { primary_muscles: ['Front Shoulders', 'Obliques', 'Triceps'], difficulty: 'Intermediate' }),
  landmine('Landmine Shoulder-to-Shoulder Press', {
    1: 'Stand facing the loaded end and hold the end of the bar at one shoulder with both hands.',
    2: 'Stand with your feet shoulder-width apart and your core braced.',
    3: 'Press the bar up and over in an arc until your arms are extended above your head.',
    4: 'Lower it to your opposite shoulder and keep alternating sides.',
  }, { primary_muscles: ['Front Shoulders', 'Obliques', 'Triceps'], difficulty: 'Intermediate' }),
  landmine('Landmine Squat', {
    2: LANDMINE_SQUAT_STANCE,
    3: 'Squat down between your knees until your thighs are parallel to the floor.',
    4: 'Drive through your feet to stand tall.',
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  landmine('Landmine Thruster', {
    2: LANDMINE_SQUAT_STANCE,
    3: 'Squat down until your thighs are parallel, then drive up and use that momentum to press the bar up and forward to lockout.',
    4: 'Lower the bar to your chest as you sink into the next squat.',
  }, { primary_muscles: ['Quads', 'Front Shoulders', 'Glutes'], difficulty: 'Intermediate' }),
  landmine('Landmine Reverse Lunge', {
    2: 'Stand tall with your feet hip-width apart.',
    3: LUNGE_BACK,
    4: LUNGE_STEP_FORWARD_UP,
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  landmine('Landmine Lateral Lunge', {
    2: 'Stand tall with your feet hip-width apart.',
    3: LATERAL_LUNGE[0],
    4: LATERAL_LUNGE[2],
  }, { primary_muscles: ['Quads', 'Glutes', 'Adductors'] }),
  landmine('Landmine Split Squat', {
    2: 'Take a long split stance with your back foot on its toes.',
    3: SPLIT_LOWER,
    4: SPLIT_FINISH,
  }, { primary_muscles: ['Quads', 'Glutes'] }),
  landmine('Landmine Romanian Deadlift', {
    1: 'Stand facing the loaded end and hold the end of the bar in both hands at your hips.',
    2: 'Soften your knees and brace your core.',
    3: 'Push your hips back and lower the bar along your legs until you feel a stretch in your hamstrings.',
    4: HINGE_RETURN,
  }, { primary_muscles: ['Hamstrings', 'Glutes'], force: 'Pull' }),
  landmine('Landmine Single-Leg Romanian Deadlift', {
    1: 'Stand facing the loaded end and hold the end of the bar in one hand, on the side opposite your standing leg.',
    2: SINGLE_LEG_SHIFT,
    3: SINGLE_LEG_HINGE,
    4: SINGLE_LEG_RETURN,
  }, { primary_muscles: ['Hamstrings', 'Glutes'], force: 'Pull', difficulty: 'Intermediate' }),
  landmine('Landmine Deadlift', {
    1: 'Straddle the bar facing the loaded end and squat down to grip it just below the sleeve with both hands.',
    2: 'Keep your chest up and your back flat, and brace your core.',
    3: 'Stand up by driving through your feet until your hips lock out.',
    4: 'Lower the bar back down by sitting your hips back.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Hamstrings'], force: 'Pull' }),
  landmine('Landmine 180', {
    1: 'Stand facing the loaded end and hold the end of the bar at arm\'s length in front of your chest with both hands.',
    2: 'Set your feet shoulder-width apart and brace your core.',
    3: 'Rotate your torso and pivot your feet to lower the bar in an arc toward one hip, keeping your arms nearly straight.',
    4: 'Bring the bar back over the top and continue down to the other hip.',
  }, { primary_muscles: ['Obliques', 'Abdominals', 'Front Shoulders'], force: 'Pull', difficulty: 'Intermediate' }),
  landmine('Landmine Lateral Raise', {
    1: 'Stand side-on to the loaded end and grip the end of the bar with your outside hand, reaching across your body.',
    2: 'Brace your core and keep a slight bend in your elbow.',
    3: 'Raise the bar out to the side in an arc until your arm is at shoulder height.',
    4: 'Lower slowly, complete your reps, then switch sides.',
  }, { primary_muscles: ['Side Shoulders'], mechanic: 'Isolation' }),

  landmineRow('Landmine T-Bar Row'),
  landmineRow('Landmine Meadows Row', {
    1: 'Stand side-on to the loaded end in a staggered stance, grip the thick end of the sleeve overhand and rest your other forearm on your front knee.',
    2: 'Hinge forward until your torso is nearly parallel to the floor with your back flat.',
    3: 'Row the bar up and back toward your hip, driving your elbow high.',
    4: ONE_ARM_ROW_LOWER,
  }, { primary_muscles: ['Lats', 'Rear Shoulders', 'Traps (mid-back)'], difficulty: 'Advanced', grips: ['Overhand'] }),
  landmineRow('Landmine Single-Arm Row', {
    1: 'Stand beside the loaded end in a split stance and grab the bar just below the sleeve with one hand.',
    3: 'Row the bar to your hip, keeping your elbow close to your side.',
    4: ONE_ARM_ROW_LOWER,
  }, { primary_muscles: ['Lats', 'Traps (mid-back)'] }),
];

// =====================================================================================================
// Barbell: Olympic lifts and their pulls
// =====================================================================================================

const CLEAN = [
  'Stand with your mid-foot under the bar, feet hip-width apart, and take a hook grip just outside your knees.',
  'Set your back flat, chest up and shoulders slightly in front of the bar.',
  'Push the floor away to lift the bar past your knees, keeping it close to your legs.',
  'Explode upward by extending your hips, knees and ankles as the bar reaches your thighs, and shrug hard.',
  'Pull yourself under the bar and catch it on your front shoulders in a full front squat with your elbows high.',
  'Stand up to finish the lift.',
];
const clean = family('Barbell', meta(['Glutes', 'Quads', 'Traps'], 'Pull', 'Compound', 'Advanced', ['Hook']), CLEAN);
const HANG_LOWER = 'Hinge at the hips to lower the bar to just above your knees, shoulders over the bar and back flat.';
const CLEAN_HANG = { 0: 'Stand tall holding the bar at your hips with a hook grip just outside your thighs.', 1: HANG_LOWER, 2: null };
const POWER_CLEAN_CATCH = 'Pull yourself under the bar and catch it on your front shoulders in a quarter squat with your elbows high.';
const NO_CATCH = 'Keep your arms straight and stay on your feet without pulling yourself under the bar.';
const HIGH_PULL = 'Keep pulling with your arms, driving your elbows up and out until the bar reaches your chest.';
const LOWER_TO_FLOOR = 'Lower the bar under control to your hips and then to the floor.';
const HANG_RETURN = 'Lower the bar under control back to your hips and reset for the next rep.';
const CLEAN_JERK_FINISH = [
  'Stand up with the bar in the front rack, then dip and drive, split your feet and punch under the bar to lock it overhead.',
  JERK_RECOVER,
];

const SNATCH = [
  'Stand with your mid-foot under the bar, feet hip-width apart, and take a wide snatch grip with a hook grip.',
  CLEAN[1],
  CLEAN[2],
  'Explode upward by extending your hips, knees and ankles as the bar reaches your hips, and shrug hard.',
  'Pull yourself under the bar and catch it overhead with locked arms in a full overhead squat.',
  'Stand up with the bar stable overhead to finish the lift.',
];
const snatch = family('Barbell', meta(['Glutes', 'Quads', 'Traps'], 'Pull', 'Compound', 'Advanced', ['Hook', 'Wide']), SNATCH);
const SNATCH_HANG = { 0: 'Stand tall holding the bar at your hips with a wide snatch grip and a hook grip.', 1: HANG_LOWER, 2: null };
const POWER_SNATCH_CATCH = 'Pull yourself under the bar and catch it overhead with locked arms in a quarter squat.';
const PULL_MUSCLES: Partial<Meta> = { primary_muscles: ['Traps', 'Glutes', 'Hamstrings'], difficulty: 'Intermediate' };

const barbellOlympic = [
  clean('Barbell Squat Clean'),
  clean('Barbell Power Clean', { 4: POWER_CLEAN_CATCH }),
  clean('Barbell Hang Clean', CLEAN_HANG),
  clean('Barbell Hang Power Clean', { ...CLEAN_HANG, 4: POWER_CLEAN_CATCH }, { difficulty: 'Intermediate' }),
  clean('Barbell Muscle Clean', {
    4: 'Keep your feet planted and pull the bar with your arms, whipping your elbows around to rack it on your shoulders with straight legs.',
    5: LOWER_TO_FLOOR,
  }, PULL_MUSCLES),
  clean('Barbell Clean Pull', { 4: NO_CATCH, 5: LOWER_TO_FLOOR }, PULL_MUSCLES),
  clean('Barbell Hang Clean Pull', { ...CLEAN_HANG, 4: NO_CATCH, 5: HANG_RETURN }, PULL_MUSCLES),
  clean('Barbell Clean High Pull', { 4: HIGH_PULL, 5: LOWER_TO_FLOOR }, PULL_MUSCLES),
  clean('Barbell Hang Clean High Pull', { ...CLEAN_HANG, 4: HIGH_PULL, 5: HANG_RETURN }, PULL_MUSCLES),
  clean('Barbell Clean Deadlift', {
    2: null,
    3: 'Keep the same back angle until the bar passes your knees, then extend your hips fully with the bar against your thighs.',
    4: LOWER_TO_FLOOR,
    5: null,
  }, { primary_muscles: ['Glutes', 'Hamstrings', 'Quads'], difficulty: 'Intermediate' }),
  clean('Barbell Clean and Jerk', { 5: CLEAN_JERK_FINISH }, { primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'] }),
  clean('Barbell Power Clean and Jerk', { 4: POWER_CLEAN_CATCH, 5: CLEAN_JERK_FINISH }, {
    primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'],
  }),
  clean('Barbell Squat Clean Thruster', {
    5: 'Drive up out of the front squat and press the bar overhead to lockout in one continuous movement.',
  }, { primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'] }),
  clean('Barbell Sumo Deadlift High Pull', {
    0: 'Take a wide stance with the bar over your mid-foot and grip it narrowly in the middle with an overhand grip.',
    2: 'Push the floor away to lift the bar, keeping it close to your legs.',
    4: 'Keep pulling with your arms until the bar reaches your chin, elbows high and out.',
    5: LOWER_TO_FLOOR,
  }, { primary_muscles: ['Glutes', 'Traps', 'Side Shoulders'], difficulty: 'Intermediate', grips: ['Overhand', 'Close'] }),

  snatch('Barbell Squat Snatch'),
  snatch('Barbell Power Snatch', { 4: POWER_SNATCH_CATCH }),
  snatch('Barbell Hang Snatch', SNATCH_HANG),
  snatch('Barbell Hang Power Snatch', { ...SNATCH_HANG, 4: POWER_SNATCH_CATCH }),
  snatch('Barbell Muscle Snatch', {
    4: 'Keep your feet planted and pull the bar up with high elbows, then turn your arms over and press it to lockout overhead.',
    5: LOWER_TO_FLOOR,
  }, { ...PULL_MUSCLES, primary_muscles: ['Traps', 'Side Shoulders', 'Glutes'] }),
  snatch('Barbell Snatch Pull', { 4: NO_CATCH, 5: LOWER_TO_FLOOR }, PULL_MUSCLES),
  snatch('Barbell Hang Snatch Pull', { ...SNATCH_HANG, 4: NO_CATCH, 5: HANG_RETURN }, PULL_MUSCLES),
  snatch('Barbell Snatch High Pull', { 4: HIGH_PULL, 5: LOWER_TO_FLOOR }, PULL_MUSCLES),
  snatch('Barbell Hang Snatch High Pull', { ...SNATCH_HANG, 4: HIGH_PULL, 5: HANG_RETURN }, PULL_MUSCLES),

  family('Barbell', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Advanced', ['Overhand', 'Wide']), [
    'Set the bar on your upper back with a wide snatch grip and stand with your feet in your pulling stance.',
    'Dip slightly and drive the bar upward off your back while pushing yourself down under it.',
    'Land in a full overhead squat with locked arms as your feet move out into your squat stance.',
    'Stand up with the bar stable overhead, then lower it carefully to your back.',
  ])('Barbell Snatch Balance'),
  family('Barbell', meta(['Front Shoulders', 'Triceps', 'Quads'], 'Push', 'Compound', 'Advanced', ['Overhand', 'Wide']), [
    'Sit in the bottom of a deep squat with the bar across your upper back in a snatch grip.',
    'Keep your torso upright and your heels flat on the floor.',
    'Press the bar straight up from behind your neck to full lockout without rising out of the squat.',
    'Lower the bar under control to your upper back and repeat.',
  ])('Barbell Sots Press'),
];

// =====================================================================================================
// Barbell and EZ-bar: curls, wrist work, grip, carries, core
// =====================================================================================================

const CURL = [
  'Stand tall with your feet hip-width apart and your core braced.',
  'Hold a barbell at arm\'s length with an underhand grip about shoulder-width.',
  'Keep your elbows pinned to your sides throughout.',
  'Curl the bar up toward your shoulders by bending only your elbows.',
  'Squeeze your biceps at the top, then lower the bar slowly to full extension.',
];
const curl = family('Barbell', meta(['Biceps'], 'Pull', 'Isolation', 'Beginner', ['Underhand']), CURL);
const EZ_CURL_GRIP = 'Hold an EZ-bar at arm\'s length on the outer angled grips, palms facing up and slightly in.';
const EZ_CLOSE_GRIP = 'Hold an EZ-bar at arm\'s length on the inner angled grips, palms facing up and slightly in.';
const EZ_REVERSE_GRIP = 'Hold an EZ-bar at arm\'s length on the angled grips with your palms facing down.';
const DRAG_CURL = {
  2: 'Keep the bar in contact with your body throughout.',
  3: 'Pull your elbows back and drag the bar up your torso to your lower chest.',
};
const PREACHER = {
  0: 'Sit at a preacher bench with the backs of your upper arms flat on the pad.',
  2: 'Start with your arms nearly straight, without locking your elbows.',
};
const SPIDER = {
  0: 'Lie chest-down on an incline bench set to about 45 degrees with your arms hanging straight down.',
  2: 'Keep your upper arms vertical and still throughout.',
};
const TWENTY_ONES = {
  3: 'Do seven half curls from the bottom to elbow height, then seven from elbow height to the top.',
  4: 'Finish with seven full-range curls without resting between the three parts.',
};
const REVERSE_CURL: Partial<Meta> = { primary_muscles: ['Forearms', 'Biceps'], grips: ['Overhand'] };

const WRIST_CURL = [
  'Sit on a bench and rest your forearms on your thighs with your wrists just past your knees.',
  'Hold a barbell with an underhand shoulder-width grip.',
  'Let the bar roll down toward your fingertips, stretching your wrists as far as comfortable.',
  'Curl your wrists up as high as you can without lifting your forearms.',
  'Lower slowly under control and repeat.',
];
const wristCurl = family('Barbell', meta(['Forearms'], 'Pull', 'Isolation', 'Beginner', ['Underhand']), WRIST_CURL);
const REVERSE_WRIST = {
  2: 'Let your wrists bend down as far as comfortable.',
  3: 'Raise the backs of your hands as high as you can without lifting your forearms.',
};

const ROLLOUT = [
  'Load a barbell with round plates and kneel behind it, gripping the bar shoulder-width with your shoulders over it.',
  'Brace your abs and squeeze your glutes so your hips stay in line with your torso.',
  'Roll the bar forward slowly, extending your arms and hips until your body is nearly parallel to the floor.',
  'Pull the bar back toward your knees using your abs, without letting your hips sag.',
];
const rollout = family('Barbell', meta(['Abdominals', 'Lats'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), ROLLOUT);
const SIDE_BEND_RETURN = 'Use your obliques to pull yourself back upright.';

const barbellArmsCore = [
  curl('Barbell Curl'),
  curl('Barbell Wide-Grip Curl', { 1: 'Hold a barbell at arm\'s length with an underhand grip wider than shoulder-width.' }, {
    grips: ['Underhand', 'Wide'],
  }),
  curl('Barbell Close-Grip Curl', { 1: 'Hold a barbell at arm\'s length with an underhand grip, hands a few inches apart.' }, {
    grips: ['Underhand', 'Close'],
  }),
  curl('Barbell Reverse Curl', { 1: 'Hold a barbell at arm\'s length with an overhand grip about shoulder-width.' }, REVERSE_CURL),
  curl('Barbell Drag Curl', DRAG_CURL),
  curl('Barbell Cheat Curl', {
    0: 'Stand tall with your feet hip-width apart and your knees slightly bent.',
    2: null,
    3: 'Use a small hip drive and lean back to swing the bar up to your shoulders.',
    4: 'Lower the bar as slowly as you can, resisting it with your biceps all the way down.',
  }, { difficulty: 'Intermediate' }),
  curl('Barbell 21s', TWENTY_ONES, { difficulty: 'Intermediate' }),
  curl('Barbell Strict Curl', { 0: 'Stand with your back, glutes and heels against a wall so your torso cannot swing.' }),
  curl('Barbell Preacher Curl', PREACHER),
  curl('Barbell Reverse Preacher Curl', {
    ...PREACHER,
    1: 'Hold a barbell at arm\'s length with an overhand grip about shoulder-width.',
  }, REVERSE_CURL),
  curl('Barbell Spider Curl', SPIDER),
  curl('EZ-Bar Curl', { 1: EZ_CURL_GRIP }, { difficulty: 'Novice' }),
  curl('EZ-Bar Close-Grip Curl', { 1: EZ_CLOSE_GRIP }, { grips: ['Underhand', 'Close'] }),
  curl('EZ-Bar Close-Grip Preacher Curl', { ...PREACHER, 1: EZ_CLOSE_GRIP }, { grips: ['Underhand', 'Close'] }),
  curl('EZ-Bar Reverse Curl', { 1: EZ_REVERSE_GRIP }, REVERSE_CURL),
  curl('EZ-Bar Drag Curl', { 1: EZ_CURL_GRIP, ...DRAG_CURL }),
  curl('EZ-Bar 21s', { 1: EZ_CURL_GRIP, ...TWENTY_ONES }, { difficulty: 'Intermediate' }),
  curl('EZ-Bar Preacher Curl', { ...PREACHER, 1: EZ_CURL_GRIP }),
  curl('EZ-Bar Reverse Preacher Curl', { ...PREACHER, 1: EZ_REVERSE_GRIP }, REVERSE_CURL),
  curl('EZ-Bar Spider Curl', { ...SPIDER, 1: EZ_CURL_GRIP }),

  wristCurl('Barbell Wrist Curl'),
  wristCurl('Barbell Reverse Wrist Curl', { 1: 'Hold a barbell with an overhand shoulder-width grip.', ...REVERSE_WRIST }, {
    grips: ['Overhand'],
  }),
  wristCurl('Barbell Behind-the-Back Wrist Curl', {
    0: 'Stand tall holding a barbell behind your thighs with your palms facing back and your arms straight.',
    1: null,
    3: 'Curl the bar back up by flexing your wrists, keeping your arms straight.',
  }, { grips: ['Overhand'] }),
  wristCurl('EZ-Bar Wrist Curl', { 1: 'Hold an EZ-bar on the angled grips with your palms facing up.' }),
  wristCurl('EZ-Bar Reverse Wrist Curl', { 1: 'Hold an EZ-bar on the angled grips with your palms facing down.', ...REVERSE_WRIST }, {
    grips: ['Overhand'],
  }),
  family('Barbell', meta(['Forearms', 'Traps'], 'Hold', 'Isolation', 'Intermediate', ['Overhand']), [
    'Set a heavily loaded barbell on the pins of a power rack at about knee height.',
    'Grip it with a double overhand grip just outside your thighs and stand up to lockout.',
    'Hold the bar at arm\'s length with your shoulders back and your core braced for the set time.',
    'Set the bar back on the pins under control.',
  ])('Barbell Static Hold'),
  family('Barbell', meta(['Front Shoulders', 'Abdominals', 'Traps'], 'Hold', 'Compound', 'Advanced', ['Overhand']), [
    'Press or jerk the bar overhead and lock your arms with the bar over the back of your head.',
    'Brace your core and keep your ribs down so your lower back does not arch.',
    CARRY_WALK,
    'Lower the bar to your shoulders under control at the end of the distance.',
  ])('Barbell Overhead Carry'),

  rollout('Barbell Rollout'),
  rollout('Barbell Standing Rollout', {
    0: 'Load a barbell with round plates, stand behind it with your feet hip-width apart and hinge down to grip it shoulder-width.',
    3: 'Pull the bar back toward your feet using your abs and return to the hinged start.',
  }, { difficulty: 'Advanced' }),
  family('Barbell', meta(['Obliques'], 'Pull', 'Isolation', 'Beginner', ['Overhand']), [
    'Stand tall with a barbell across your upper back and your feet hip-width apart.',
    'Bend sideways at the waist as far as comfortable without leaning forward or back.',
    SIDE_BEND_RETURN,
    'Alternate sides, or complete all reps on one side before switching.',
  ])('Barbell Side Bend'),
  family('Barbell', meta(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Advanced', ['Overhand']), [
    'Lie on your back and press a barbell to lockout over your chest with a shoulder-width grip.',
    'Lift your legs straight up toward the ceiling, keeping them together.',
    'Lower your legs to one side toward the plates, rotating your hips while your upper back stays flat.',
    'Bring your legs back to center and lower them to the other side.',
  ])('Barbell Floor Wiper'),
];

const barbell: ExerciseSeed[] = [
  ...barbellSquats,
  ...barbellLunges,
  ...barbellHinges,
  ...barbellGlutesCalves,
  ...barbellPresses,
  ...barbellShoulders,
  ...barbellRows,
  ...landmines,
  ...barbellOlympic,
  ...barbellArmsCore,
];

// =====================================================================================================
// Smith Machine
// =====================================================================================================

const SMITH_UNHOOK = 'Rotate the bar to unhook it from the safety catches.';
const SMITH_REHOOK = 'Rotate the bar back onto the hooks after your last rep.';

const SMITH_SQUAT = [
  'Set the Smith bar at shoulder height and step under it so it rests across your upper traps.',
  'Grip the bar just outside your shoulders and set your feet shoulder-width apart, slightly in front of the bar.',
  SMITH_UNHOOK,
  'Brace your core and squat down until your thighs are at least parallel, knees tracking over your toes.',
  'Drive up through your whole foot to standing.',
  SMITH_REHOOK,
];
const smithSquat = family('Smith Machine', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Overhand']), SMITH_SQUAT);

const SMITH_SPLIT = [
  'Set the Smith bar at shoulder height and step under it so it rests across your upper traps.',
  'Unhook the bar and take a long split stance, your front foot slightly ahead of the bar and your back foot on its toes.',
  SPLIT_LOWER,
  SPLIT_FINISH,
];
const smithSplit = family('Smith Machine', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Overhand']), SMITH_SPLIT);

const SMITH_DEADLIFT = [
  'Set the Smith bar at its lowest position and stand with your mid-foot under it, feet hip-width apart.',
  'Hinge down and grip the bar just outside your legs with your chest up and back flat.',
  'Unhook the bar, brace and stand up by driving through your feet until your hips lock out.',
  'Lower the bar by pushing your hips back first, bending your knees once it passes them.',
];
const smithDeadlift = family('Smith Machine', meta(['Glutes', 'Hamstrings', 'Lower back'], 'Pull', 'Compound', 'Beginner', ['Overhand']), SMITH_DEADLIFT);

const SMITH_RDL = [
  'Set the Smith bar at mid-thigh height, grip it just outside your thighs and stand tall as you unhook it.',
  'Soften your knees and push your hips back, sliding the bar down your thighs with a flat back.',
  'Stop when you feel a strong stretch in your hamstrings.',
  HINGE_RETURN,
];
const smithRdl = family('Smith Machine', meta(['Hamstrings', 'Glutes', 'Lower back'], 'Pull', 'Compound', 'Beginner', ['Overhand']), SMITH_RDL);

const SMITH_HIP_THRUST = [
  'Set the Smith bar low, place a bench behind it and sit with your upper back against the bench and the padded bar across your hips.',
  'Plant your feet flat about hip-width apart and unhook the bar.',
  'Drive through your heels to lift your hips until your torso is parallel to the floor.',
  BRIDGE_TOP,
];
const smithHipThrust = family('Smith Machine', meta(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Beginner', ['Overhand']), SMITH_HIP_THRUST);

const SMITH_CALF = [
  'Set the Smith bar at shoulder height and place a sturdy step or plate under it.',
  'Position the bar across your upper traps, stand with the balls of your feet on the edge of the step and unhook the bar.',
  'Lower your heels below the step to stretch your calves.',
  'Rise onto your toes as high as possible, pause and lower slowly.',
];
const smithCalf = family('Smith Machine', meta(['Calves'], 'Push', 'Isolation', 'Novice', ['Overhand']), SMITH_CALF);

const SMITH_BENCH = [
  'Lie on a flat bench under the Smith bar so the bar lines up with your mid-chest, feet planted.',
  'Grip the bar slightly wider than shoulder-width and pull your shoulder blades together.',
  'Unhook the bar and lower it under control to your mid-chest.',
  'Press the bar back up to full lockout, exhaling as you press.',
  SMITH_REHOOK,
];
const smithBench = family('Smith Machine', meta(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']), SMITH_BENCH);
const SMITH_INCLINE = 'Lie on a bench set to 30 to 45 degrees under the Smith bar so the bar lines up with your upper chest.';
const SMITH_DECLINE = 'Lie on a decline bench under the Smith bar with your legs hooked under the pads, so the bar lines up with your lower chest.';
const SMITH_TO_LOWER_CHEST = 'Unhook the bar and lower it under control to your lower chest.';
const SMITH_TO_UPPER_CHEST = 'Unhook the bar and lower it under control to your upper chest.';
const SMITH_CLOSE = 'Grip the bar about shoulder-width, keeping your elbows tucked close to your sides.';
const SMITH_WIDE = 'Grip the bar well outside shoulder-width and pull your shoulder blades together.';
const SMITH_REVERSE = 'Grip the bar about shoulder-width with your palms facing you.';

const SMITH_BAR_FIXED = 'Set the Smith bar at about hip height and lock it in place.';
const SMITH_INVERTED_ROW = [
  'Set the Smith bar at about waist height and lock it in place.',
  'Lie under the bar and grip it slightly wider than shoulder-width, heels on the floor and body straight.',
  'Pull your chest to the bar, squeezing your shoulder blades together.',
  'Lower yourself under control to straight arms.',
];
const smithInvertedRow = family('Smith Machine', meta(['Lats', 'Traps (mid-back)', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Overhand']), SMITH_INVERTED_ROW);
const SMITH_UNDERHAND_HANG = 'Lie under the bar and grip it shoulder-width with an underhand grip, heels on the floor and body straight.';

const SMITH_ROW = [
  'Set the Smith bar at about knee height.',
  'Grip the bar slightly wider than shoulder-width, unhook it and hinge forward until your torso is about 45 degrees with your back flat.',
  'Row the bar to your lower ribs by driving your elbows back.',
  'Squeeze your shoulder blades together, then lower under control to straight arms.',
];
const smithRow = family('Smith Machine', meta(['Lats', 'Traps (mid-back)', 'Rear Shoulders'], 'Pull', 'Compound', 'Beginner', ['Overhand']), SMITH_ROW);

const SMITH_PRESS = [
  'Place a bench with an upright back under the Smith bar so the bar lines up just in front of your face.',
  'Sit with your back against the pad and grip the bar just outside shoulder-width.',
  'Unhook the bar and lower it under control to your upper chest.',
  'Press the bar straight up to lockout, keeping your core braced and your back on the pad.',
];
const smithPress = family('Smith Machine', meta(['Front Shoulders', 'Side Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']), SMITH_PRESS);

const SMITH_THIGH_BAR = 'Set the Smith bar at mid-thigh height and stand close to it.';
const SMITH_UPRIGHT_ROW = [
  SMITH_THIGH_BAR,
  'Grip the bar overhand about shoulder-width and unhook it.',
  'Lead with your elbows and pull the bar up to your lower chest, keeping your elbows above your wrists.',
  'Lower the bar slowly back to your thighs.',
];
const smithUprightRow = family('Smith Machine', meta(['Side Shoulders', 'Traps', 'Front Shoulders'], 'Pull', 'Compound', 'Beginner', ['Overhand']), SMITH_UPRIGHT_ROW);
const SMITH_SHRUG = [
  SMITH_THIGH_BAR,
  'Grip the bar just outside your thighs with an overhand grip and unhook it.',
  SHRUG[2],
  SHRUG[3],
];
const smithShrug = family('Smith Machine', meta(['Traps'], 'Pull', 'Isolation', 'Novice', ['Overhand']), SMITH_SHRUG);

const smithMachine: ExerciseSeed[] = [
  smithSquat('Smith Machine Squat'),
  smithSquat('Smith Machine Front Squat', {
    0: 'Set the Smith bar at shoulder height and step in so it rests across the front of your shoulders.',
    1: 'Hold the bar with a clean grip or crossed arms, elbows high, and set your feet shoulder-width apart under it.',
    3: FRONT_SQUAT[3],
  }, { difficulty: 'Intermediate' }),
  smithSquat('Smith Machine Pause Squat', { 3: [SMITH_SQUAT[3], PAUSE_BOTTOM] }, { difficulty: 'Intermediate' }),
  smithSquat('Smith Machine Box Squat', {
    1: 'Grip the bar just outside your shoulders, place a box behind you at parallel height and set your feet shoulder-width apart.',
    3: 'Brace your core and sit back until you are seated lightly on the box, then pause without relaxing.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Hamstrings'] }),
  smithSquat('Smith Machine Half Squat', {
    3: 'Brace your core and squat down until your knees are bent to about 90 degrees.',
  }),
  smithSquat('Smith Machine Hack Squat', {
    1: 'Grip the bar just outside your shoulders and place your feet about a foot in front of the bar, shoulder-width apart.',
    3: 'Brace your core and lean back slightly into the bar as you squat down until your thighs are parallel.',
  }, { primary_muscles: ['Quads'] }),
  smithSquat('Smith Machine Sumo Squat', {
    1: 'Grip the bar just outside your shoulders and take a wide stance with your toes turned out.',
    3: 'Brace your core and squat straight down, pushing your knees out over your toes until your thighs are parallel.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Adductors'] }),
  smithSquat('Smith Machine Narrow-Stance Squat', {
    1: 'Grip the bar just outside your shoulders and set your feet hip-width apart or closer, slightly in front of the bar.',
  }, { primary_muscles: ['Quads'] }),
  smithSquat('Smith Machine Heels-Elevated Squat', {
    1: 'Grip the bar just outside your shoulders and stand with your heels on a wedge or plates, feet close together.',
    3: 'Brace your core and squat down with an upright torso, letting your knees travel far forward over your toes.',
  }, { primary_muscles: ['Quads'] }),
  smithSquat('Smith Machine Jump Squat', { 3: JUMP_DIP, 4: JUMP_TAKEOFF, 5: JUMP_LAND }, { primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Intermediate' }),
  smithSquat('Smith Machine Kneeling Squat', {
    0: 'Kneel on a pad under the Smith bar, set low enough to rest across your upper traps.',
    1: 'Grip the bar just outside your shoulders with your knees hip-width apart.',
    3: 'Sit your hips back toward your heels, keeping your torso upright.',
    4: 'Drive your hips forward to kneel tall and squeeze your glutes.',
  }, { primary_muscles: ['Glutes', 'Hamstrings'] }),

  smithSplit('Smith Machine Split Squat'),
  smithSplit('Smith Machine Bulgarian Split Squat', {
    1: 'Unhook the bar and rest the top of your back foot on a bench behind you, with your front foot slightly ahead of the bar.',
  }, { difficulty: 'Intermediate' }),
  smithSplit('Smith Machine Front-Foot Elevated Split Squat', {
    1: 'Unhook the bar and place your front foot on a low step slightly ahead of the bar, back foot behind you on its toes.',
  }, { difficulty: 'Intermediate' }),
  smithSplit('Smith Machine Reverse Lunge', {
    1: 'Unhook the bar and stand tall with your feet hip-width apart under it.',
    2: LUNGE_BACK,
    3: LUNGE_STEP_FORWARD_UP,
  }),
  smithSplit('Smith Machine Curtsy Lunge', {
    1: 'Unhook the bar and stand tall with your feet hip-width apart under it.',
    2: CURTSY_LUNGE[0],
    3: LUNGE_STEP_FORWARD_UP,
  }, { primary_muscles: ['Glutes', 'Quads'] }),
  smithSplit('Smith Machine Deficit Reverse Lunge', {
    1: 'Unhook the bar and stand on a low step or plate placed under it.',
    2: 'Step back off the platform and lower your back knee until it nearly touches the floor.',
    3: LUNGE_STEP_FORWARD_UP,
  }, { difficulty: 'Intermediate' }),
  smithSplit('Smith Machine Step-Up', {
    1: 'Place a box under the bar, unhook the bar and set one foot fully on the box.',
    2: STEP_UP[1],
    3: STEP_UP[2],
  }, { difficulty: 'Intermediate' }),

  smithDeadlift('Smith Machine Deadlift'),
  smithDeadlift('Smith Machine Sumo Deadlift', {
    0: 'Set the Smith bar at its lowest position and take a wide stance with your toes out and your mid-foot under it.',
    1: 'Hinge down and grip the bar inside your knees, pushing your knees out over your toes.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Adductors'] }),
  smithDeadlift('Smith Machine Deficit Deadlift', {
    0: 'Set the Smith bar at its lowest position and stand on a low plate with your mid-foot under the bar.',
  }, { difficulty: 'Intermediate' }),
  smithDeadlift('Smith Machine Rack Pull', {
    0: 'Set the Smith safety stops just below your knees, rest the bar on them and stand close with your feet hip-width apart.',
    3: 'Lower the bar back to the safety stops under control.',
  }, { primary_muscles: ['Glutes', 'Lower back', 'Traps'] }),
  smithRdl('Smith Machine Romanian Deadlift'),
  smithRdl('Smith Machine Stiff-Legged Deadlift', {
    1: 'Keep your legs nearly straight and hinge at the hips, lowering the bar toward your feet with a flat back.',
  }),
  smithRdl('Smith Machine Single-Leg Romanian Deadlift', {
    1: [SINGLE_LEG_SHIFT, SINGLE_LEG_HINGE],
    3: SINGLE_LEG_RETURN,
  }, { primary_muscles: ['Hamstrings', 'Glutes'], difficulty: 'Intermediate' }),
  family('Smith Machine', meta(['Hamstrings', 'Lower back', 'Glutes'], 'Pull', 'Compound', 'Beginner', ['Overhand']), [
    'Set the Smith bar at shoulder height and step under it so it rests across your upper traps.',
    'Unhook the bar and stand with your feet hip-width apart and your knees slightly bent.',
    GOOD_MORNING[2],
    HINGE_RETURN,
  ])('Smith Machine Good Morning'),

  smithHipThrust('Smith Machine Hip Thrust'),
  smithHipThrust('Smith Machine Glute Bridge', {
    0: 'Set the Smith bar low and lie on your back under it with the padded bar across your hips.',
    2: BRIDGE_UP,
  }, { difficulty: 'Novice' }),
  smithHipThrust('Smith Machine Single-Leg Hip Thrust', {
    1: 'Plant one foot flat under the middle of the bar, lift the other leg and unhook the bar.',
    3: 'Squeeze your glutes at the top, lower under control and switch legs after your reps.',
  }, { difficulty: 'Intermediate' }),
  smithHipThrust('Smith Machine B-Stance Hip Thrust', {
    1: 'Plant one foot flat under the bar, set the other heel a little forward with its toes up and unhook the bar.',
    3: 'Squeeze your glutes at the top, lower under control and switch legs after your reps.',
  }, { difficulty: 'Intermediate' }),
  family('Smith Machine', meta(['Glutes', 'Hamstrings'], 'Push', 'Isolation', 'Intermediate'), [
    'Set the Smith bar at about knee height and stand facing away from it with your hands on a bench or the frame.',
    'Place the sole of one foot against the underside of the bar and unhook it.',
    'Push the bar back and up by extending your hip until your leg is straight behind you.',
    'Lower under control, complete your reps and switch legs.',
  ])('Smith Machine Glute Kickback'),

  smithCalf('Smith Machine Standing Calf Raise'),
  smithCalf('Smith Machine Single-Leg Calf Raise', {
    1: 'Position the bar across your upper traps, stand on the ball of one foot on the edge of the step and unhook the bar.',
    3: 'Rise onto your toes as high as possible, pause, lower slowly and switch legs after your reps.',
  }, { difficulty: 'Beginner' }),
  smithCalf('Smith Machine Seated Calf Raise', {
    0: 'Place a bench under the Smith bar with a step or plate in front of it.',
    1: 'Sit with the balls of your feet on the step, set the padded bar across your lower thighs and unhook it.',
  }),
  smithCalf('Smith Machine Donkey Calf Raise', {
    0: 'Set the Smith bar at hip height and place a sturdy step or plate under it.',
    1: 'Bend forward with your hands on a bench, set the padded bar across your lower back and hips, stand on the step and unhook the bar.',
  }, { difficulty: 'Beginner' }),

  smithBench('Smith Machine Bench Press'),
  smithBench('Smith Machine Paused Bench Press', {
    2: [SMITH_BENCH[2], 'Pause the bar on your chest for one to two seconds without relaxing.'],
  }, { difficulty: 'Intermediate' }),
  smithBench('Smith Machine Incline Bench Press', { 0: SMITH_INCLINE, 2: SMITH_TO_UPPER_CHEST }),
  smithBench('Smith Machine Low-Incline Bench Press', {
    0: 'Lie on a bench set to 15 to 30 degrees under the Smith bar so the bar lines up with your upper chest.',
    2: SMITH_TO_UPPER_CHEST,
  }),
  smithBench('Smith Machine Decline Bench Press', { 0: SMITH_DECLINE, 2: SMITH_TO_LOWER_CHEST }, { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'] }),
  smithBench('Smith Machine Close-Grip Bench Press', { 1: SMITH_CLOSE }, TRICEPS_FIRST),
  smithBench('Smith Machine Decline Close-Grip Bench Press', { 0: SMITH_DECLINE, 1: SMITH_CLOSE, 2: SMITH_TO_LOWER_CHEST }, TRICEPS_FIRST),
  smithBench('Smith Machine Incline Close-Grip Bench Press', { 0: SMITH_INCLINE, 1: SMITH_CLOSE, 2: SMITH_TO_UPPER_CHEST }, TRICEPS_FIRST),
  smithBench('Smith Machine Wide-Grip Bench Press', { 1: SMITH_WIDE }, {
    primary_muscles: ['Chest', 'Front Shoulders'],
    grips: ['Overhand', 'Wide'],
  }),
  smithBench('Smith Machine Wide-Grip Incline Bench Press', { 0: SMITH_INCLINE, 1: SMITH_WIDE, 2: SMITH_TO_UPPER_CHEST }, {
    primary_muscles: ['Chest', 'Front Shoulders'],
    grips: ['Overhand', 'Wide'],
  }),
  smithBench('Smith Machine Reverse-Grip Bench Press', { 1: SMITH_REVERSE }, { grips: ['Underhand'], difficulty: 'Intermediate' }),
  smithBench('Smith Machine Reverse-Grip Incline Bench Press', { 0: SMITH_INCLINE, 1: SMITH_REVERSE, 2: SMITH_TO_UPPER_CHEST }, {
    grips: ['Underhand'],
    difficulty: 'Intermediate',
  }),
  smithBench('Smith Machine Floor Press', {
    0: 'Lie on the floor under the Smith bar with your knees bent so the bar lines up with your mid-chest.',
    2: 'Unhook the bar and lower it until your upper arms touch the floor.',
  }, { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'] }),
  smithBench('Smith Machine Guillotine Press', {
    0: 'Lie on a flat bench under the Smith bar so the bar lines up with the base of your neck.',
    1: SMITH_WIDE,
    2: 'Unhook the bar and flare your elbows wide as you lower it slowly toward your neck, stopping just above it.',
  }, { primary_muscles: ['Chest', 'Front Shoulders'], difficulty: 'Intermediate', grips: ['Overhand', 'Wide'] }),
  smithBench('Smith Machine JM Press', {
    1: 'Grip the bar slightly narrower than shoulder-width.',
    2: [SMITH_UNHOOK, JM_PRESS[1]],
    3: [JM_PRESS[2], JM_PRESS[3]],
  }, { primary_muscles: ['Triceps', 'Chest'], difficulty: 'Intermediate', grips: ['Overhand', 'Close'] }),

  family('Smith Machine', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Novice', ['Overhand']), [
    SMITH_BAR_FIXED,
    'Place your hands on the bar slightly wider than shoulder-width and walk your feet back until your body is straight.',
    'Lower your chest to the bar, keeping your elbows about 45 degrees from your body.',
    PRESS_UP_FLOOR,
  ])('Smith Machine Incline Push-Up'),
  family('Smith Machine', meta(['Triceps'], 'Push', 'Isolation', 'Intermediate', ['Overhand', 'Close']), [
    SMITH_BAR_FIXED,
    'Grip the bar with a narrow overhand grip and walk your feet back into a straight plank with your arms extended.',
    'Bend only your elbows to lower your forehead beneath the bar.',
    'Extend your elbows to push yourself back to straight arms.',
  ])('Smith Machine Bodyweight Triceps Extension'),

  smithInvertedRow('Smith Machine Inverted Row'),
  smithInvertedRow('Smith Machine Underhand Inverted Row', { 1: SMITH_UNDERHAND_HANG }, {
    primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'],
    grips: ['Underhand'],
  }),
  smithInvertedRow('Smith Machine Feet-Elevated Inverted Row', {
    1: 'Lie under the bar with your heels on a bench, grip it slightly wider than shoulder-width and hold your body straight.',
  }, { difficulty: 'Intermediate' }),
  smithInvertedRow('Smith Machine Bodyweight Curl', {
    1: SMITH_UNDERHAND_HANG,
    2: 'Curl yourself up toward the bar by bending only your elbows, keeping your body straight.',
  }, { primary_muscles: ['Biceps'], mechanic: 'Isolation', difficulty: 'Intermediate', grips: ['Underhand'] }),

  smithRow('Smith Machine Bent-Over Row'),
  smithRow('Smith Machine Reverse-Grip Bent-Over Row', {
    1: 'Grip the bar underhand about shoulder-width, unhook it and hinge forward until your torso is about 45 degrees with your back flat.',
    2: 'Row the bar to your lower abdomen, keeping your elbows close to your body.',
  }, { primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], grips: ['Underhand'] }),
  smithRow('Smith Machine Rear Delt Row', {
    1: 'Grip the bar well outside shoulder-width, unhook it and hinge forward until your torso is nearly parallel to the floor.',
    2: 'Row the bar toward your upper chest with your elbows flared out wide.',
  }, { primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Overhand', 'Wide'] }),
  smithRow('Smith Machine Single-Arm Row', {
    0: 'Set the Smith bar at about knee height and stand side-on to it.',
    1: 'Grip the middle of the bar with one hand, unhook it and hinge forward with your free hand on your knee.',
    2: 'Row the bar toward your hip, driving your elbow back.',
    3: ONE_ARM_ROW_LOWER,
  }, { primary_muscles: ['Lats', 'Traps (mid-back)'] }),

  smithPress('Smith Machine Seated Overhead Press'),
  smithPress('Smith Machine Standing Overhead Press', {
    0: 'Set the Smith bar at upper-chest height.',
    1: 'Stand under the bar with your feet hip-width apart and grip it just outside shoulder-width.',
    3: 'Press the bar straight up to lockout, squeezing your glutes to keep your torso still.',
  }),
  smithPress('Smith Machine Behind-the-Neck Press', {
    0: 'Place a bench with an upright back under the Smith bar so the bar lines up just behind your head.',
    2: 'Unhook the bar and lower it under control until it is level with your ears.',
  }, { primary_muscles: ['Front Shoulders', 'Side Shoulders', 'Triceps'], difficulty: 'Intermediate' }),

  smithUprightRow('Smith Machine Upright Row'),
  smithUprightRow('Smith Machine Wide-Grip Upright Row', {
    1: 'Grip the bar overhand well outside your hips and unhook it.',
  }, { primary_muscles: ['Side Shoulders', 'Traps'], grips: ['Overhand', 'Wide'] }),
  smithShrug('Smith Machine Shrug'),
  smithShrug('Smith Machine Behind-the-Back Shrug', {
    0: 'Set the Smith bar at mid-thigh height and stand with your back to it.',
    1: 'Reach back and grip the bar just outside your hips with an overhand grip, then unhook it.',
  }, { primary_muscles: ['Traps', 'Traps (mid-back)'] }),
  family('Smith Machine', meta(['Biceps'], 'Pull', 'Isolation', 'Beginner', ['Underhand']), [
    SMITH_THIGH_BAR,
    'Grip the bar shoulder-width with an underhand grip and unhook it.',
    'Pull your elbows back and drag the bar up your torso to your lower chest.',
    'Lower along the same path to full extension.',
  ])('Smith Machine Drag Curl'),
  family('Smith Machine', meta(['Forearms'], 'Pull', 'Isolation', 'Beginner', ['Overhand']), [
    'Set the Smith bar at mid-thigh height and stand with your back to it.',
    'Reach back and grip the bar with your palms facing back, then unhook it.',
    'Let the bar roll down toward your fingertips, stretching your wrists as far as comfortable.',
    'Curl the bar back up by flexing your wrists, keeping your arms straight.',
  ])('Smith Machine Behind-the-Back Wrist Curl'),
];

// =====================================================================================================
// Plate (a single weight plate held by its rim or sides)
// =====================================================================================================

const PLATE_AT_CHEST = 'Hold a plate by its sides against your chest and stand with your feet hip-width apart.';
const PLATE_AT_THIGHS = 'Stand tall holding a plate by its sides at arm\'s length in front of your thighs.';
const PLATE_OVERHEAD = 'Hold a plate by its sides overhead with your arms locked and stand with your feet hip-width apart.';

// Movements that plates and medicine balls share: the first step names the implement, the rest are common.
const SQUAT_HELD = [
  'Stand with your feet shoulder-width apart and your toes slightly out.',
  'Brace your core and squat down until your thighs are at least parallel, keeping your chest up.',
  'Drive through your feet to stand tall.',
];
const SUMO_HELD = {
  1: 'Take a wide stance with your toes turned out about 45 degrees.',
  2: 'Brace your core and squat straight down, pushing your knees out over your toes.',
};
const OVERHEAD_SQUAT_HELD = 'Brace your core and squat down as low as you can while keeping the weight over your head and your chest up.';
const SQUAT_TO_PRESS = 'Drive through your feet to stand and press the weight overhead in one motion, then bring it back to your chest.';
const LUNGE_TWIST = 'At the bottom, rotate your torso toward your front leg, then turn back to center.';
const RUSSIAN_TWIST = [
  'Lean back with a straight spine until you feel your abs engage, and lift your feet if you can.',
  'Rotate your torso to bring the weight beside one hip, then turn to the other side.',
  'Keep your chest up and move from your trunk, not just your arms.',
];
const SIT_UP = [
  'Brace your abs and curl your torso up until your chest approaches your thighs.',
  'Lower back down slowly, one segment of your spine at a time.',
];
const CRUNCH = [
  'Curl your shoulders off the floor by contracting your abs, keeping your lower back down.',
  'Pause at the top, then lower slowly.',
];
const TOE_TOUCH = [
  'Crunch up and reach the weight toward your toes, lifting your shoulder blades off the floor.',
  'Lower your shoulders slowly while keeping your legs vertical.',
];
const V_UP = [
  'Lift your arms and legs together, folding at the hips to touch the weight to your shins.',
  'Balance briefly on your glutes at the top.',
  'Lower your arms and legs slowly back toward the floor without letting them rest.',
];
const HOLLOW_HOLD = [
  'Press your lower back into the floor and lift your arms, shoulders and legs a few inches off the floor.',
  'Hold that shape for the set time while breathing steadily.',
];
const WOODCHOP = [
  'Rotate your torso and chop the weight diagonally down across your body toward the outside of the opposite knee.',
  'Pivot your back foot and bend your knees as the weight comes down.',
  'Return along the same path under control, complete your reps and switch sides.',
];
const REVERSE_WOODCHOP = {
  1: 'Rotate your torso and lift the weight diagonally across your body to above the opposite shoulder.',
  2: 'Pivot your back foot and extend your knees as the weight rises.',
};
const FRONT_RAISE_HELD = [
  'Keep a slight bend in your elbows and brace your core.',
  'Raise the weight in front of you to about eye level without leaning back.',
  'Pause briefly, then lower it slowly back down.',
];
const PRESS_HELD = [
  'Brace your core and squeeze your glutes.',
  'Press the weight straight overhead until your arms lock out.',
  'Lower it under control back to your chest.',
];
const PULLOVER_HELD = [
  'Keep a slight bend in your elbows.',
  'Lower the weight in an arc behind your head until you feel a stretch in your lats.',
  'Pull it back over your chest along the same arc.',
];
const OVERHEAD_EXTENSION_HELD = [
  'Keep your upper arms close to your head.',
  'Bend your elbows to lower the weight behind your head until you feel a stretch in your triceps.',
  'Extend your elbows to return the weight overhead.',
];
const JUMP_SQUAT = {
  2: 'Brace your core and squat down until your thighs are about parallel.',
  3: 'Explode upward into a jump, then land softly and sink straight into the next squat.',
};
const STANDING_TWIST = [
  'Brace your core and keep your hips facing forward.',
  'Rotate your torso to one side as far as comfortable, then to the other.',
  'Move with control and keep your arms straight throughout.',
];
const DEAD_BUG = [
  'Press your lower back into the floor and brace your abs.',
  'Reach the weight overhead while extending one leg until it hovers above the floor.',
  'Return to the start and repeat with the other leg.',
];
const HALO = [
  'Brace your core and squeeze your glutes so your hips stay still.',
  'Circle the weight around your head, passing it close behind your neck.',
  'Bring it back in front of your chest and reverse the direction on the next rep.',
];
const WALL_SIT = [
  'Stand with your back against a wall and slide down until your thighs are parallel to the floor.',
  'Keep your back flat against the wall and your knees over your ankles.',
  'Hold for the set time, then slide back up.',
];

const NECK = [
  'Lie on your back on a flat bench with your head and neck off the end.',
  'Hold a light plate on a folded towel against the upward-facing side of your head.',
  'Let your head drop slowly toward the floor as far as comfortable.',
  'Lift your head back up past level using only your neck, then lower it with control.',
];
const neck = family('Plate', meta(['Neck'], 'Push', 'Isolation', 'Intermediate', ['Neutral']), NECK);

const PINCH = [
  'Pinch two small plates together, smooth sides out, between the fingers and thumb of each hand.',
  'Stand tall with your arms straight at your sides and your shoulders back.',
  'Hold for the set time without letting the plates slip.',
  'Set the plates down under control.',
];
const pinch = family('Plate', meta(['Forearms'], 'Hold', 'Isolation', 'Beginner', ['Neutral']), PINCH);

/** A movement shared with other implements: the first step names how this implement is held, the rest are common. */
function held(category: Category) {
  return (name: string, base: Meta, first: string, rest: readonly string[], changes: Edit = {}): ExerciseSeed =>
    family(category, base, [first, ...rest])(name, changes);
}
const withPlate = held('Plate');

const plate: ExerciseSeed[] = [
  withPlate('Plate Goblet Squat', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Novice', ['Neutral']),
    'Hold a plate by its sides against your chest.', SQUAT_HELD),
  withPlate('Plate Sumo Squat', meta(['Glutes', 'Adductors', 'Quads'], 'Push', 'Compound', 'Novice', ['Neutral']),
    'Hold a plate by its sides against your chest.', SQUAT_HELD, SUMO_HELD),
  withPlate('Plate Overhead Squat', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    'Hold a plate by its sides overhead with your arms locked.', SQUAT_HELD, { 2: OVERHEAD_SQUAT_HELD }),
  withPlate('Plate Squat to Press', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Hold a plate by its sides against your chest.', SQUAT_HELD, { 3: SQUAT_TO_PRESS }),
  withPlate('Plate Jump Squat', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    'Hold a plate by its sides against your chest.', SQUAT_HELD, JUMP_SQUAT),
  withPlate('Plate Cossack Squat', meta(['Quads', 'Glutes', 'Adductors'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    'Hold a plate against your chest and take a very wide stance with your toes turned slightly out.', COSSACK),
  withPlate('Plate Wall Sit', meta(['Quads'], 'Hold', 'Isolation', 'Novice', ['Neutral']),
    'Hold a plate against your chest, or rest it flat on your thighs once you are in position.', WALL_SIT),
  family('Plate', meta(['Quads'], 'Push', 'Isolation', 'Advanced', ['Neutral']), [
    'Hold a plate against your chest with one arm and grab a sturdy support with the other hand.',
    'Rise onto the balls of your feet with your feet hip-width apart.',
    'Push your knees forward and lean back, lowering until your knees are deeply bent and your body is straight from knees to head.',
    'Squeeze your quads to return to the start.',
  ])('Plate Sissy Squat'),
  family('Plate', meta(['Calves'], 'Push', 'Isolation', 'Novice', ['Neutral']), [
    'Hold a plate against your chest and stand with the balls of your feet on the edge of a step.',
    CALF_RAISE[1],
    CALF_RAISE[2],
    CALF_RAISE[3],
  ])('Plate Calf Raise'),

  withPlate('Plate Forward Lunge', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    PLATE_AT_CHEST, [LUNGE_FORWARD, LUNGE_UPRIGHT, LUNGE_STEP_BACK_UP]),
  withPlate('Plate Reverse Lunge', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    PLATE_AT_CHEST, [LUNGE_BACK, LUNGE_UPRIGHT, LUNGE_STEP_FORWARD_UP]),
  withPlate('Plate Walking Lunge', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    PLATE_AT_CHEST, [LUNGE_FORWARD, LUNGE_UPRIGHT, LUNGE_WALK_ON]),
  withPlate('Plate Curtsy Lunge', meta(['Glutes', 'Quads'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    PLATE_AT_CHEST, [...CURTSY_LUNGE, LUNGE_STEP_FORWARD_UP]),
  withPlate('Plate Lunge with Twist', meta(['Quads', 'Glutes', 'Obliques'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Hold a plate by its sides at arm\'s length in front of your chest and stand with your feet hip-width apart.', [LUNGE_FORWARD, LUNGE_TWIST, LUNGE_STEP_BACK_UP]),
  withPlate('Plate Overhead Walking Lunge', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    PLATE_OVERHEAD, [LUNGE_FORWARD, OVERHEAD_STACKED, LUNGE_WALK_ON]),
  withPlate('Plate Lateral Lunge', meta(['Quads', 'Glutes', 'Adductors'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    PLATE_AT_CHEST, LATERAL_LUNGE),
  withPlate('Plate Step-Up', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Hold a plate against your chest and stand facing a box or bench about knee height.', STEP_UP),
  withPlate('Plate Bulgarian Split Squat', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    `Hold a plate against your chest and ${BULGARIAN_STANCE}`, [SPLIT_LOWER, SPLIT_UPRIGHT, SPLIT_FINISH]),

  withPlate('Plate Good Morning', meta(['Hamstrings', 'Lower back', 'Glutes'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
    'Hold a plate against your chest with your arms crossed over it and stand with your feet hip-width apart.', GOOD_MORNING.slice(1)),
  withPlate('Plate Single-Leg Romanian Deadlift', meta(['Hamstrings', 'Glutes'], 'Pull', 'Compound', 'Intermediate', ['Neutral']),
    PLATE_AT_THIGHS, [SINGLE_LEG_SHIFT, SINGLE_LEG_HINGE, SINGLE_LEG_RETURN]),
  family('Plate', meta(['Hamstrings', 'Glutes'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
    PLATE_AT_THIGHS,
    RDL[1],
    'Push your hips back and lower the plate along your legs, keeping your back flat.',
    RDL[3],
    HINGE_RETURN,
  ])('Plate Romanian Deadlift'),
  family('Plate', meta(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Novice', ['Neutral']), [
    'Lie on your back with your knees bent, feet flat, and a plate resting on your hips.',
    'Hold the plate in place with both hands.',
    BRIDGE_UP,
    BRIDGE_TOP,
  ])('Plate Glute Bridge'),
  family('Plate', meta(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Beginner', ['Neutral']), [
    'Sit with your upper back against a bench and a plate resting on your hips, knees bent and feet flat.',
    'Hold the plate in place with both hands.',
    HIP_THRUST[2],
    BRIDGE_TOP,
  ])('Plate Hip Thrust'),
  family('Plate', meta(['Lower back', 'Glutes', 'Hamstrings'], 'Pull', 'Isolation', 'Beginner', ['Neutral']), [
    'Set yourself on a back extension bench with your hips on the pad and your feet locked in.',
    'Hold a plate against your chest with your arms crossed over it.',
    'Lower your torso by bending at the hips until you feel a stretch in your hamstrings.',
    'Raise your torso until your body is in a straight line, squeezing your glutes.',
  ])('Plate Back Extension'),

  withPlate('Plate Front Raise', meta(['Front Shoulders'], 'Push', 'Isolation', 'Novice', ['Neutral']),
    'Stand tall holding a plate at your thighs with your hands at the three and nine o\'clock positions.', FRONT_RAISE_HELD),
  family('Plate', meta(['Front Shoulders', 'Forearms'], 'Hold', 'Isolation', 'Beginner', ['Neutral']), [
    'Stand tall holding a plate by its sides at your thighs.',
    'Raise the plate in front of you to shoulder height with your arms straight.',
    'Turn the plate left and right like a steering wheel, keeping your arms at shoulder height.',
    'Lower the plate after the set time or number of turns.',
  ])('Plate Bus Driver'),
  withPlate('Plate Halo', meta(['Front Shoulders', 'Side Shoulders', 'Abdominals'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Stand tall holding a plate by its sides in front of your chest.', HALO),
  family('Plate', meta(['Side Shoulders'], 'Push', 'Isolation', 'Beginner', ['Neutral']), [
    'Stand tall holding a small plate in each hand at your sides, gripping each by its rim.',
    'Keep a slight bend in your elbows and lean very slightly forward.',
    'Raise the plates out to your sides until your arms are at shoulder height.',
    'Pause, then lower them slowly.',
  ])('Plate Lateral Raise'),
  withPlate('Plate Overhead Press', meta(['Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Novice', ['Neutral']),
    'Stand tall holding a plate by its sides at chest height.', PRESS_HELD),
  family('Plate', meta(['Chest', 'Front Shoulders'], 'Push', 'Compound', 'Beginner', ['Neutral']), [
    'Stand tall and squeeze one or two small plates together between your palms at chest height.',
    'Keep squeezing the plates hard throughout the set.',
    'Press the plates straight out in front of you until your arms are extended.',
    'Bring them back slowly to your chest without easing the squeeze.',
  ])('Plate Svend Press'),
  family('Plate', meta(['Lats', 'Traps (mid-back)'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
    'Hold a plate by its sides, hinge forward until your torso is about 45 degrees and let your arms hang straight.',
    'Brace your core and keep your back flat.',
    'Row the plate to your lower chest, driving your elbows back.',
    'Lower it under control to straight arms.',
  ])('Plate Bent-Over Row'),
  withPlate('Plate Pullover', meta(['Lats', 'Chest'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Lie on your back on a bench or the floor holding a plate by its sides over your chest.', PULLOVER_HELD),
  family('Plate', meta(['Biceps', 'Forearms'], 'Pull', 'Isolation', 'Novice', ['Neutral']), [
    PLATE_AT_THIGHS,
    CURL[2],
    'Curl the plate up toward your chest by bending only your elbows.',
    'Squeeze at the top, then lower it slowly to full extension.',
  ])('Plate Curl'),
  withPlate('Plate Overhead Triceps Extension', meta(['Triceps'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
    'Stand or sit tall holding a plate by its sides overhead with your arms straight.', OVERHEAD_EXTENSION_HELD),
  family('Plate', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate'), [
    'Get into a push-up position and have a partner place a plate flat on your upper back.',
    PLANK_LINE,
    'Lower your chest to just above the floor, elbows about 45 degrees from your body.',
    PRESS_UP_FLOOR,
  ])('Plate Weighted Push-Up'),

  pinch('Plate Pinch Hold'),
  pinch('Plate Pinch Carry', { 2: CARRY_WALK }, { primary_muscles: ['Forearms', 'Traps'], mechanic: 'Compound' }),
  family('Plate', meta(['Front Shoulders', 'Abdominals', 'Traps'], 'Hold', 'Compound', 'Beginner', ['Neutral']), [
    'Press a plate overhead, holding it by its sides with your arms locked.',
    'Brace your core and keep your ribs down so your lower back does not arch.',
    CARRY_WALK,
    'Lower the plate under control at the end of the distance.',
  ])('Plate Overhead Carry'),
  family('Plate', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Intermediate'), [
    'Place a heavy plate face down on turf or a smooth floor.',
    'Get into a low sprint position with your hands on the top edge of the plate and your arms straight.',
    'Drive hard through your legs with short, powerful steps to push the plate forward.',
    'Keep your hips low and your back flat until you cover the set distance.',
  ])('Plate Push'),
  family('Plate', meta(['Glutes', 'Quads', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand with a plate flat on the floor in front of you and your feet shoulder-width apart.',
    'Squat down and grip the plate by its sides with your back flat.',
    'Stand up explosively and use the momentum to lift the plate overhead to lockout.',
    'Lower the plate to your chest, then to the floor under control.',
  ])('Plate Ground-to-Overhead'),

  neck('Plate Neck Flexion'),
  neck('Plate Neck Extension', { 0: 'Lie face down on a flat bench with your head and neck off the end.' }, {
    primary_muscles: ['Neck', 'Traps'],
  }),
  neck('Plate Lateral Neck Flexion', {
    0: 'Lie on your side on a flat bench with your head and neck off the end.',
    3: [NECK[3], 'Complete your reps, then switch sides.'],
  }),

  withPlate('Plate Russian Twist', meta(['Obliques', 'Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Sit on the floor with your knees bent and hold a plate by its sides in front of your chest.', RUSSIAN_TWIST),
  withPlate('Plate Sit-Up', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
    'Lie on your back with your knees bent and feet anchored, holding a plate against your chest.', SIT_UP),
  withPlate('Plate Decline Sit-Up', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Intermediate', ['Neutral']),
    'Lie on a decline bench with your feet hooked under the pads, holding a plate against your chest.', SIT_UP),
  withPlate('Plate Crunch', meta(['Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Lie on your back with your knees bent and feet flat, holding a plate against your chest.', CRUNCH),
  withPlate('Plate Toe Touch', meta(['Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Lie on your back with your legs pointing at the ceiling, holding a plate with your arms extended over your chest.', TOE_TOUCH),
  withPlate('Plate V-Up', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Intermediate', ['Neutral']),
    'Lie on your back with your legs straight and hold a plate by its sides overhead with your arms extended.', V_UP),
  withPlate('Plate Hollow Hold', meta(['Abdominals'], 'Hold', 'Isolation', 'Intermediate', ['Neutral']),
    'Lie on your back holding a plate by its sides overhead with straight arms.', HOLLOW_HOLD),
  withPlate('Plate Dead Bug', meta(['Abdominals'], 'Hold', 'Compound', 'Beginner', ['Neutral']),
    'Lie on your back holding a plate above your chest with straight arms, hips and knees bent to 90 degrees.', DEAD_BUG),
  withPlate('Plate Standing Twist', meta(['Obliques'], 'Pull', 'Isolation', 'Novice', ['Neutral']),
    'Stand with your feet shoulder-width apart, holding a plate by its sides at arm\'s length in front of your chest.', STANDING_TWIST),
  family('Plate', meta(['Obliques'], 'Pull', 'Isolation', 'Novice', ['Neutral']), [
    'Stand tall with your feet hip-width apart, holding a plate by its rim at one side.',
    'Bend sideways toward the plate as far as comfortable without leaning forward.',
    SIDE_BEND_RETURN,
    'Complete your reps, then switch sides.',
  ])('Plate Side Bend'),
  withPlate('Plate Woodchopper', meta(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
    'Stand with your feet wider than shoulder-width, holding a plate by its sides above one shoulder.', WOODCHOP),
  withPlate('Plate Reverse Woodchopper', meta(['Obliques', 'Abdominals'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Stand with your feet wider than shoulder-width, holding a plate by its sides outside one knee.', WOODCHOP, REVERSE_WOODCHOP),
  family('Plate', meta(['Abdominals'], 'Hold', 'Isolation', 'Intermediate'), [
    'Set up in a forearm plank with your elbows under your shoulders.',
    'Have a partner place a plate flat on your upper back.',
    PLANK_LINE,
    'Hold for the set time, then have your partner remove the plate before you lower your knees.',
  ])('Plate Weighted Plank'),
];

// =====================================================================================================
// Medicine Ball
// =====================================================================================================

const BALL_AT_CHEST = 'Hold a medicine ball at your chest with your hands on its sides.';
const BALL_CHEST_STAND = 'Hold a medicine ball at your chest and stand with your feet hip-width apart.';
const HANDS_ON_BALL = 'Place both hands on a medicine ball under your chest and extend your legs into a plank.';
const ELBOWS_LOCKED_PLANK = 'Lock your elbows, brace your abs and squeeze your glutes so your body is in a straight line.';
const REBOUND_SWITCH = 'Catch the rebound, complete your reps and switch sides.';
const SIDE_ON_WALL = 'Stand side-on to a solid wall about two meters away with your feet wider than shoulder-width.';

const SLAM = [
  'Stand with your feet shoulder-width apart, holding a slam ball at your chest.',
  'Reach the ball overhead, rising onto your toes and extending your whole body.',
  'Slam the ball into the floor in front of you as hard as you can, hinging at the hips and bending your knees.',
  'Pick up the ball with a flat back and repeat.',
];
const slam = family('Medicine Ball', meta(['Abdominals', 'Lats', 'Front Shoulders'], 'Pull', 'Compound', 'Beginner', ['Neutral']), SLAM);

const CHEST_PASS = [
  'Stand facing a solid wall about two meters away with your feet shoulder-width apart.',
  'Hold the ball at your chest with your hands on its sides and your elbows out.',
  'Step forward and push the ball explosively into the wall, extending your arms fully.',
  'Catch the rebound softly at your chest and reset before the next throw.',
];
const chestPass = family('Medicine Ball', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Beginner', ['Neutral']), CHEST_PASS);

const SCOOP_THROW = [
  'Stand in an open area with your feet shoulder-width apart, holding the ball at your waist.',
  'Squat down and swing the ball between your knees with a flat back.',
  'Explode up through your legs and hips, throwing the ball backward over your head as far as you can.',
  'Retrieve the ball and reset before the next throw.',
];
const scoopThrow = family('Medicine Ball', meta(['Glutes', 'Hamstrings', 'Lower back'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), SCOOP_THROW);

const ROTATIONAL_THROW = [
  SIDE_ON_WALL,
  'Hold the ball at hip height with both hands and rotate it back toward your back hip.',
  'Drive off your back leg and whip your hips toward the wall, releasing the ball at hip height.',
  REBOUND_SWITCH,
];
const rotationalThrow = family('Medicine Ball', meta(['Obliques', 'Abdominals', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Neutral']), ROTATIONAL_THROW);

const BALL_PUSH_UP = [
  HANDS_ON_BALL,
  'Keep your elbows close to your body and your core braced.',
  'Lower your chest to the ball under control.',
  PRESS_UP_FLOOR,
];
const ballPushUp = family('Medicine Ball', meta(['Triceps', 'Chest', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate'), BALL_PUSH_UP);

const withBall = held('Medicine Ball');

const medicineBall: ExerciseSeed[] = [
  slam('Medicine Ball Slam'),
  slam('Medicine Ball Rotational Slam', {
    2: 'Rotate your torso and slam the ball into the floor beside your outside foot, pivoting your back foot.',
    3: 'Pick up the ball with a flat back and alternate sides.',
  }, { primary_muscles: ['Obliques', 'Abdominals', 'Lats'] }),
  chestPass('Medicine Ball Chest Pass'),
  chestPass('Medicine Ball Kneeling Chest Pass', {
    0: 'Kneel tall facing a solid wall about two meters away.',
    2: 'Push the ball explosively into the wall, extending your arms fully without sitting back on your heels.',
  }),
  chestPass('Medicine Ball Supine Chest Throw', {
    0: 'Lie on your back with your knees bent and your feet flat.',
    2: 'Throw the ball straight up as high as you can, extending your arms fully.',
    3: 'Catch the ball with soft arms and bring it back to your chest for the next throw.',
  }, { primary_muscles: ['Chest', 'Triceps'], difficulty: 'Intermediate' }),
  family('Medicine Ball', meta(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Advanced'), [
    'Get into a push-up position with both hands on a medicine ball.',
    'Drop your hands off the ball to the floor on either side and absorb the landing in a push-up.',
    'Push up explosively so your hands leave the floor and land back on the ball.',
    'Reset your plank and repeat.',
  ])('Medicine Ball Plyometric Push-Up'),
  family('Medicine Ball', meta(['Obliques', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
    SIDE_ON_WALL,
    'Hold the ball against your back shoulder with one hand behind it and steady it with the other hand.',
    'Rotate your hips toward the wall and drive the ball forward off your shoulder like a shot put.',
    REBOUND_SWITCH,
  ])('Medicine Ball Shot Put Throw'),
  rotationalThrow('Medicine Ball Rotational Scoop Toss'),
  rotationalThrow('Medicine Ball Half-Kneeling Rotational Throw', {
    0: 'Half-kneel side-on to a wall with your inside knee down and your outside foot forward.',
    1: 'Hold the ball at chest height and rotate it away from the wall.',
    2: 'Rotate your torso toward the wall and release the ball at chest height, keeping your hips still.',
  }, { primary_muscles: ['Obliques', 'Abdominals'] }),
  family('Medicine Ball', meta(['Lats', 'Abdominals', 'Triceps'], 'Pull', 'Compound', 'Beginner', ['Neutral']), [
    'Stand facing a wall about two meters away in a staggered stance.',
    'Hold the ball with both hands and bring it behind your head with your elbows bent.',
    'Throw the ball hard into the wall by driving your arms forward, like a soccer throw-in.',
    'Catch the rebound above your head and flow into the next throw.',
  ])('Medicine Ball Overhead Wall Throw'),
  scoopThrow('Medicine Ball Backward Overhead Throw'),
  scoopThrow('Medicine Ball Forward Scoop Toss', {
    2: 'Explode up through your legs and hips, throwing the ball forward and upward as far as you can.',
  }, { primary_muscles: ['Glutes', 'Quads', 'Hamstrings'] }),
  scoopThrow('Medicine Ball Squat Throw', {
    1: 'Bring the ball up to your chest and squat down until your thighs are about parallel.',
    2: 'Explode up and throw the ball straight up as high as you can, extending your ankles, knees and hips.',
    3: 'Step aside to let it land, or catch it with soft arms, and reset.',
  }, { primary_muscles: ['Quads', 'Glutes'], force: 'Push' }),
  family('Medicine Ball', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand facing a wall about an arm\'s length away, holding the ball at your chest with your hands under it.',
    'Squat down until your hips are below your knees, keeping your chest up.',
    'Drive up explosively and throw the ball to a target on the wall about three meters high.',
    'Catch the ball as it comes down and sink straight into the next squat.',
  ])('Medicine Ball Wall Ball'),
  family('Medicine Ball', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), [
    'Sit facing a wall or partner with your knees bent and feet flat, holding the ball at your chest.',
    'Lower your back to the floor, bringing the ball overhead.',
    'Sit up explosively and throw the ball to the wall or partner as you rise.',
    'Catch the return and roll back down under control.',
  ])('Medicine Ball Sit-Up Throw'),

  withBall('Medicine Ball Russian Twist', meta(['Obliques', 'Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Sit on the floor with your knees bent and hold a medicine ball in front of your chest.', RUSSIAN_TWIST),
  withBall('Medicine Ball Sit-Up', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
    'Lie on your back with your knees bent and feet anchored, holding a medicine ball against your chest.', SIT_UP),
  withBall('Medicine Ball Crunch', meta(['Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Lie on your back with your knees bent and feet flat, holding a medicine ball against your chest.', CRUNCH),
  withBall('Medicine Ball Toe Touch', meta(['Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Lie on your back with your legs pointing at the ceiling, holding a medicine ball with your arms extended over your chest.', TOE_TOUCH),
  withBall('Medicine Ball V-Up', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Intermediate', ['Neutral']),
    'Lie on your back with your legs straight and hold a medicine ball overhead with your arms extended.', V_UP),
  family('Medicine Ball', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Advanced', ['Neutral']), [
    'Lie on your back with your legs straight and hold a medicine ball overhead with your arms extended.',
    'Lift your arms and legs together into a V and pass the ball from your hands to between your feet.',
    'Lower your arms and legs slowly, holding the ball with your feet.',
    'On the next V, take the ball back in your hands and keep alternating.',
  ])('Medicine Ball V-Up Pass'),
  withBall('Medicine Ball Hollow Hold', meta(['Abdominals'], 'Hold', 'Isolation', 'Intermediate', ['Neutral']),
    'Lie on your back holding a medicine ball overhead with straight arms.', HOLLOW_HOLD),
  family('Medicine Ball', meta(['Abdominals', 'Hip Flexors'], 'Pull', 'Isolation', 'Intermediate'), [
    'Lie on your back with your legs straight and a medicine ball squeezed between your feet.',
    'Place your hands by your sides and press your lower back into the floor.',
    'Raise your legs until they point at the ceiling, keeping them straight.',
    'Lower them slowly until your heels hover just above the floor.',
  ])('Medicine Ball Leg Raise'),
  family('Medicine Ball', meta(['Abdominals'], 'Pull', 'Isolation', 'Beginner'), [
    'Lie on your back with your knees bent 90 degrees and a medicine ball squeezed between your knees.',
    'Place your hands by your sides and press your lower back into the floor.',
    'Curl your hips off the floor, bringing your knees toward your chest.',
    'Lower your hips slowly until your feet nearly touch the floor.',
  ])('Medicine Ball Reverse Crunch'),
  withBall('Medicine Ball Woodchopper', meta(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
    'Stand with your feet wider than shoulder-width, holding a medicine ball above one shoulder.', WOODCHOP),
  withBall('Medicine Ball Reverse Woodchopper', meta(['Obliques', 'Abdominals'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Stand with your feet wider than shoulder-width, holding a medicine ball outside one knee.', WOODCHOP, REVERSE_WOODCHOP),
  withBall('Medicine Ball Standing Twist', meta(['Obliques'], 'Pull', 'Isolation', 'Novice', ['Neutral']),
    'Stand with your feet shoulder-width apart, holding a medicine ball at arm\'s length in front of your chest.', STANDING_TWIST),
  withBall('Medicine Ball Halo', meta(['Front Shoulders', 'Side Shoulders', 'Abdominals'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Stand tall holding a medicine ball in front of your chest.', HALO),
  family('Medicine Ball', meta(['Abdominals', 'Front Shoulders'], 'Hold', 'Isolation', 'Intermediate'), [
    HANDS_ON_BALL,
    ELBOWS_LOCKED_PLANK,
    'Hold for the set time while keeping the ball still under your hands.',
  ])('Medicine Ball Plank'),
  family('Medicine Ball', meta(['Abdominals', 'Hip Flexors', 'Front Shoulders'], 'Pull', 'Compound', 'Intermediate'), [
    HANDS_ON_BALL,
    ELBOWS_LOCKED_PLANK,
    'Drive one knee toward your chest, then switch legs quickly as if running.',
    'Keep your hips level and the ball steady throughout.',
  ])('Medicine Ball Mountain Climber'),
  withBall('Medicine Ball Dead Bug', meta(['Abdominals'], 'Hold', 'Compound', 'Beginner', ['Neutral']),
    'Lie on your back holding a medicine ball above your chest with straight arms, hips and knees bent to 90 degrees.', DEAD_BUG),
  family('Medicine Ball', meta(['Abdominals', 'Lats'], 'Pull', 'Compound', 'Intermediate'), [
    'Kneel on a mat and place both hands on a medicine ball in front of your knees.',
    ROLLOUT[1],
    'Roll the ball forward slowly, extending your arms and hips as far as you can control.',
    'Pull the ball back toward your knees using your abs.',
  ])('Medicine Ball Rollout'),

  withBall('Medicine Ball Goblet Squat', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Novice', ['Neutral']),
    BALL_AT_CHEST, SQUAT_HELD),
  withBall('Medicine Ball Sumo Squat', meta(['Glutes', 'Adductors', 'Quads'], 'Push', 'Compound', 'Novice', ['Neutral']),
    BALL_AT_CHEST, SQUAT_HELD, SUMO_HELD),
  withBall('Medicine Ball Overhead Squat', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    'Hold a medicine ball overhead with your arms locked.', SQUAT_HELD, { 2: OVERHEAD_SQUAT_HELD }),
  withBall('Medicine Ball Thruster', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    BALL_AT_CHEST, SQUAT_HELD, { 3: SQUAT_TO_PRESS }),
  withBall('Medicine Ball Jump Squat', meta(['Quads', 'Glutes', 'Calves'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    BALL_AT_CHEST, SQUAT_HELD, JUMP_SQUAT),
  withBall('Medicine Ball Wall Sit', meta(['Quads', 'Glutes'], 'Hold', 'Isolation', 'Novice', ['Neutral']),
    'Hold a medicine ball at your chest, or squeeze it between your knees.', WALL_SIT),
  withBall('Medicine Ball Forward Lunge', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    BALL_CHEST_STAND, [LUNGE_FORWARD, LUNGE_UPRIGHT, LUNGE_STEP_BACK_UP]),
  withBall('Medicine Ball Reverse Lunge', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    BALL_CHEST_STAND, [LUNGE_BACK, LUNGE_UPRIGHT, LUNGE_STEP_FORWARD_UP]),
  withBall('Medicine Ball Walking Lunge', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    BALL_CHEST_STAND, [LUNGE_FORWARD, LUNGE_UPRIGHT, LUNGE_WALK_ON]),
  withBall('Medicine Ball Split Squat', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Hold a medicine ball at your chest and take a long split stance, the back foot on its toes.', [SPLIT_LOWER, SPLIT_UPRIGHT, SPLIT_FINISH]),
  withBall('Medicine Ball Lunge with Twist', meta(['Quads', 'Glutes', 'Obliques'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Hold a medicine ball at arm\'s length in front of your chest and stand with your feet hip-width apart.', [LUNGE_FORWARD, LUNGE_TWIST, LUNGE_STEP_BACK_UP]),
  withBall('Medicine Ball Overhead Walking Lunge', meta(['Quads', 'Glutes', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    'Hold a medicine ball overhead with your arms locked and stand with your feet hip-width apart.', [LUNGE_FORWARD, OVERHEAD_STACKED, LUNGE_WALK_ON]),
  withBall('Medicine Ball Lateral Lunge', meta(['Quads', 'Glutes', 'Adductors'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    BALL_CHEST_STAND, LATERAL_LUNGE),
  withBall('Medicine Ball Curtsy Lunge', meta(['Glutes', 'Quads'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    BALL_CHEST_STAND, [...CURTSY_LUNGE, LUNGE_STEP_FORWARD_UP]),
  withBall('Medicine Ball Step-Up', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    'Hold a medicine ball at your chest and stand facing a box or bench about knee height.', STEP_UP),
  withBall('Medicine Ball Bulgarian Split Squat', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    `Hold a medicine ball at your chest and ${BULGARIAN_STANCE}`, [SPLIT_LOWER, SPLIT_UPRIGHT, SPLIT_FINISH]),
  withBall('Medicine Ball Cossack Squat', meta(['Quads', 'Glutes', 'Adductors'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    'Hold a medicine ball at your chest and take a very wide stance with your toes turned slightly out.', COSSACK),
  family('Medicine Ball', meta(['Quads', 'Glutes'], 'Push', 'Compound', 'Advanced', ['Neutral']), [
    'Stand on one leg holding a medicine ball at arm\'s length in front of your chest.',
    'Extend your free leg straight out in front of you.',
    'Squat down on the standing leg as low as you can, using the ball as a counterweight.',
    'Drive through your heel to stand up without touching the free foot down.',
  ])('Medicine Ball Pistol Squat'),
  family('Medicine Ball', meta(['Hamstrings', 'Glutes'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand tall holding a medicine ball in both hands at your waist.',
    SINGLE_LEG_SHIFT,
    SINGLE_LEG_HINGE,
    SINGLE_LEG_RETURN,
  ])('Medicine Ball Single-Leg Deadlift'),
  family('Medicine Ball', meta(['Glutes', 'Adductors', 'Hamstrings'], 'Push', 'Compound', 'Novice'), [
    'Lie on your back with your knees bent, feet flat, and a medicine ball squeezed between your knees.',
    'Keep squeezing the ball throughout the set.',
    BRIDGE_UP,
    BRIDGE_TOP,
  ])('Medicine Ball Squeeze Glute Bridge'),
  family('Medicine Ball', meta(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Intermediate'), [
    'Lie on your back with one foot on top of a medicine ball and the other leg raised.',
    'Press your arms into the floor for balance.',
    'Drive through the foot on the ball to lift your hips until your body is in a straight line.',
    SWITCH_LEGS_LOWER,
  ])('Medicine Ball Single-Leg Glute Bridge'),

  ballPushUp('Medicine Ball Close-Grip Push-Up'),
  ballPushUp('Medicine Ball Staggered Push-Up', {
    0: 'Get into a push-up position with one hand on a medicine ball and the other on the floor.',
    1: PLANK_LINE,
    2: 'Lower your chest toward the floor, keeping your hips level.',
    3: 'Push back up, complete your reps and switch the ball to the other hand.',
  }, { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'] }),
  ballPushUp('Medicine Ball Crossover Push-Up', {
    0: 'Get into a push-up position with one hand on a medicine ball and the other on the floor.',
    1: PLANK_LINE,
    2: 'Lower your chest toward the floor, keeping your hips level.',
    3: 'Push up and roll the ball to the other hand, then repeat the push-up on that side.',
  }, { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], difficulty: 'Advanced' }),
  ballPushUp('Medicine Ball Decline Push-Up', {
    0: 'Get into a push-up position with your hands on the floor and your feet together on a medicine ball.',
    1: PLANK_LINE,
    2: 'Lower your chest to just above the floor, keeping the ball steady under your feet.',
  }, { primary_muscles: ['Chest', 'Front Shoulders', 'Triceps'], difficulty: 'Advanced' }),
  withBall('Medicine Ball Overhead Press', meta(['Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Novice', ['Neutral']),
    'Stand tall holding a medicine ball at chest height.', PRESS_HELD),
  withBall('Medicine Ball Front Raise', meta(['Front Shoulders'], 'Push', 'Isolation', 'Novice', ['Neutral']),
    'Stand tall holding a medicine ball at your thighs with straight arms.', FRONT_RAISE_HELD),
  withBall('Medicine Ball Pullover', meta(['Lats', 'Chest'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
    'Lie on your back on a bench or the floor holding a medicine ball over your chest.', PULLOVER_HELD),
  withBall('Medicine Ball Overhead Triceps Extension', meta(['Triceps'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
    'Stand or sit tall holding a medicine ball overhead with both hands and your arms straight.', OVERHEAD_EXTENSION_HELD),

  family('Medicine Ball', meta(['Quads', 'Chest', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand holding a medicine ball at your chest.',
    'Slam the ball to the floor, place your hands on it and jump your feet back into a plank.',
    'Jump your feet back in toward the ball.',
    'Lift the ball and stand, pressing it overhead as you rise.',
  ])('Medicine Ball Burpee'),
  family('Medicine Ball', meta(['Glutes', 'Quads', 'Traps'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand with your feet hip-width apart and a medicine ball on the floor between your feet.',
    'Squat down and grab the ball with your palms on its sides and your back flat.',
    'Drive up explosively and pull the ball up, dropping under it to catch it at your chest in a squat.',
    'Stand up, then return the ball to the floor under control.',
  ])('Medicine Ball Clean'),
];

/** Only the male model was filmed for about one exercise in ten; spread those evenly through the group. */
export const seeds: ExerciseSeed[] = [...barbell, ...smithMachine, ...plate, ...medicineBall].map((seed, i) =>
  i % 10 === 7 ? { ...seed, female: false } : seed,
);
