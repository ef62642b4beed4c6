/**
 * Demo catalogue: Machine and Band.
 *
 * Naming: "Machine ..." is a selectorized (pin-loaded) machine, "Plate-Loaded ..." a plate-loaded lever
 * machine; the classic stations keep the names gyms use for them ("Leg Press", "Hack Squat", "Pec Deck",
 * "Leg Extension"). No brand names. Band exercises are all named "Band ..." (long loop, tube or mini-band).
 *
 * Exercises are grouped into movement families. A family holds its base steps keyed by role
 * (setup, lower, press, ...); each variant replaces only the keyed steps that really differ, so
 * related exercises share most of their sentences and translation work stays small.
 *   - A base step set to '' is an optional slot that only some variants fill.
 *   - A variant sets a step to null to drop it.
 * Sentences are shared only between versions of the same movement.
 */
import type { Category, ExerciseSeed } from './types.ts';
import { family, one, spec } from './slot-family.ts';
import type { Family, StepEdits } from './slot-family.ts';

const MACHINE: Category = 'Machine';
const BAND: Category = 'Band';

// =============================================================================================
// MACHINE
// =============================================================================================

// ---------------------------------------------------------------------------------------------
// Squat and leg press patterns
// ---------------------------------------------------------------------------------------------

const BREATHE_PRESS = 'Breathe out as you press and in as you return.';
const BREATHE_CURL = 'Breathe out as you curl and in as you lower.';
const BREATHE_LIFT = 'Breathe out as you lift and in as you lower.';
const PLATE_LOAD = 'Load the same weight on both sides of the machine.';
const SQUAT_BRACE = 'Take a deep breath and brace your core before each rep, exhaling as you pass the hardest part of the way up.';
const SLED_SAFETIES = 'Lock the safety handles back in place before you step out of the machine.';
const PAUSE_BOTTOM = 'Hold the bottom position for two seconds without bouncing, then drive back up.';
const SPLIT_LOWER = 'Lower straight down until your back knee nearly touches the ground, keeping your torso upright.';
const SPLIT_RISE = 'Drive through your front foot to stand back up, keeping most of your weight on the front leg.';
const SINGLE_LEG_SWITCH = 'Finish all your reps on one leg before switching to the other.';
const SINGLE_ARM_SWITCH = 'Finish all your reps on one arm before switching to the other.';
const SIDE_SWITCH = 'Finish all your reps on one side before switching to the other.';

const legPress: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Sit in the leg press with your back and hips flat against the pad and your feet shoulder-width apart in the middle of the platform.',
    release: 'Press the platform up until your legs are almost straight, release the safety handles and hold the side grips.',
    lower: 'Bend your knees to lower the platform under control until they come close to your chest, without letting your lower back lift off the pad.',
    pause: '',
    press: 'Drive through your whole foot to press the platform back up, stopping just short of locking your knees.',
    breathe: BREATHE_PRESS,
    finish: SLED_SAFETIES,
  },
};
const legPressSingle: StepEdits = {
  lower: 'Take one foot off the platform, then bend your working knee to lower the platform under control as far as you can without your hips rolling off the pad.',
  breathe: SINGLE_LEG_SWITCH,
};

const legPresses = family(MACHINE, legPress, [
  ['Leg Press'],
  ['Narrow-Stance Leg Press', {
    s: { setup: 'Sit in the leg press with your back and hips flat against the pad and your feet hip-width apart or closer in the middle of the platform.' },
  }],
  ['Wide-Stance Leg Press', {
    primary_muscles: ['Quads', 'Glutes', 'Adductors'],
    s: { setup: 'Sit in the leg press with your back and hips flat against the pad and your feet wider than shoulder-width, toes turned out slightly.' },
  }],
  ['High-Foot Leg Press', {
    primary_muscles: ['Glutes', 'Hamstrings', 'Quads'],
    s: { setup: 'Sit in the leg press with your back and hips flat against the pad and your feet shoulder-width apart high on the platform, heels near the top edge.' },
  }],
  ['Low-Foot Leg Press', {
    primary_muscles: ['Quads'], difficulty: 'Intermediate',
    s: { setup: 'Sit in the leg press with your back and hips flat against the pad and your feet hip-width apart low on the platform, keeping your heels down.' },
  }],
  ['Single-Leg Leg Press', { difficulty: 'Intermediate', s: legPressSingle }],
  ['Paused Leg Press', { difficulty: 'Intermediate', s: { pause: PAUSE_BOTTOM } }],
  ['Vertical Leg Press', {
    difficulty: 'Intermediate', female: false,
    s: {
      setup: 'Lie on your back in the vertical leg press with your hips directly under the platform and your feet shoulder-width apart on it.',
      lower: 'Bend your knees to lower the platform straight down toward your chest, keeping your hips and lower back on the pad.',
    },
  }],
]);

// Selectorized horizontal leg press: the seat or footplate moves, no safety handles.
const seatedLegPress: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Novice', ['Neutral']),
  steps: {
    setup: 'Adjust the seat so your knees are bent to about 90 degrees with your feet shoulder-width apart on the footplate, and hold the side handles.',
    press: 'Drive through your whole foot to straighten your legs, stopping just short of locking your knees.',
    return: 'Bend your knees to let the weight return slowly until the stack almost touches down.',
    cue: 'Keep your back and hips against the pad and your knees in line with your toes throughout.',
    breathe: BREATHE_PRESS,
    switch: '',
  },
};

const seatedLegPresses = family(MACHINE, seatedLegPress, [
  ['Seated Leg Press'],
  ['Single-Leg Seated Leg Press', {
    difficulty: 'Beginner',
    s: {
      setup: 'Adjust the seat so your knee is bent to about 90 degrees with one foot in the middle of the footplate, and hold the side handles.',
      press: 'Drive through your foot to straighten your leg, stopping just short of locking your knee.',
      return: 'Bend your knee to let the weight return slowly until the stack almost touches down.',
      switch: SINGLE_LEG_SWITCH,
    },
  }],
]);

const hackSquat: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Step into the hack squat with your back flat against the pad, the shoulder pads snug and your feet shoulder-width apart in the middle of the platform.',
    release: 'Straighten your legs, release the safety handles and hold the handles beside your shoulders.',
    lower: 'Bend your knees and sit down until your thighs are at least parallel to the platform, keeping your back and hips on the pad.',
    pause: '',
    press: 'Drive through your whole foot to stand back up, stopping just short of locking your knees.',
    breathe: SQUAT_BRACE,
    finish: SLED_SAFETIES,
  },
};

const hackSquats = family(MACHINE, hackSquat, [
  ['Hack Squat'],
  ['Narrow-Stance Hack Squat', {
    primary_muscles: ['Quads'], difficulty: 'Intermediate',
    s: { setup: 'Step into the hack squat with your back flat against the pad, the shoulder pads snug and your feet close together low on the platform.' },
  }],
  ['Wide-Stance Hack Squat', {
    female: false,
    primary_muscles: ['Quads', 'Glutes', 'Adductors'],
    s: { setup: 'Step into the hack squat with your back flat against the pad, the shoulder pads snug and your feet wider than shoulder-width, toes turned out slightly.' },
  }],
  ['Paused Hack Squat', { difficulty: 'Intermediate', s: { pause: PAUSE_BOTTOM } }],
  ['Plate-Loaded Squat', {
    s: {
      setup: 'Step under the shoulder pads of the plate-loaded squat machine with your back against the pad and your feet shoulder-width apart on the platform.',
      release: 'Stand up to take the weight, release the safety handle and hold the handles beside your shoulders.',
    },
  }],
  ['Single-Leg Hack Squat', {
    difficulty: 'Advanced', female: false,
    s: {
      lower: 'Take one foot off the platform, then bend your working knee and sit down as deep as you can control, keeping your back and hips on the pad.',
      breathe: SINGLE_LEG_SWITCH,
    },
  }],
  ['Reverse Hack Squat', {
    primary_muscles: ['Glutes', 'Hamstrings', 'Quads'], difficulty: 'Intermediate',
    s: {
      setup: 'Step into the hack squat facing the pad, with your chest against it, the shoulder pads snug and your feet shoulder-width apart.',
      lower: 'Push your hips back and bend your knees to lower until your thighs are about parallel to the platform, keeping your chest on the pad.',
    },
  }],
]);

const pendulumSquat: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
  steps: {
    setup: 'Step onto the pendulum squat platform with your back against the pad, the shoulder pads snug and your feet shoulder-width apart.',
    release: 'Stand up to take the weight, release the safety lever and hold the handles.',
    lower: 'Sit down and let your knees travel forward over your toes, following the arc of the machine as deep as you can with your heels down.',
    pause: '',
    press: 'Drive through your whole foot to stand back up, stopping just short of locking your knees.',
    breathe: SQUAT_BRACE,
    finish: SLED_SAFETIES,
  },
};

const pendulumSquats = family(MACHINE, pendulumSquat, [
  ['Pendulum Squat'],
  ['Paused Pendulum Squat', { s: { pause: PAUSE_BOTTOM } }],
]);

const beltSquat: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Stand on the belt squat platform, clip the hip belt to the chain and set your feet shoulder-width apart.',
    release: 'Stand up to lift the weight off the stops and hold the handles lightly for balance.',
    lower: 'Sit straight down between your heels with your torso upright until your thighs are at least parallel to the floor.',
    pause: '',
    press: 'Drive through your whole foot to stand back up, squeezing your glutes at the top.',
    breathe: SQUAT_BRACE,
    finish: 'Set the weight back on the stops before you unclip the belt.',
  },
};

const beltSquats = family(MACHINE, beltSquat, [
  ['Belt Squat'],
  ['Sumo Belt Squat', {
    primary_muscles: ['Quads', 'Adductors', 'Glutes'],
    s: { setup: 'Stand on the belt squat platform, clip the hip belt to the chain and set your feet well wider than shoulder-width with your toes turned out.' },
  }],
  ['Paused Belt Squat', { difficulty: 'Intermediate', s: { pause: PAUSE_BOTTOM } }],
  ['Belt Squat Split Squat', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Clip the hip belt to the chain and stand in a long split stance on the platform, back heel raised.',
      lower: SPLIT_LOWER,
      press: SPLIT_RISE,
      finish: SINGLE_LEG_SWITCH,
    },
  }],
  ['Belt Squat March', {
    female: false,
    primary_muscles: ['Quads', 'Glutes', 'Hip Flexors'], force: 'Hold',
    s: {
      lower: 'With a slight bend in your knees, lift one foot a few inches off the platform and set it down, then the other.',
      press: 'Keep marching at a steady pace with your hips level and your torso upright.',
      breathe: null,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Knee extension and knee flexion
// ---------------------------------------------------------------------------------------------

const legExtension: Family = {
  ...spec(['Quads'], 'Push', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Sit in the leg extension with your back against the pad and adjust it so your knees line up with the pivot point of the machine.',
    pad: 'Set the lower pad just above your ankles and hold the side handles.',
    lift: 'Straighten your knees to lift the pad until your legs are fully extended, squeezing your quads at the top.',
    hold: '',
    lower: 'Lower the pad slowly until your knees are bent about 90 degrees, without letting the weight stack touch down.',
    breathe: BREATHE_LIFT,
    switch: '',
  },
};

const legExtensions = family(MACHINE, legExtension, [
  ['Leg Extension'],
  ['Single-Leg Extension', {
    difficulty: 'Beginner',
    s: {
      lift: 'Straighten one knee to lift the pad until the leg is fully extended, squeezing your quad at the top.',
      switch: SINGLE_LEG_SWITCH,
    },
  }],
  ['Paused Leg Extension', {
    difficulty: 'Beginner',
    s: { hold: 'Hold the top position for two seconds with your quads fully tensed before lowering.' },
  }],
  ['Two-Up One-Down Leg Extension', {
    difficulty: 'Intermediate',
    s: {
      hold: 'At the top, move one foot off the pad and hold the weight with the other leg.',
      lower: 'Lower the pad slowly with the single leg over three to four seconds, then put both feet back on the pad.',
      switch: 'Alternate the lowering leg on each rep.',
    },
  }],
]);

const sissySquat = one(MACHINE, 'Machine Sissy Squat', spec(['Quads'], 'Push', 'Isolation', 'Intermediate', []), [
  'Lock your heels under the ankle rollers of the sissy squat station and set the shin pad just below your knees.',
  'Stand tall with your arms crossed over your chest or reaching forward for balance.',
  'Lean back and let your knees travel forward over the pad, lowering your body in one straight line from knees to shoulders until you feel a strong stretch in your quads.',
  'Drive your shins into the pad to straighten your knees and return to standing.',
]);

const LEG_CURL_LOWER_ONE = 'Lower the pad slowly until your knee is almost straight, without letting the weight stack touch down.';
const CURL_PAUSE = 'Hold the fully curled position for two seconds before lowering.';
const LEG_CURL_LOWER = 'Lower the pad slowly until your knees are almost straight, without letting the weight stack touch down.';

const legCurl: Family = {
  ...spec(['Hamstrings'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Lie face down on the leg curl with your knees just off the end of the bench, lined up with the pivot point of the machine.',
    pad: 'Set the roller pad just above your heels and hold the handles under the bench.',
    curl: 'Curl your heels toward your glutes as far as you can while keeping your hips pressed into the bench.',
    hold: '',
    lower: LEG_CURL_LOWER,
    breathe: BREATHE_CURL,
    switch: '',
  },
};
const seatedCurl: StepEdits = {
  setup: 'Sit in the seated leg curl with your back against the pad and your knees lined up with the pivot point of the machine.',
  pad: 'Rest your lower calves on the roller pad, lock the thigh pad down just above your knees and hold the handles.',
  curl: 'Curl the pad down and back under the seat as far as you can, keeping your thighs pinned under the pad.',
};
const standingCurl: StepEdits = {
  lower: LEG_CURL_LOWER_ONE,
  curl: 'Curl your heel toward your glute as far as you can without your hips moving away from the pad.',
  switch: SINGLE_LEG_SWITCH,
};

const legCurls = family(MACHINE, legCurl, [
  ['Lying Leg Curl'],
  ['Single-Leg Lying Leg Curl', {
    s: {
      curl: 'Curl one heel toward your glutes as far as you can while keeping your hips pressed into the bench.',
      lower: LEG_CURL_LOWER_ONE,
      switch: SINGLE_LEG_SWITCH,
    },
  }],
  ['Paused Lying Leg Curl', { difficulty: 'Intermediate', s: { hold: CURL_PAUSE } }],
  ['Seated Leg Curl', { difficulty: 'Novice', s: seatedCurl }],
  ['Single-Leg Seated Leg Curl', {
    s: {
      ...seatedCurl,
      curl: 'Curl one leg down and back under the seat as far as you can, keeping your thigh pinned under the pad.',
      lower: LEG_CURL_LOWER_ONE,
      switch: SINGLE_LEG_SWITCH,
    },
  }],
  ['Paused Seated Leg Curl', {
    difficulty: 'Intermediate',
    s: { ...seatedCurl, hold: CURL_PAUSE },
  }],
  ['Standing Leg Curl', {
    s: {
      ...standingCurl,
      setup: 'Stand facing the standing leg curl with your thigh against the front pad and the back of one ankle under the roller pad.',
      pad: 'Hold the handles and keep your standing knee slightly soft.',
    },
  }],
  ['Kneeling Leg Curl', {
    female: false,
    s: {
      ...standingCurl,
      setup: 'Kneel on the kneeling leg curl with one knee on the pad, your forearms on the arm pads and the back of your working ankle under the roller.',
      pad: 'Brace your core so your lower back stays flat.',
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Hip machines
// ---------------------------------------------------------------------------------------------

const seatedHip: Family = {
  ...spec(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Sit in the hip abduction machine with your back against the pad and the outside of your knees against the pads, legs together.',
    grip: 'Hold the handles and keep your hips pressed into the seat.',
    move: 'Push your knees out against the pads as far as you can, squeezing the sides of your glutes.',
    hold: '',
    return: 'Let your legs come back together slowly, stopping just before the weight stack touches down.',
  },
};

const seatedHips = family(MACHINE, seatedHip, [
  ['Machine Hip Abduction'],
  ['Machine Forward-Lean Hip Abduction', {
    primary_muscles: ['Glutes', 'Abductors'], difficulty: 'Beginner',
    s: { grip: 'Hold the handles and lean your torso forward from the hips with a flat back, keeping your hips in the seat.' },
  }],
  ['Machine Paused Hip Abduction', {
    difficulty: 'Beginner',
    s: { hold: 'Hold the widest position for two seconds before letting your legs return.' },
  }],
  ['Machine Hip Adduction', {
    primary_muscles: ['Adductors'], force: 'Pull',
    s: {
      setup: 'Sit in the hip adduction machine with your back against the pad and the inside of your knees against the pads, legs as wide as is comfortable.',
      move: 'Squeeze your legs together against the pads until they nearly touch.',
      return: 'Let your legs open slowly back to the start, stopping just before the weight stack touches down.',
    },
  }],
]);

// Standing multi-hip machine: one roller pad, four directions.
const HIP_ADDUCT = 'Sweep your working leg in and slightly across in front of your standing leg.';
const HIP_EXTEND = 'Drive your leg back until your hip is fully extended, squeezing your glute without arching your lower back.';
const HIP_FLEX = 'Drive your knee forward and up until your thigh is about level with your hip.';
const multiHip: Family = {
  ...spec(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Stand side-on to the multi-hip machine and set the roller pad against the outside of your working leg, just above the knee.',
    brace: 'Hold the handle, stand tall on your other leg and brace your core.',
    move: 'Sweep your working leg out to the side as far as you can without leaning your torso.',
    return: 'Let the leg return slowly to the start without the weight touching down.',
    switch: SINGLE_LEG_SWITCH,
  },
};

const multiHips = family(MACHINE, multiHip, [
  ['Machine Standing Hip Abduction'],
  ['Machine Standing Hip Adduction', {
    primary_muscles: ['Adductors'], force: 'Pull',
    s: {
      setup: 'Stand side-on to the multi-hip machine and set the roller pad against the inside of your working leg, just above the knee, with that leg out to the side.',
      move: HIP_ADDUCT,
    },
  }],
  ['Machine Standing Hip Extension', {
    primary_muscles: ['Glutes', 'Hamstrings'],
    s: {
      setup: 'Stand facing the multi-hip machine and set the roller pad against the back of your working thigh, just above the knee.',
      move: HIP_EXTEND,
    },
  }],
  ['Machine Standing Hip Flexion', {
    primary_muscles: ['Hip Flexors'], force: 'Pull', female: false,
    s: {
      setup: 'Stand with your back to the multi-hip machine and set the roller pad against the front of your working thigh, just above the knee.',
      move: HIP_FLEX,
    },
  }],
]);

const gluteKickback = one(MACHINE, 'Machine Glute Kickback', spec(['Glutes', 'Hamstrings'], 'Push', 'Isolation', 'Beginner', ['Neutral']), [
  'Rest your chest or forearms on the pad of the glute kickback machine and set the sole of one foot against the foot plate.',
  'Hold the handles and brace your core so your lower back stays flat.',
  'Drive the foot plate back and up until your hip is fully extended, squeezing your glute at the top.',
  'Let the leg return slowly until your hip is bent about 90 degrees.',
  SINGLE_LEG_SWITCH,
]);

const hipThrust: Family = {
  ...spec(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Sit in the hip thrust machine with your upper back against the back pad and the hip pad or belt snug across your hips.',
    feet: 'Plant your feet flat about hip-width apart so your shins are vertical at the top.',
    lift: 'Drive through your heels to lift your hips until your body is straight from shoulders to knees, squeezing your glutes hard.',
    hold: '',
    lower: 'Lower your hips under control until the weight almost touches down.',
    cue: 'Tuck your chin and keep your ribs down so the movement comes from your hips, not your lower back.',
    switch: '',
  },
};

const hipThrusts = family(MACHINE, hipThrust, [
  ['Machine Hip Thrust'],
  ['Machine Single-Leg Hip Thrust', {
    difficulty: 'Intermediate',
    s: { feet: 'Plant one foot flat in the middle of the platform and lift the other off the floor.', switch: SINGLE_LEG_SWITCH },
  }],
  ['Machine Paused Hip Thrust', {
    difficulty: 'Intermediate',
    s: { hold: 'Hold the top position for two seconds, squeezing your glutes, before lowering.' },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Calf raises
// ---------------------------------------------------------------------------------------------

const calfRaise: Family = {
  ...spec(['Calves'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Step under the shoulder pads of the standing calf raise with the balls of your feet on the edge of the platform.',
    unrack: 'Stand up tall with your knees straight but not locked to lift the weight.',
    stretch: 'Lower your heels as far as you can below the platform to stretch your calves.',
    rise: 'Push through the balls of your feet to rise as high as you can onto your toes.',
    hold: 'Pause for a moment at the top, then lower slowly back into the stretch.',
    finish: '',
    switch: '',
  },
};
const pressCalf: StepEdits = {
  stretch: 'Let the platform push your toes back toward you to stretch your calves.',
  rise: 'Push the platform away with the balls of your feet by pointing your toes as far as you can.',
};

const calfOneLeg: StepEdits = {
  stretch: 'Lower your heel as far as you can below the platform to stretch your calf.',
  rise: 'Push through the ball of your foot to rise as high as you can onto your toes.',
  switch: SINGLE_LEG_SWITCH,
};
const legPressCalfUnrack = 'Press the platform up until your legs are straight with a soft bend in your knees, then release the safety handles.';

const calfRaises = family(MACHINE, calfRaise, [
  ['Machine Standing Calf Raise'],
  ['Machine Single-Leg Standing Calf Raise', {
    difficulty: 'Intermediate',
    s: {
      ...calfOneLeg,
      setup: 'Step under the shoulder pads of the standing calf raise with the ball of one foot on the edge of the platform and the other foot hooked behind your ankle.',
    },
  }],
  ['Machine Seated Calf Raise', {
    s: {
      setup: 'Sit on the seated calf raise with the balls of your feet on the foot plate and the knee pad snug across your lower thighs.',
      unrack: 'Push up onto your toes slightly and release the safety lever.',
      finish: 'Put the safety lever back before you slide out of the machine.',
    },
  }],
  ['Machine Single-Leg Seated Calf Raise', {
    difficulty: 'Intermediate',
    s: {
      ...calfOneLeg,
      setup: 'Sit on the seated calf raise with the ball of one foot in the middle of the foot plate and the knee pad snug across that thigh.',
      unrack: 'Push up onto your toes slightly and release the safety lever.',
      finish: 'Put the safety lever back before you slide out of the machine.',
    },
  }],
  ['Machine Donkey Calf Raise', {
    difficulty: 'Intermediate', female: false,
    s: {
      setup: 'Bend forward into the donkey calf raise with the pad across your lower back and hips, your forearms on the support and the balls of your feet on the platform.',
      unrack: 'Straighten your knees almost fully to lift the weight, keeping your back flat.',
    },
  }],
  ['Leg Press Calf Raise', {
    s: {
      ...pressCalf,
      setup: 'Sit in the leg press and place the balls of your feet on the bottom edge of the platform, heels hanging off.',
      unrack: legPressCalfUnrack,
      finish: SLED_SAFETIES,
    },
  }],
  ['Single-Leg Leg Press Calf Raise', {
    difficulty: 'Intermediate',
    s: {
      stretch: 'Let the platform push your toes back toward you to stretch your calf.',
      rise: 'Push the platform away with the ball of your foot by pointing your toes as far as you can.',
      setup: 'Sit in the leg press and place the ball of one foot on the bottom edge of the platform, heel hanging off.',
      unrack: legPressCalfUnrack,
      finish: SLED_SAFETIES,
      switch: SINGLE_LEG_SWITCH,
    },
  }],
  ['Seated Leg Press Calf Raise', {
    difficulty: 'Novice',
    s: {
      ...pressCalf,
      setup: 'Sit in the seated leg press and place the balls of your feet on the bottom edge of the footplate, heels hanging off.',
      unrack: 'Press out until your legs are straight with a soft bend in your knees.',
    },
  }],
  ['Hack Squat Calf Raise', {
    s: {
      setup: 'Step into the hack squat with the shoulder pads snug and the balls of your feet on the bottom edge of the platform, heels hanging off.',
      unrack: hackSquat.steps.release,
      finish: SLED_SAFETIES,
    },
  }],
  ['Belt Squat Calf Raise', {
    s: {
      setup: 'Clip the hip belt to the chain and stand with the balls of your feet on a step placed on the belt squat platform.',
      unrack: beltSquat.steps.release,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Chest
// ---------------------------------------------------------------------------------------------

const chestPress: Family = {
  ...spec(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    load: '',
    setup: 'Adjust the seat so the handles line up with the middle of your chest, then sit with your back flat against the pad.',
    grip: 'Grip the horizontal handles with your palms facing down and pull your shoulder blades back and down.',
    press: 'Press the handles forward until your arms are straight without locking your elbows.',
    return: 'Let the handles come back slowly until you feel a stretch across your chest, without the weight touching down.',
    breathe: BREATHE_PRESS,
    switch: '',
  },
};
const pressNeutral: StepEdits = {
  grip: 'Grip the vertical handles with your palms facing each other and pull your shoulder blades back and down.',
};
const pressIncline: StepEdits = {
  press: 'Press the handles up and forward until your arms are straight without locking your elbows.',
};
const pressDecline: StepEdits = {
  press: 'Press the handles down and forward until your arms are straight without locking your elbows.',
};
const pressOneArm: StepEdits = {
  press: 'Press one handle forward until your arm is straight, keeping your torso square to the machine.',
  switch: SINGLE_ARM_SWITCH,
};
const inclineSetup = 'Adjust the seat so the handles line up with your upper chest, then sit with your back flat against the inclined pad.';
const declineSetup = 'Adjust the seat so the handles line up with your lower chest, then sit with your back flat against the pad.';

const chestPresses = family(MACHINE, chestPress, [
  ['Machine Chest Press'],
  ['Machine Neutral-Grip Chest Press', {
    primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], grips: ['Neutral'], difficulty: 'Novice', s: pressNeutral,
  }],
  ['Machine Single-Arm Chest Press', { s: pressOneArm }],
  ['Machine Incline Chest Press', {
    primary_muscles: ['Chest', 'Front Shoulders', 'Triceps'],
    s: {
      ...pressIncline,
      setup: inclineSetup,
    },
  }],
  ['Machine Neutral-Grip Incline Chest Press', {
    primary_muscles: ['Chest', 'Front Shoulders', 'Triceps'], grips: ['Neutral'],
    s: { ...pressIncline, ...pressNeutral, setup: inclineSetup },
  }],
  ['Machine Decline Chest Press', {
    primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'],
    s: {
      ...pressDecline,
      setup: declineSetup,
    },
  }],
  ['Plate-Loaded Chest Press', { s: { load: PLATE_LOAD } }],
  ['Plate-Loaded Single-Arm Chest Press', {
    s: { ...pressOneArm, load: PLATE_LOAD },
  }],
  ['Plate-Loaded Incline Chest Press', {
    s: { ...pressIncline, load: PLATE_LOAD, setup: inclineSetup },
  }],
  ['Plate-Loaded Single-Arm Incline Chest Press', {
    female: false,
    s: {
      load: PLATE_LOAD,
      setup: inclineSetup,
      press: 'Press one handle up and forward until your arm is straight, keeping your torso square to the machine.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
  ['Plate-Loaded Decline Chest Press', {
    female: false,
    primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'],
    s: { ...pressDecline, load: PLATE_LOAD, setup: declineSetup },
  }],
  ['Plate-Loaded Wide Chest Press', {
    primary_muscles: ['Chest', 'Front Shoulders'],
    s: {
      load: PLATE_LOAD,
      grip: 'Grip the handles wider than your shoulders with your palms facing down and pull your shoulder blades back and down.',
      press: 'Press the handles forward and together in an arc until your arms are nearly straight.',
    },
  }],
]);

const pecDeck: Family = {
  ...spec(['Chest', 'Front Shoulders'], 'Push', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Adjust the seat so your upper arms are level with your shoulders when you sit with your back against the pad.',
    arms: 'Place your forearms against the vertical pads with your elbows bent about 90 degrees.',
    close: 'Squeeze your chest to bring the pads together in front of you until they touch.',
    hold: '',
    open: 'Let your arms open slowly until you feel a stretch across your chest, keeping the weight from touching down.',
    breathe: 'Breathe out as you bring your arms together and in as you open them.',
    switch: '',
  },
};
const flyHandles: StepEdits = {
  arms: 'Grip the handles with your palms facing forward and a slight bend in your elbows that stays fixed for the whole set.',
  close: 'Squeeze your chest to bring the handles together in a wide arc until they nearly touch.',
};

const pecDecks = family(MACHINE, pecDeck, [
  ['Pec Deck'],
  ['Machine Chest Fly', { s: flyHandles }],
  ['Machine Paused Chest Fly', {
    difficulty: 'Beginner',
    s: { ...flyHandles, hold: 'Hold the handles together for two seconds while squeezing your chest hard.' },
  }],
  ['Machine Single-Arm Chest Fly', {
    difficulty: 'Beginner',
    s: {
      arms: flyHandles.arms,
      close: 'Squeeze your chest to bring one handle across in a wide arc to the middle of your body.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Shoulders, traps and neck
// ---------------------------------------------------------------------------------------------

const shoulderPress: Family = {
  ...spec(['Front Shoulders', 'Side Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    load: '',
    setup: 'Adjust the seat so the handles start at about shoulder height, then sit with your back flat against the pad.',
    grip: 'Grip the handles with your palms facing forward and your wrists stacked over your elbows.',
    press: 'Press the handles overhead until your arms are straight without locking your elbows.',
    lower: 'Lower the handles slowly back to shoulder height without the weight touching down.',
    cue: 'Keep your ribs down and your head against the pad rather than arching your lower back.',
    switch: '',
  },
};
const shoulderOneArm: StepEdits = {
  press: 'Press one handle overhead until your arm is straight, keeping your torso still.',
  switch: SINGLE_ARM_SWITCH,
};

const shoulderNeutral: StepEdits = {
  grip: 'Grip the handles with your palms facing each other and your elbows pointing forward.',
};

const shoulderPresses = family(MACHINE, shoulderPress, [
  ['Machine Shoulder Press'],
  ['Machine Neutral-Grip Shoulder Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Side Shoulders'], grips: ['Neutral'], difficulty: 'Novice',
    s: shoulderNeutral,
  }],
  ['Plate-Loaded Neutral-Grip Shoulder Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Side Shoulders'], grips: ['Neutral'],
    s: { ...shoulderNeutral, load: PLATE_LOAD },
  }],
  ['Machine Single-Arm Shoulder Press', { s: shoulderOneArm }],
  ['Plate-Loaded Shoulder Press', { s: { load: PLATE_LOAD } }],
  ['Plate-Loaded Single-Arm Shoulder Press', { difficulty: 'Intermediate', s: { ...shoulderOneArm, load: PLATE_LOAD } }],
]);

const lateralRaise: Family = {
  ...spec(['Side Shoulders'], 'Push', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    load: '',
    setup: 'Adjust the seat so your shoulders line up with the pivot points of the machine, then sit with your chest against the pad.',
    arms: 'Rest the outside of your upper arms against the pads and hold the handles lightly.',
    raise: 'Raise your elbows out to the sides until your upper arms are level with your shoulders.',
    lower: 'Lower slowly back to the start without the weight touching down.',
    cue: 'Keep your shoulders down away from your ears so your traps stay out of it.',
    switch: '',
  },
};

const lateralOneArm: StepEdits = {
  raise: 'Raise one elbow out to the side until your upper arm is level with your shoulder.',
  switch: SINGLE_ARM_SWITCH,
};

const lateralRaises = family(MACHINE, lateralRaise, [
  ['Machine Lateral Raise'],
  ['Plate-Loaded Lateral Raise', {
    difficulty: 'Beginner',
    s: { load: PLATE_LOAD },
  }],
  ['Plate-Loaded Single-Arm Lateral Raise', {
    difficulty: 'Beginner',
    s: { ...lateralOneArm, load: PLATE_LOAD },
  }],
  ['Machine Single-Arm Lateral Raise', {
    difficulty: 'Beginner',
    s: lateralOneArm,
  }],
]);

const reversePecDeck: Family = {
  ...spec(['Rear Shoulders', 'Traps (mid-back)'], 'Pull', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Sit facing the pec deck with your chest against the pad and adjust the seat so the handles are at shoulder height.',
    arms: 'Grip the handles with your palms facing each other and a slight bend in your elbows.',
    open: 'Sweep your arms out and back in a wide arc until they are in line with your body, leading with your elbows.',
    return: 'Let the handles come back slowly in front of you without the weight touching down.',
    switch: '',
  },
};

const reversePecDecks = family(MACHINE, reversePecDeck, [
  ['Reverse Pec Deck'],
  ['Overhand Reverse Pec Deck', {
    grips: ['Overhand'],
    s: { arms: 'Grip the handles with your palms facing down and a slight bend in your elbows.' },
  }],
  ['Single-Arm Reverse Pec Deck', {
    difficulty: 'Beginner',
    s: {
      open: 'Sweep your arm out and back in a wide arc until it is in line with your body, leading with your elbow.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
]);

const SHRUG_UP = 'Shrug your shoulders straight up toward your ears as high as you can, keeping your arms straight.';
const SHRUG_DOWN = 'Hold for a moment, then lower your shoulders slowly into a full stretch.';
const machineShrug = one(MACHINE, 'Machine Shrug', spec(['Traps'], 'Pull', 'Isolation', 'Novice', ['Neutral']), [
  'Step into the shrug machine and stand tall between the handles with your feet hip-width apart.',
  'Grip the handles with your arms straight and lift the weight off the stops.',
  SHRUG_UP,
  SHRUG_DOWN,
], false);

const neck: Family = {
  ...spec(['Neck'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Sit in the neck machine facing away from the head pad and adjust the seat so the pad rests against the back of your head.',
    grip: 'Hold the handles and keep your torso still against the chest pad.',
    move: 'Push your head back against the pad until your neck is fully extended, moving slowly.',
    return: 'Let your head return slowly to upright without letting the weight pull it past the start.',
    cue: 'Use a light weight and smooth reps, and never jerk your neck.',
    switch: '',
  },
};

const necks = family(MACHINE, neck, [
  ['Machine Neck Extension'],
  ['Machine Neck Flexion', {
    s: {
      setup: 'Sit in the neck machine facing the head pad and adjust the seat so the pad rests against your forehead.',
      move: 'Tuck your chin and push your head forward and down against the pad, moving slowly.',
    },
  }],
  ['Machine Lateral Neck Flexion', {
    female: false,
    s: {
      setup: 'Sit sideways in the neck machine and adjust the seat so the pad rests against the side of your head, just above your ear.',
      move: 'Bend your head sideways toward your shoulder against the pad, moving slowly.',
      switch: SIDE_SWITCH,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Back: pulldowns, rows, pullover, assisted pull-ups and dips
// ---------------------------------------------------------------------------------------------

const pulldown: Family = {
  ...spec(['Lats', 'Biceps', 'Traps (mid-back)'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    load: '',
    setup: 'Adjust the seat and thigh pads so your thighs are locked in and you can just reach the handles with your arms fully extended.',
    grip: 'Grip the handles with your palms facing forward, slightly wider than your shoulders.',
    pull: 'Pull the handles down by driving your elbows toward your sides until your hands reach upper-chest height.',
    return: "Return slowly to full arm's reach until you feel a stretch in your lats.",
    cue: 'Keep your chest up and avoid leaning back or swinging to move the weight.',
    switch: '',
  },
};
const pulldownOneArm: StepEdits = {
  pull: 'Pull one handle down by driving your elbow toward your side until your hand reaches shoulder height.',
  switch: SINGLE_ARM_SWITCH,
};
const highRowPull: StepEdits = {
  pull: 'Pull the handles down and back toward your lower chest, driving your elbows behind your body.',
};

const pulldowns = family(MACHINE, pulldown, [
  ['Machine Lat Pulldown'],
  ['Machine Neutral-Grip Lat Pulldown', {
    grips: ['Neutral'], difficulty: 'Novice',
    s: { grip: 'Grip the handles with your palms facing each other, about shoulder-width apart.' },
  }],
  ['Machine Underhand Lat Pulldown', {
    primary_muscles: ['Lats', 'Biceps'], grips: ['Underhand'],
    s: { grip: 'Grip the handles with your palms facing you, about shoulder-width apart.' },
  }],
  ['Machine Single-Arm Lat Pulldown', { s: pulldownOneArm }],
  ['Plate-Loaded Pulldown', { s: { load: PLATE_LOAD } }],
  ['Plate-Loaded Single-Arm Pulldown', { s: { ...pulldownOneArm, load: PLATE_LOAD } }],
  ['Plate-Loaded High Row', {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], grips: ['Neutral'],
    s: { ...highRowPull, load: PLATE_LOAD, grip: 'Grip the handles with your palms facing each other.' },
  }],
  ['Plate-Loaded Single-Arm High Row', {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], grips: ['Neutral'],
    s: {
      load: PLATE_LOAD,
      grip: 'Grip the handles with your palms facing each other.',
      pull: 'Pull one handle down and back toward your lower chest, driving your elbow behind your body.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
]);

const seatedRow: Family = {
  ...spec(['Traps (mid-back)', 'Lats', 'Biceps'], 'Pull', 'Compound', 'Novice', ['Neutral']),
  steps: {
    load: '',
    setup: 'Adjust the seat so the handles are at about chest height, then sit with your chest against the pad.',
    grip: 'Grip the vertical handles with your palms facing each other and reach forward until your arms are straight.',
    pull: 'Pull the handles toward your body, driving your elbows back past your torso and squeezing your shoulder blades together.',
    hold: '',
    return: 'Let the handles go forward slowly until your arms are straight and your shoulder blades spread apart.',
    cue: 'Keep your chest on the pad and pull with your back rather than jerking with your arms.',
    switch: '',
  },
};
const rowWide: StepEdits = {
  grip: 'Grip the horizontal handles wider than your shoulders with your palms facing down and reach forward until your arms are straight.',
  pull: 'Pull the handles toward your upper chest with your elbows flared out, squeezing your shoulder blades together.',
};
const rowLow: StepEdits = {
  pull: 'Pull the handles toward your lower ribs, keeping your elbows close to your sides.',
};
const rowOneArm: StepEdits = {
  pull: 'Pull one handle toward your body, driving your elbow back past your torso without twisting.',
  switch: SINGLE_ARM_SWITCH,
};
const lowRowSetup = 'Adjust the seat so you can just reach the low handles with straight arms, then sit with your chest against the pad.';
const chestSupportedRow = 'Stand on the foot platform of the chest-supported row with your chest against the inclined pad.';
const tBarChest = 'Load the chest-supported T-bar row, then stand on the foot platform with your chest against the inclined pad.';

const seatedRows = family(MACHINE, seatedRow, [
  ['Machine Seated Row'],
  ['Machine Wide-Grip Seated Row', {
    primary_muscles: ['Traps (mid-back)', 'Rear Shoulders', 'Lats'], grips: ['Overhand', 'Wide'], s: rowWide,
  }],
  ['Machine Underhand Seated Row', {
    primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], grips: ['Underhand'],
    s: { ...rowLow, grip: 'Grip the horizontal handles with your palms facing up and reach forward until your arms are straight.' },
  }],
  ['Machine Single-Arm Seated Row', { female: false, difficulty: 'Beginner', s: rowOneArm }],
  ['Machine Paused Seated Row', {
    difficulty: 'Beginner',
    s: { hold: 'Hold the fully rowed position for two seconds with your shoulder blades squeezed together.' },
  }],
  ['Plate-Loaded Seated Row', { difficulty: 'Beginner', s: { load: PLATE_LOAD } }],
  ['Plate-Loaded Single-Arm Seated Row', { difficulty: 'Beginner', s: { ...rowOneArm, load: PLATE_LOAD } }],
  ['Plate-Loaded Low Row', {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], difficulty: 'Beginner', s: { ...rowLow, load: PLATE_LOAD, setup: lowRowSetup },
  }],
  ['Plate-Loaded Single-Arm Low Row', {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], difficulty: 'Beginner',
    s: {
      load: PLATE_LOAD,
      setup: lowRowSetup,
      pull: 'Pull one handle toward your hip, keeping your elbow close to your side and your torso still.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
  ['Plate-Loaded Chest-Supported Row', { difficulty: 'Beginner', s: { load: PLATE_LOAD, setup: chestSupportedRow } }],
  ['Plate-Loaded Single-Arm Chest-Supported Row', { difficulty: 'Beginner', s: { ...rowOneArm, load: PLATE_LOAD, setup: chestSupportedRow } }],
  ['Chest-Supported T-Bar Row', {
    difficulty: 'Beginner',
    s: { setup: tBarChest, grip: 'Grip the close handles with your palms facing each other and lift the weight off the rack with straight arms.' },
  }],
  ['Wide-Grip Chest-Supported T-Bar Row', {
    primary_muscles: ['Traps (mid-back)', 'Rear Shoulders', 'Lats'], difficulty: 'Beginner', grips: ['Overhand', 'Wide'],
    s: {
      ...rowWide,
      setup: tBarChest,
      grip: 'Grip the wide handles with your palms facing down and lift the weight off the rack with straight arms.',
    },
  }],
  ['Plate-Loaded T-Bar Row', {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Lower back'], difficulty: 'Intermediate', female: false,
    s: {
      setup: 'Load the T-bar row machine, stand on the foot platforms and hinge forward with a flat back until your torso is at about 45 degrees.',
      grip: 'Grip the close handles with your palms facing each other and lift the lever off its rest with straight arms.',
      cue: 'Keep your back flat and your hips still so your back, not momentum, moves the weight.',
    },
  }],
]);

const machinePullover = one(MACHINE, 'Machine Pullover', spec(['Lats', 'Chest'], 'Pull', 'Isolation', 'Beginner', ['Overhand']), [
  'Adjust the seat so your shoulders line up with the pivot point of the pullover machine and fasten the belt if there is one.',
  'Place your elbows against the arm pads and rest your open hands on the bar behind your head.',
  'Drive your elbows down and forward in a wide arc until the bar reaches your stomach, leading with your elbows rather than your hands.',
  'Let your arms travel back up behind your head slowly until you feel a deep stretch in your lats.',
]);

const DIP_LOWER = 'Bend your elbows to lower yourself until your upper arms are about parallel to the floor, leaning slightly forward.';
const DIP_PRESS = 'Press through your hands to straighten your arms and rise back to the top.';

const assisted: Family = {
  ...spec(['Lats', 'Biceps', 'Traps (mid-back)'], 'Pull', 'Compound', 'Novice', ['Overhand']),
  steps: {
    setup: 'Select the assistance weight on the assisted pull-up machine; the more weight you select, the more help you get.',
    grip: 'Climb onto the steps and grip the handles slightly wider than your shoulders with your palms facing forward.',
    mount: 'Kneel on the pad one knee at a time so it takes part of your body weight, then let your arms straighten.',
    move: 'Pull your chest up by driving your elbows down to your sides until your chin is above your hands.',
    return: 'Lower yourself slowly until your arms are fully straight again.',
    finish: 'Step back onto the steps one foot at a time before you let go of the handles.',
  },
};

const assistedMoves = family(MACHINE, assisted, [
  ['Machine Assisted Pull-Up'],
  ['Machine Assisted Wide-Grip Pull-Up', {
    female: false,
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], grips: ['Overhand', 'Wide'], difficulty: 'Beginner',
    s: { grip: 'Climb onto the steps and grip the outer ends of the handles, well wider than your shoulders, with your palms facing forward.' },
  }],
  ['Machine Assisted Chin-Up', {
    primary_muscles: ['Lats', 'Biceps'], grips: ['Underhand'],
    s: { grip: 'Climb onto the steps and grip the handles about shoulder-width apart with your palms facing you.' },
  }],
  ['Machine Assisted Neutral-Grip Pull-Up', {
    primary_muscles: ['Lats', 'Biceps'], grips: ['Neutral'],
    s: { grip: 'Climb onto the steps and grip the parallel handles with your palms facing each other.' },
  }],
  ['Machine Assisted Dip', {
    primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'], force: 'Push', grips: ['Neutral'],
    s: {
      grip: 'Climb onto the steps and grip the dip handles at your sides with your palms facing each other.',
      mount: 'Kneel on the pad one knee at a time so it takes part of your body weight, with your arms straight.',
      move: DIP_LOWER,
      return: DIP_PRESS,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Arms
// ---------------------------------------------------------------------------------------------

const preacherCurl: Family = {
  ...spec(['Biceps'], 'Pull', 'Isolation', 'Novice', ['Underhand']),
  steps: {
    load: '',
    setup: 'Adjust the seat so your armpits rest snugly over the top of the arm pad with your upper arms flat on it.',
    grip: 'Grip the handles with your palms facing up and your arms almost straight.',
    curl: 'Curl the handles up toward your shoulders, keeping your upper arms pressed into the pad.',
    lower: 'Lower the handles slowly until your arms are almost straight, keeping tension on your biceps.',
    breathe: BREATHE_CURL,
    switch: '',
  },
};
const curlOneArm: StepEdits = {
  curl: 'Curl one handle up toward your shoulder, keeping your upper arm pressed into the pad.',
  switch: SINGLE_ARM_SWITCH,
};

const preacherCurls = family(MACHINE, preacherCurl, [
  ['Machine Preacher Curl'],
  ['Machine Single-Arm Preacher Curl', { s: curlOneArm }],
  ['Machine Hammer Curl', {
    primary_muscles: ['Biceps', 'Forearms'], grips: ['Neutral'],
    s: { grip: 'Grip the vertical handles with your palms facing each other and your arms almost straight.' },
  }],
  ['Machine Reverse Preacher Curl', {
    primary_muscles: ['Forearms', 'Biceps'], grips: ['Overhand'], difficulty: 'Beginner',
    s: { grip: 'Grip the handles with your palms facing down and your arms almost straight.' },
  }],
  ['Plate-Loaded Preacher Curl', { difficulty: 'Beginner', s: { load: PLATE_LOAD } }],
  ['Plate-Loaded Single-Arm Preacher Curl', { difficulty: 'Beginner', female: false, s: { ...curlOneArm, load: PLATE_LOAD } }],
]);

const tricepsExtension: Family = {
  ...spec(['Triceps'], 'Push', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Adjust the seat so your elbows line up with the pivot point of the machine when your upper arms rest on the pad.',
    grip: 'Grip the handles with your palms facing each other and your elbows bent.',
    press: 'Straighten your elbows to push the handles down and forward until your arms are fully extended.',
    return: 'Let the handles come back slowly until your forearms pass vertical, keeping your upper arms on the pad.',
    breathe: BREATHE_PRESS,
    switch: '',
  },
};

const tricepsExtensions = family(MACHINE, tricepsExtension, [
  ['Machine Triceps Extension'],
  ['Machine Single-Arm Triceps Extension', {
    difficulty: 'Beginner',
    s: {
      press: 'Straighten one elbow to push the handle down and forward until your arm is fully extended.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
  ['Machine Overhead Triceps Extension', {
    difficulty: 'Beginner',
    s: {
      setup: 'Adjust the seat so your elbows point up and line up with the pivot point when your upper arms rest on the pads beside your head.',
      press: 'Straighten your elbows to push the handles up overhead until your arms are fully extended.',
      return: 'Let the handles come back down behind your head slowly until you feel a deep stretch in your triceps.',
    },
  }],
]);

const seatedDip: Family = {
  ...spec(['Triceps', 'Chest', 'Front Shoulders'], 'Push', 'Compound', 'Novice', ['Neutral']),
  steps: {
    load: '',
    setup: 'Adjust the seat so the handles are level with your lower chest when you sit with your back against the pad.',
    grip: 'Grip the handles at your sides with your palms facing each other and your elbows pointing back.',
    press: 'Press the handles down until your arms are straight beside your body, squeezing your triceps.',
    return: 'Let the handles rise slowly until your elbows are bent about 90 degrees.',
    cue: 'Keep your shoulders down and your chest up so the work stays in your triceps.',
  },
};

const seatedDips = family(MACHINE, seatedDip, [
  ['Machine Seated Dip'],
  ['Plate-Loaded Seated Dip', {
    difficulty: 'Beginner',
    s: { load: PLATE_LOAD },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Core, back extension, glute-ham and reverse hyper stations
// ---------------------------------------------------------------------------------------------

const abCrunch: Family = {
  ...spec(['Abdominals'], 'Pull', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Adjust the seat so the chest pad or handles sit at the top of your chest, and hook your feet under the foot pads.',
    grip: 'Hold the handles beside your head and keep your hips pressed into the seat.',
    crunch: 'Curl your torso down by pulling your ribs toward your hips, rounding your spine rather than bending at the hips.',
    hold: '',
    return: 'Uncurl slowly to the start, stopping before the weight stack touches down.',
    breathe: 'Breathe out fully as you crunch and in as you return.',
  },
};

const abCrunches = family(MACHINE, abCrunch, [
  ['Machine Ab Crunch'],
  ['Machine Paused Ab Crunch', {
    difficulty: 'Beginner',
    s: { hold: 'Hold the fully crunched position for two seconds, squeezing your abs hard.' },
  }],
]);

const rotaryTorso = one(MACHINE, 'Machine Rotary Torso', spec(['Obliques', 'Abdominals'], 'Pull', 'Isolation', 'Novice', ['Neutral']), [
  'Sit in the rotary torso machine with your legs locked in place and your hands on the handles, with the start position set so your torso is turned toward one side.',
  'Rotate your torso to the opposite side by squeezing your obliques, keeping your hips still.',
  'Return slowly to the start without letting the weight stack touch down.',
  'Finish all your reps in one direction, then set the machine up for the other side.',
]);

const captainsChair: Family = {
  ...spec(['Abdominals', 'Hip Flexors'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: "Step onto the captain's chair with your back against the pad, your forearms on the arm pads and your hands on the grips.",
    hang: 'Lift your feet off the steps and let your legs hang straight down.',
    raise: 'Bring your knees up toward your chest, curling your pelvis forward at the top.',
    lower: 'Lower your legs slowly until they hang straight again without swinging.',
    breathe: BREATHE_LIFT,
  },
};

const captainsChairs = family(MACHINE, captainsChair, [
  ["Captain's Chair Knee Raise"],
  ["Captain's Chair Leg Raise", {
    difficulty: 'Intermediate',
    s: { raise: 'Keeping your legs straight, raise them until they are level with your hips or higher.' },
  }],
  ["Captain's Chair Oblique Knee Raise", {
    primary_muscles: ['Obliques', 'Abdominals'],
    s: { raise: 'Bring your knees up and across toward one shoulder, alternating sides on each rep.' },
  }],
]);

const BACK_EXT_TOP = 'Stop when your body forms a straight line rather than over-arching your lower back.';

const backExtension: Family = {
  ...spec(['Lower back', 'Glutes', 'Hamstrings'], 'Pull', 'Isolation', 'Beginner', []),
  steps: {
    setup: 'Adjust the 45-degree back extension so the top of the pad sits just below your hip crease, then lock your heels under the ankle pads.',
    arms: 'Cross your arms over your chest and start with your body in a straight line.',
    lower: 'Bend forward at the hips with a flat back until you feel a stretch in your hamstrings.',
    raise: 'Squeeze your glutes and hamstrings to raise your torso back until your body is straight from head to heels.',
    cue: BACK_EXT_TOP,
    switch: '',
  },
};

const backExtensions = family(MACHINE, backExtension, [
  ['Roman Chair Back Extension'],
  ['Roman Chair Glute-Focused Back Extension', {
    primary_muscles: ['Glutes', 'Hamstrings'],
    s: {
      arms: 'Turn your feet out slightly, cross your arms over your chest and round your upper back with your chin tucked.',
      raise: 'Drive your hips into the pad with your glutes to lift your torso, keeping your upper back rounded.',
      cue: null,
    },
  }],
  ['Roman Chair Single-Leg Back Extension', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Adjust the 45-degree back extension so the top of the pad sits just below your hip crease, then lock one heel under the ankle pad and let the other leg hang free.',
      switch: SINGLE_LEG_SWITCH,
    },
  }],
  ['Roman Chair Back Extension Hold', {
    force: 'Hold', difficulty: 'Novice',
    s: {
      lower: null,
      raise: 'Hold your body in a straight line from head to heels for the set time, squeezing your glutes.',
    },
  }],
  ['Roman Chair Side Bend', {
    primary_muscles: ['Obliques', 'Lower back'],
    s: {
      setup: 'Lie sideways on the 45-degree back extension with one hip on the pad and your feet locked under the ankle pads, one foot in front of the other.',
      lower: 'Bend sideways at the waist to lower your torso toward the floor.',
      raise: 'Squeeze the obliques on your top side to lift your torso back in line with your legs.',
      cue: null,
      switch: SIDE_SWITCH,
    },
  }],
  ['GHD Back Extension', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Set the glute-ham developer so your hips rest on the front pad and your feet are locked against the foot plate.',
      lower: 'Bend forward at the hips with a flat back until your torso points almost straight down.',
    },
  }],
]);

const gluteHamRaise = one(MACHINE, 'Glute-Ham Raise', spec(['Hamstrings', 'Glutes'], 'Pull', 'Compound', 'Advanced', []), [
  'Set the glute-ham developer so your knees rest just behind the front pad and your feet are locked against the foot plate.',
  'Start upright on your knees with your body straight from knees to shoulders and your arms crossed over your chest.',
  'Lower your body forward slowly by straightening your knees, squeezing your glutes so your hips stay extended.',
  'Drive your toes into the plate and curl your heels to pull your body back up to upright.',
], false);

const ghdSitUp = one(MACHINE, 'GHD Sit-Up', spec(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Advanced', []), [
  'Set the glute-ham developer so your hips sit just behind the seat pad, hook your feet under the foot pads and sit upright with your knees slightly bent.',
  'Lean back under control until your torso is about parallel to the floor, reaching your arms overhead.',
  'Straighten your legs against the pads and swing your arms forward to sit back up, reaching toward your feet.',
  'Build up the depth over several sessions, as this exercise is very demanding on the abs and hip flexors.',
], false);

const machineBackExtension = one(MACHINE, 'Machine Back Extension', spec(['Lower back', 'Glutes'], 'Pull', 'Isolation', 'Novice', []), [
  'Sit in the back extension machine with the roller pad across your upper back, your feet flat on the foot plate and your arms crossed over your chest.',
  'Push back against the pad by extending your spine and hips until your torso is slightly past upright.',
  'Return slowly to upright without letting the weight stack touch down.',
  'Move smoothly and keep your chin tucked rather than throwing your head back.',
]);

const reverseHyper = one(MACHINE, 'Machine Reverse Hyperextension', spec(['Glutes', 'Hamstrings', 'Lower back'], 'Pull', 'Isolation', 'Intermediate', ['Neutral']), [
  'Lie face down on the reverse hyper with your hips at the edge of the pad and your ankles strapped to the pendulum.',
  'Hold the handles firmly to keep your upper body on the pad.',
  'Squeeze your glutes to swing your legs up behind you until they are in line with your torso.',
  'Control the pendulum as your legs swing back down and under the pad, then go straight into the next rep.',
], false);

// =============================================================================================
// BAND
// =============================================================================================

/** Band set-ups: an anchored band with handles, or a band stood on. */
const anchorBoth = (where: string): string => `Anchor a band with handles ${where} and hold a handle in each hand.`;
const anchorOne = (where: string): string => `Anchor a band with a handle ${where} and hold it in one hand.`;
const STAND_ON_BAND = 'Stand on the middle of a band with your feet hip-width apart and hold a handle in each hand at your sides.';
const STAND_ON_BAND_RACKED = 'Stand on the middle of a band with your feet shoulder-width apart and hold the handles at your shoulders, palms facing forward.';
const STAND_ON_BAND_ONE = 'Stand on one end of a band with your feet hip-width apart and hold the other handle in one hand.';
const STEP_BACK_TAUT = "Step back until the band is taut at full arm's reach.";

// ---------------------------------------------------------------------------------------------
// Band: chest and shoulders
// ---------------------------------------------------------------------------------------------

const bandPress: Family = {
  ...spec(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    anchor: anchorBoth('at chest height behind you'),
    stance: 'Step forward into a staggered stance until the band is taut with the handles beside your chest.',
    press: 'Press the handles forward until your arms are straight and your hands meet in front of your chest.',
    return: 'Return slowly to the start against the pull of the band.',
    breathe: chestPress.steps.breathe,
    switch: '',
  },
};

const bandPresses = family(BAND, bandPress, [
  ['Band Chest Press'],
  ['Band Single-Arm Chest Press', {
    s: {
      anchor: anchorOne('at chest height behind you'),
      press: 'Press the handle forward until your arm is straight, keeping your hips and shoulders square.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
  ['Band Alternating Chest Press', {
    s: {
      press: 'Press one handle forward until your arm is straight, then bring it back as you press the other.',
      return: null,
    },
  }],
  ['Band Incline Chest Press', {
    primary_muscles: ['Chest', 'Front Shoulders'],
    s: {
      anchor: anchorBoth('low behind you'),
      press: 'Press the handles up and forward until your arms are straight and your hands meet at eye level.',
    },
  }],
  ['Band Decline Chest Press', {
    primary_muscles: ['Chest', 'Triceps'],
    s: {
      anchor: anchorBoth('high behind you'),
      press: 'Press the handles down and forward until your arms are straight and your hands meet in front of your lower chest.',
    },
  }],
]);

const bandFly: Family = {
  ...spec(['Chest', 'Front Shoulders'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    anchor: anchorBoth('at chest height behind you'),
    stance: 'Step forward until the band is taut, arms open wide with a slight bend in the elbows.',
    close: 'Squeeze your chest to bring your hands together in a wide arc in front of your chest.',
    return: 'Open back out slowly until you feel a stretch across your chest.',
    breathe: pecDeck.steps.breathe,
    switch: '',
  },
};

const bandFlies = family(BAND, bandFly, [
  ['Band Chest Fly'],
  ['Band Low-to-High Chest Fly', {
    s: {
      anchor: anchorBoth('low behind you'),
      close: 'Squeeze your upper chest to sweep your hands up and together until they meet at eye level.',
    },
  }],
  ['Band High-to-Low Chest Fly', {
    s: {
      anchor: anchorBoth('high behind you'),
      close: 'Squeeze your chest to sweep your hands down and together until they meet in front of your hips.',
    },
  }],
  ['Band Single-Arm Chest Fly', {
    s: {
      anchor: anchorOne('at chest height behind you'),
      close: 'Squeeze your chest to sweep your hand across in a wide arc to the middle of your body.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
]);

const bandPushUp = one(BAND, 'Band Push-Up', spec(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Overhand']), [
  'Wrap a band across your upper back and pin one end under each hand on the floor.',
  'Set up in a high plank with your hands under your shoulders and your body straight from head to heels.',
  'Bend your elbows to lower your chest to just above the floor, keeping them about 45 degrees from your body.',
  'Press the floor away to straighten your arms against the band, keeping your hips in line.',
], false);

const bandOverheadPress: Family = {
  ...spec(['Front Shoulders', 'Side Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: STAND_ON_BAND_RACKED,
    press: 'Press the handles straight overhead until your arms are straight, keeping your ribs down.',
    lower: 'Lower the handles slowly back to your shoulders.',
    breathe: BREATHE_PRESS,
    switch: '',
  },
};

const bandOverheadPresses = family(BAND, bandOverheadPress, [
  ['Band Overhead Press'],
  ['Band Push Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'],
    s: { press: 'Dip your knees slightly, then drive up through your legs and use that drive to press the handles overhead.' },
  }],
  ['Band Single-Arm Overhead Press', {
    s: {
      setup: 'Stand on one end of a band with your feet hip-width apart and hold the other handle at your shoulder.',
      press: 'Press the handle straight overhead until your arm is straight, without leaning away from it.',
      lower: 'Lower the handle slowly back to your shoulder.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
]);

const bandRaise: Family = {
  ...spec(['Side Shoulders'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: STAND_ON_BAND,
    raise: 'Raise your arms out to the sides with a slight bend in your elbows until your hands reach shoulder height.',
    lower: 'Lower your arms slowly back to your sides.',
    cue: lateralRaise.steps.cue,
    switch: '',
  },
};

const bandRaises = family(BAND, bandRaise, [
  ['Band Lateral Raise'],
  ['Band Single-Arm Lateral Raise', {
    s: {
      setup: STAND_ON_BAND_ONE,
      raise: 'Raise your arm out to the side with a slight bend in your elbow until your hand reaches shoulder height.',
      lower: 'Lower your arm slowly back to your side.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
  ['Band Front Raise', {
    primary_muscles: ['Front Shoulders'], grips: ['Overhand'],
    s: { raise: 'Raise your arms straight in front of you, palms facing down, until your hands reach shoulder height.' },
  }],
  ['Band Y-Raise', {
    primary_muscles: ['Side Shoulders', 'Front Shoulders', 'Traps'], grips: ['Overhand'],
    s: { raise: 'Raise your arms up and out at a diagonal, thumbs up, until they form a Y just above your head.' },
  }],
]);

const bandUprightRow: Family = {
  ...spec(['Side Shoulders', 'Traps'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Stand on the middle of a band with your feet hip-width apart and hold the handles in front of your thighs, palms facing you.',
    move: 'Pull the handles up close to your body, leading with your elbows, until your hands reach chest height.',
    lower: 'Lower the handles slowly back to your thighs.',
    cue: '',
  },
};

const bandUprightRows = family(BAND, bandUprightRow, [
  ['Band Upright Row'],
  ['Band Shrug', {
    primary_muscles: ['Traps'], mechanic: 'Isolation', difficulty: 'Novice',
    s: {
      move: SHRUG_UP,
      lower: SHRUG_DOWN,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Band: back
// ---------------------------------------------------------------------------------------------

const pullApart: Family = {
  ...spec(['Rear Shoulders', 'Traps (mid-back)'], 'Pull', 'Isolation', 'Novice', ['Overhand']),
  steps: {
    setup: 'Hold a light band in front of you at shoulder height with both hands, palms facing down and hands about shoulder-width apart.',
    pull: 'Keeping your arms straight, pull the band apart by moving your hands out to the sides until it touches your chest.',
    squeeze: 'Squeeze your shoulder blades together for a moment at the end.',
    return: 'Let your hands come back together slowly under control.',
  },
};

const pullAparts = family(BAND, pullApart, [
  ['Band Pull-Apart'],
  ['Band Underhand Pull-Apart', {
    grips: ['Underhand'],
    s: { setup: 'Hold a light band in front of you at shoulder height with both hands, palms facing up and hands about shoulder-width apart.' },
  }],
  ['Band Diagonal Pull-Apart', {
    difficulty: 'Beginner',
    s: { pull: 'Keeping your arms straight, pull the band apart diagonally, one hand moving up and out and the other down and out, and switch directions each rep.' },
  }],
  ['Band Overhead Pull-Apart', {
    primary_muscles: ['Traps (mid-back)', 'Lats', 'Rear Shoulders'], difficulty: 'Beginner',
    s: {
      setup: 'Hold a light band overhead with straight arms and your hands wider than your shoulders.',
      pull: 'Pull the band apart and down behind your head until it reaches your upper back.',
      return: 'Raise the band back overhead slowly under control.',
    },
  }],
]);

const bandRow: Family = {
  ...spec(['Traps (mid-back)', 'Lats', 'Biceps'], 'Pull', 'Compound', 'Novice', ['Neutral']),
  steps: {
    anchor: anchorBoth('at chest height in front of you'),
    stance: STEP_BACK_TAUT,
    pull: 'Row the handles toward your ribs, driving your elbows back and squeezing your shoulder blades together.',
    return: "Return slowly to full arm's reach, letting your shoulder blades spread apart.",
    cue: 'Keep your chest up and your torso still so your back does the work.',
    switch: '',
  },
};
const bandHinged: StepEdits = {
  anchor: STAND_ON_BAND,
  stance: 'Hinge forward at the hips with a flat back until your torso is at about 45 degrees.',
};
const bandRowOneArm: StepEdits = {
  pull: 'Row the handle toward your ribs, driving your elbow back without twisting your torso.',
  switch: SINGLE_ARM_SWITCH,
};
const bandReverseFly = 'Keeping your arms almost straight, sweep your hands out and back until they are in line with your body.';

const bandReverseFlyReturn = 'Bring your hands back together in front of you slowly.';

const bandRows = family(BAND, bandRow, [
  ['Band Standing Row'],
  ['Band Seated Row', {
    s: {
      anchor: 'Sit on the floor with your legs straight, loop the middle of a band around your feet and hold a handle in each hand.',
      stance: 'Sit tall with your knees slightly bent and your arms straight in front of you.',
    },
  }],
  ['Band Single-Arm Row', { s: { ...bandRowOneArm, anchor: anchorOne('at chest height in front of you') } }],
  ['Band Bent-Over Row', { primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], difficulty: 'Beginner', s: bandHinged }],
  ['Band Single-Arm Bent-Over Row', {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Biceps'], difficulty: 'Beginner',
    s: { ...bandHinged, ...bandRowOneArm, anchor: STAND_ON_BAND_ONE },
  }],
  ['Band Underhand Bent-Over Row', {
    primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], difficulty: 'Beginner', grips: ['Underhand'],
    s: { ...bandHinged, pull: 'Row the handles toward your lower ribs with your palms facing forward, keeping your elbows close to your sides.' },
  }],
  ['Band High Row', {
    primary_muscles: ['Traps (mid-back)', 'Rear Shoulders', 'Lats'], grips: ['Overhand'],
    s: { anchor: anchorBoth('high in front of you'), pull: rowWide.pull },
  }],
  ['Band Face Pull', {
    primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Overhand'], difficulty: 'Beginner',
    s: {
      anchor: anchorBoth('at face height in front of you'),
      pull: 'Pull the handles toward your face, driving your elbows out and back until your hands finish beside your ears.',
    },
  }],
  ['Band Single-Arm Face Pull', {
    primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Neutral'], difficulty: 'Beginner',
    s: {
      ...bandRowOneArm,
      anchor: anchorOne('at face height in front of you'),
      pull: 'Pull the handle toward your face, driving your elbow out and back until your hand finishes beside your ear.',
    },
  }],
  ['Band Single-Arm Reverse Fly', {
    primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], mechanic: 'Isolation', difficulty: 'Beginner',
    s: {
      ...bandRowOneArm,
      anchor: anchorOne('at chest height in front of you'),
      pull: 'Keeping your arm almost straight, sweep your hand out and back until it is in line with your body.',
      return: 'Bring your hand back in front of you slowly.',
    },
  }],
  ['Band Reverse Fly', {
    primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], mechanic: 'Isolation', grips: ['Overhand'],
    s: { pull: bandReverseFly, return: bandReverseFlyReturn },
  }],
  ['Band Bent-Over Reverse Fly', {
    female: false,
    primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], mechanic: 'Isolation', grips: ['Overhand'], difficulty: 'Beginner',
    s: { ...bandHinged, pull: bandReverseFly, return: bandReverseFlyReturn },
  }],
]);

const bandPulldown: Family = {
  ...spec(['Lats', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    anchor: anchorBoth('high above you'),
    stance: 'Kneel facing the anchor, far enough back that the band is taut with your arms reaching up.',
    pull: 'Pull the handles down to your shoulders by driving your elbows down toward your sides.',
    return: "Return slowly to full arm's reach until you feel a stretch in your lats.",
    cue: bandRow.steps.cue,
    switch: '',
  },
};

const bandPulldowns = family(BAND, bandPulldown, [
  ['Band Lat Pulldown'],
  ['Band Single-Arm Lat Pulldown', {
    s: {
      anchor: anchorOne('high above you'),
      pull: 'Pull the handle down to your shoulder by driving your elbow toward your side.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
  ['Band Straight-Arm Pulldown', {
    primary_muscles: ['Lats'], mechanic: 'Isolation',
    s: {
      stance: 'Stand facing the anchor a step back, hinge slightly forward and reach up with straight arms until the band is taut.',
      pull: 'Keeping your arms straight, sweep the handles down in an arc until your hands reach your thighs.',
    },
  }],
]);

const bandAssisted: Family = {
  ...spec(['Lats', 'Biceps', 'Traps (mid-back)'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Loop a long band over a pull-up bar and pull one end through the other so it cinches tight around the bar.',
    mount: 'Grip the bar slightly wider than your shoulders with your palms facing forward, then place one knee or both feet in the bottom of the loop.',
    start: 'Hang with your arms straight and your core braced.',
    move: 'Pull your chest up toward the bar until your chin is over it, driving your elbows down to your sides.',
    return: 'Lower yourself slowly until your arms are straight again.',
  },
};

const bandAssists = family(BAND, bandAssisted, [
  ['Band-Assisted Pull-Up'],
  ['Band-Assisted Chin-Up', {
    primary_muscles: ['Lats', 'Biceps'], grips: ['Underhand'],
    s: { mount: 'Grip the bar about shoulder-width apart with your palms facing you, then place one knee or both feet in the bottom of the loop.' },
  }],
  ['Band-Assisted Dip', {
    female: false,
    primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'], force: 'Push', grips: ['Neutral'],
    s: {
      setup: 'Stretch a long band between the dip bars so it forms a platform between them.',
      mount: 'Grip the bars, jump up to straight arms and rest your knees or feet on the band.',
      start: null,
      move: DIP_LOWER,
      return: DIP_PRESS,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Band: shoulder health
// ---------------------------------------------------------------------------------------------

const bandRotation: Family = {
  ...spec(['Rear Shoulders'], 'Pull', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Anchor a light band at elbow height and stand side-on to it, holding the band in your outside hand.',
    arm: 'Keep your elbow bent 90 degrees and tucked against your side, with your forearm across your stomach.',
    move: 'Rotate your forearm out away from your body as far as you can without letting your elbow leave your side.',
    return: 'Let your forearm return slowly to the start.',
    switch: SINGLE_ARM_SWITCH,
  },
};

const bandRotations = family(BAND, bandRotation, [
  ['Band External Rotation'],
  ['Band Internal Rotation', {
    primary_muscles: ['Front Shoulders', 'Chest'], force: 'Push',
    s: {
      setup: 'Anchor a light band at elbow height and stand side-on to it, holding the band in your inside hand.',
      arm: 'Keep your elbow bent 90 degrees and tucked against your side, with your forearm pointing out toward the anchor.',
      move: 'Rotate your forearm in across your stomach without letting your elbow leave your side.',
    },
  }],
  ['Band 90-Degree External Rotation', {
    difficulty: 'Beginner',
    s: {
      setup: 'Anchor a light band at shoulder height in front of you and hold it in one hand.',
      arm: 'Raise your upper arm out to the side to shoulder height with your elbow bent 90 degrees and your forearm pointing forward.',
      move: 'Rotate your forearm up until it points at the ceiling, keeping your elbow at shoulder height.',
    },
  }],
  ['Band No-Money', {
    primary_muscles: ['Rear Shoulders', 'Traps (mid-back)'], grips: ['Underhand'],
    s: {
      setup: 'Hold a light band with both hands, palms up, with your elbows bent 90 degrees and pinned to your sides.',
      arm: null,
      move: 'Rotate your forearms out to the sides to stretch the band, squeezing your shoulder blades together.',
      return: 'Bring your hands back in slowly to the start.',
      switch: null,
    },
  }],
]);

const bandWallSlide = one(BAND, 'Band Wall Slide', spec(['Traps', 'Rear Shoulders'], 'Push', 'Isolation', 'Beginner', []), [
  'Loop a mini-band around your forearms just below the elbows and stand facing a wall.',
  'Place your forearms on the wall at shoulder height and press them apart against the band.',
  'Slide your forearms up the wall until your arms are nearly straight, keeping the band stretched.',
  'Slide back down slowly to shoulder height.',
]);

// ---------------------------------------------------------------------------------------------
// Band: arms
// ---------------------------------------------------------------------------------------------

const bandCurl: Family = {
  ...spec(['Biceps', 'Forearms'], 'Pull', 'Isolation', 'Novice', ['Underhand']),
  steps: {
    setup: STAND_ON_BAND,
    grip: 'Turn your palms to face forward and pin your elbows to your sides.',
    curl: 'Curl the handles up toward your shoulders without letting your elbows drift forward.',
    lower: 'Lower the handles slowly until your arms are straight.',
    breathe: preacherCurl.steps.breathe,
    switch: '',
  },
};

const bandCurls = family(BAND, bandCurl, [
  ['Band Biceps Curl'],
  ['Band Alternating Biceps Curl', {
    s: { curl: 'Curl one handle up toward your shoulder, then lower it as you curl the other.', lower: null },
  }],
  ['Band Hammer Curl', { grips: ['Neutral'], s: { grip: 'Turn your palms to face each other and pin your elbows to your sides.' } }],
  ['Band Reverse Curl', {
    primary_muscles: ['Forearms', 'Biceps'], grips: ['Overhand'],
    s: { grip: 'Turn your palms to face behind you and pin your elbows to your sides.' },
  }],
  ['Band Concentration Curl', {
    primary_muscles: ['Biceps'], difficulty: 'Beginner',
    s: {
      setup: 'Sit on a bench, stand one foot on the end of a band and hold the other handle in the hand on the same side.',
      grip: 'Lean forward and brace the back of your upper arm against the inside of your thigh.',
      curl: 'Curl the handle up toward your shoulder, keeping your upper arm against your thigh.',
      lower: 'Lower the handle slowly until your arm is straight.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
]);

const bandWristCurl: Family = {
  ...spec(['Forearms'], 'Pull', 'Isolation', 'Novice', ['Underhand']),
  steps: {
    setup: 'Sit on a bench with a band under your feet and rest your forearms on your thighs, palms up and hands just past your knees.',
    curl: 'Curl your wrists up as far as you can, keeping your forearms on your thighs.',
    lower: 'Lower your hands slowly until your wrists are fully bent back.',
  },
};

const bandWristCurls = family(BAND, bandWristCurl, [
  ['Band Wrist Curl', { female: false }],
  ['Band Reverse Wrist Curl', {
    grips: ['Overhand'],
    s: {
      setup: 'Sit on a bench with a band under your feet and rest your forearms on your thighs, palms down and hands just past your knees.',
      curl: 'Raise the backs of your hands as far as you can, keeping your forearms on your thighs.',
      lower: 'Lower your hands slowly until your wrists are fully bent down.',
    },
  }],
]);

const bandTriceps: Family = {
  ...spec(['Triceps'], 'Push', 'Isolation', 'Novice', ['Overhand']),
  steps: {
    anchor: anchorBoth('high in front of you'),
    start: 'Pin your elbows to your sides with your forearms about parallel to the floor.',
    press: 'Push the handles down until your arms are straight, squeezing your triceps.',
    return: 'Let your forearms come back up slowly without your elbows moving.',
    breathe: tricepsExtension.steps.breathe,
    switch: '',
  },
};

const bandTricepsMoves = family(BAND, bandTriceps, [
  ['Band Triceps Pushdown'],
  ['Band Single-Arm Triceps Pushdown', {
    grips: ['Neutral'],
    s: {
      anchor: anchorOne('high in front of you'),
      start: 'Pin your elbow to your side with your forearm about parallel to the floor.',
      press: 'Push the handle down until your arm is straight, squeezing your triceps.',
      return: 'Let your forearm come back up slowly without your elbow moving.',
      switch: SINGLE_ARM_SWITCH,
    },
  }],
  ['Band Overhead Triceps Extension', {
    difficulty: 'Beginner',
    s: {
      anchor: 'Stand in a split stance on one end of a band and hold the other end behind your head with both hands.',
      start: 'Point your elbows up toward the ceiling with your hands behind your head.',
      press: 'Straighten your elbows to press your hands overhead, keeping your upper arms still.',
      return: 'Lower your hands slowly behind your head until you feel a stretch in your triceps.',
    },
  }],
  ['Band Triceps Kickback', {
    female: false,
    difficulty: 'Beginner', grips: ['Neutral'],
    s: {
      anchor: STAND_ON_BAND,
      start: 'Hinge forward with a flat back and pin your upper arms to your sides, elbows bent 90 degrees.',
      press: 'Straighten your elbows to push the handles back until your arms are straight.',
      return: 'Let your forearms swing back down slowly to 90 degrees.',
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Band: legs and glutes
// ---------------------------------------------------------------------------------------------

const bandSquat: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Novice', ['Overhand']),
  steps: {
    setup: STAND_ON_BAND_RACKED,
    lower: 'Sit your hips back and down until your thighs are about parallel to the floor, keeping your chest up.',
    pause: '',
    rise: 'Drive through your whole foot to stand back up against the band.',
    cue: 'Keep your knees tracking over your toes and your heels down throughout.',
    switch: '',
  },
};
const splitSquat: StepEdits = {
  lower: SPLIT_LOWER,
  rise: SPLIT_RISE,
  cue: null,
  switch: SINGLE_LEG_SWITCH,
};

const bandSquats = family(BAND, bandSquat, [
  ['Band Squat'],
  ['Band Pause Squat', { difficulty: 'Beginner', s: { pause: PAUSE_BOTTOM } }],
  ['Band Sumo Squat', {
    primary_muscles: ['Quads', 'Adductors', 'Glutes'],
    s: { setup: 'Stand on a band with your feet well wider than shoulder-width, toes turned out, and hold the handles at your shoulders.' },
  }],
  ['Band Split Squat', {
    difficulty: 'Beginner',
    s: { ...splitSquat, setup: 'Stand in a long split stance with your front foot on the middle of the band and hold the handles at your shoulders.' },
  }],
  ['Band Bulgarian Split Squat', {
    difficulty: 'Intermediate',
    s: { ...splitSquat, setup: 'Stand with one foot on the middle of the band, rest the top of your other foot on a bench behind you and hold the handles at your shoulders.' },
  }],
  ['Band Thruster', {
    female: false,
    primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'], difficulty: 'Beginner',
    s: {
      rise: 'Drive through your whole foot to stand up and use that drive to press the handles overhead.',
      cue: 'Bring the handles back to your shoulders as you sit into the next squat.',
    },
  }],
  ['Band Spanish Squat', {
    primary_muscles: ['Quads'], difficulty: 'Beginner', grips: [], female: false,
    s: {
      setup: 'Loop a heavy band around a sturdy post at knee height and step both legs into it so it sits behind your knees.',
      lower: 'Walk back until the band is taut, then sit your hips straight down while the band holds your shins upright.',
      rise: 'Straighten your knees to stand back up, leaning into the band the whole time.',
      cue: null,
    },
  }],
]);

const bandHinge: Family = {
  ...spec(['Glutes', 'Hamstrings', 'Lower back'], 'Pull', 'Compound', 'Novice', ['Overhand']),
  steps: {
    setup: STAND_ON_BAND,
    hinge: 'Push your hips back and bend your knees to lower the handles toward your shins with a flat back.',
    rise: 'Drive your hips forward to stand tall, squeezing your glutes at the top.',
    cue: 'Keep your back flat and the handles close to your legs throughout.',
    switch: '',
  },
};
const rdlHinge = 'With a slight bend in your knees, push your hips back and lower the handles down your thighs until you feel a stretch in your hamstrings.';

const bandHinges = family(BAND, bandHinge, [
  ['Band Deadlift'],
  ['Band Sumo Deadlift', {
    female: false,
    primary_muscles: ['Glutes', 'Adductors', 'Hamstrings'],
    s: { setup: 'Stand on a band with your feet wide and toes turned out, holding the handles between your legs.' },
  }],
  ['Band Romanian Deadlift', { primary_muscles: ['Hamstrings', 'Glutes'], s: { hinge: rdlHinge } }],
  ['Band Single-Leg Romanian Deadlift', {
    primary_muscles: ['Hamstrings', 'Glutes'], difficulty: 'Intermediate',
    s: {
      setup: 'Stand on the middle of a band with one foot and hold a handle in each hand.',
      hinge: 'Hinge forward on that leg while your other leg reaches straight back, until your torso is nearly level with the floor.',
      switch: SINGLE_LEG_SWITCH,
    },
  }],
  ['Band Good Morning', {
    primary_muscles: ['Hamstrings', 'Glutes', 'Lower back'], difficulty: 'Beginner',
    s: {
      setup: 'Stand on a band with your feet hip-width apart and loop the other end over your neck so it lies across your upper back.',
      hinge: 'With a slight bend in your knees, push your hips back and lower your torso until it is nearly level with the floor.',
      cue: null,
    },
  }],
  ['Band Pull-Through', {
    primary_muscles: ['Glutes', 'Hamstrings'], grips: ['Neutral'],
    s: {
      setup: 'Anchor a band low behind you, face away from it and hold the band between your legs with both hands.',
      hinge: 'Push your hips back and let the band pull your hands back between your legs, keeping your back flat.',
      cue: null,
    },
  }],
]);

const bandBridge: Family = {
  ...spec(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Novice', []),
  steps: {
    setup: 'Lie on your back with a mini-band just above your knees, knees bent and feet flat about hip-width apart.',
    knees: 'Push your knees out against the band and keep them there for the whole set.',
    lift: hipThrust.steps.lift,
    hold: '',
    lower: 'Lower your hips slowly until they nearly touch the floor.',
  },
};

const bandBridges = family(BAND, bandBridge, [
  ['Band Glute Bridge'],
  ['Band Glute Bridge Abduction', {
    primary_muscles: ['Glutes', 'Abductors'], difficulty: 'Beginner',
    s: { hold: 'At the top, push your knees apart against the band as far as you can, then bring them back in before lowering.' },
  }],
  ['Band Glute Bridge March', {
    difficulty: 'Beginner',
    s: { hold: 'Hold your hips up and lift one foot a few inches off the floor, set it down and alternate, without letting your hips drop or twist.' },
  }],
  ['Band Frog Pump', {
    primary_muscles: ['Glutes'], difficulty: 'Beginner',
    s: {
      setup: 'Lie on your back with a mini-band just above your knees, the soles of your feet pressed together and your knees falling out to the sides.',
      knees: null,
      lift: 'Drive through the outside edges of your feet to lift your hips, squeezing your glutes hard at the top.',
    },
  }],
  ['Band Hip Thrust', {
    difficulty: 'Beginner', grips: ['Overhand'],
    s: {
      setup: 'Sit with your upper back against a bench and a long band stretched across your hips, pinned down by your hands or under the bench legs.',
      knees: hipThrust.steps.feet,
    },
  }],
]);

const bandWalk: Family = {
  ...spec(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Beginner', []),
  steps: {
    setup: 'Place a mini-band just above your knees or around your ankles and stand with your feet hip-width apart.',
    stance: 'Sit into a quarter squat with your chest up and your weight on your heels.',
    step: 'Step sideways with your lead foot, then follow with your trailing foot without letting your feet come together.',
    switch: 'Take all your steps in one direction, then walk back the other way.',
  },
};

const bandWalks = family(BAND, bandWalk, [
  ['Band Lateral Walk'],
  ['Band Monster Walk', {
    primary_muscles: ['Glutes', 'Abductors'],
    s: {
      step: 'Step forward and out at a diagonal with one foot, then the other, keeping tension on the band.',
      switch: 'Walk forward for the set distance, then walk backward the same way.',
    },
  }],
]);

const bandSideLying: Family = {
  ...spec(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Novice', []),
  steps: {
    setup: 'Lie on your side with a mini-band just above your knees, hips and knees bent and your feet together.',
    stack: 'Rest your head on your lower arm and stack your hips so your top hip does not roll back.',
    lift: 'Keeping your feet together, lift your top knee as high as you can against the band.',
    lower: 'Lower the knee slowly to the start.',
    switch: SIDE_SWITCH,
  },
};

const bandSideLyings = family(BAND, bandSideLying, [
  ['Band Clamshell', { primary_muscles: ['Glutes', 'Abductors'] }],
  ['Band Side-Lying Hip Abduction', {
    difficulty: 'Beginner',
    s: {
      setup: 'Lie on your side with a mini-band around your ankles and both legs straight.',
      lift: 'Lift your top leg straight up against the band, leading with your heel and keeping your toes pointing forward.',
      lower: 'Lower the leg slowly to the start.',
    },
  }],
]);

const bandQuadruped: Family = {
  ...spec(['Glutes', 'Abductors'], 'Push', 'Isolation', 'Novice', []),
  steps: {
    setup: 'Get on your hands and knees with a mini-band just above your knees, hands under your shoulders and knees under your hips.',
    brace: 'Brace your core so your back stays flat and your hips stay level.',
    lift: 'Keeping your knee bent, lift one leg out to the side as high as you can without tipping your hips.',
    lower: 'Lower the knee slowly back under your hip.',
    switch: SINGLE_LEG_SWITCH,
  },
};

const bandQuadrupeds = family(BAND, bandQuadruped, [
  ['Band Fire Hydrant'],
  ['Band Quadruped Kickback', {
    primary_muscles: ['Glutes', 'Hamstrings'], difficulty: 'Beginner',
    s: { lift: 'Straighten one leg behind you and raise it until it is in line with your torso, squeezing your glute.' },
  }],
  ['Band Donkey Kick', {
    primary_muscles: ['Glutes', 'Hamstrings'],
    s: { lift: 'Keeping your knee bent 90 degrees, drive one foot up toward the ceiling until your thigh is in line with your torso.' },
  }],
]);

const bandStandingHip: Family = {
  ...spec(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Novice', []),
  steps: {
    setup: 'Place a mini-band around your ankles and stand tall beside a wall or post.',
    brace: 'Hold the wall or post for balance, stand tall on your other leg and brace your core.',
    move: multiHip.steps.move,
    return: 'Let the leg return slowly to the start against the pull of the band.',
    switch: SINGLE_LEG_SWITCH,
  },
};

const bandStandingHips = family(BAND, bandStandingHip, [
  ['Band Standing Hip Abduction'],
  ['Band Standing Kickback', { primary_muscles: ['Glutes', 'Hamstrings'], s: { move: HIP_EXTEND } }],
  ['Band Standing Hip Adduction', {
    primary_muscles: ['Adductors'], force: 'Pull', difficulty: 'Beginner',
    s: {
      setup: 'Anchor a band low to one side, loop it around the ankle nearest the anchor and step away until it is taut.',
      move: HIP_ADDUCT,
    },
  }],
  ['Band Standing Hip Flexion', {
    primary_muscles: ['Hip Flexors'], force: 'Pull', difficulty: 'Beginner',
    s: {
      setup: 'Anchor a band low behind you, loop it around one ankle and step forward until it is taut.',
      move: HIP_FLEX,
    },
  }],
]);

const bandSeatedAbduction = one(BAND, 'Band Seated Hip Abduction', spec(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Novice', []), [
  'Sit on the edge of a bench with a mini-band just above your knees and your feet flat, hip-width apart.',
  'Lean forward slightly with a flat back and rest your hands on the bench beside you.',
  'Push your knees out against the band as far as you can, squeezing the sides of your glutes.',
  'Let your knees come back in slowly without letting them touch.',
]);

const bandKnee: Family = {
  ...spec(['Quads'], 'Push', 'Isolation', 'Novice', []),
  steps: {
    setup: 'Anchor a band at knee height, face the anchor and step one leg into the loop so it sits behind your knee.',
    start: 'Step back until the band is taut, with that knee slightly bent and your heel down.',
    move: 'Straighten the knee fully against the band, squeezing your quad hard.',
    return: 'Let the knee bend slowly back to the start.',
    switch: SINGLE_LEG_SWITCH,
  },
};

const bandKnees = family(BAND, bandKnee, [
  ['Band Terminal Knee Extension'],
  ['Band Leg Extension', {
    s: {
      setup: 'Sit on a bench, anchor a band low behind you and loop it around one ankle.',
      start: 'Hold the sides of the bench with your knee bent about 90 degrees.',
      move: 'Straighten your knee until your leg is fully extended, squeezing your quad.',
      return: 'Lower your foot slowly back to the start.',
    },
  }],
  ['Band Lying Leg Curl', {
    primary_muscles: ['Hamstrings'], force: 'Pull', difficulty: 'Beginner',
    s: {
      setup: 'Anchor a band low in front of you, lie face down with your feet toward the anchor and loop the band around one ankle.',
      start: 'Slide away until the band is taut, with your legs straight and your hips pressed into the floor.',
      move: 'Curl your heel toward your glutes as far as you can against the band.',
      return: 'Return your foot slowly until your knee is almost straight.',
    },
  }],
  ['Band Standing Leg Curl', {
    primary_muscles: ['Hamstrings'], force: 'Pull', difficulty: 'Beginner',
    s: {
      setup: 'Anchor a band low in front of you, loop it around one ankle and step back until it is taut.',
      start: bandStandingHip.steps.brace,
      move: 'Curl your heel toward your glute as far as you can while keeping your thighs in line.',
      return: 'Return your foot slowly until your knee is almost straight.',
    },
  }],
  ['Band Seated Leg Curl', {
    primary_muscles: ['Hamstrings'], force: 'Pull',
    s: {
      setup: 'Sit on a bench facing a low anchor with the band looped around one ankle and that leg nearly straight.',
      start: 'Scoot back until the band is taut and hold the sides of the bench.',
      move: 'Curl your heel down and back under the bench as far as you can.',
      return: 'Return your foot slowly until your knee is almost straight.',
    },
  }],
]);

const bandLegPress = one(BAND, 'Band Leg Press', spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Novice', ['Neutral']), [
  'Lie on your back, loop the middle of a band around the soles of both feet and hold an end in each hand by your chest.',
  'Bring your knees in toward your chest with the band taut.',
  'Press your feet out until your legs are straight, as if pushing a leg press platform.',
  'Let your knees bend slowly back toward your chest.',
]);

const bandNordic = one(BAND, 'Band-Assisted Nordic Curl', spec(['Hamstrings', 'Glutes'], 'Pull', 'Isolation', 'Intermediate', []), [
  'Anchor a long band high behind you and loop it around your chest under your arms.',
  'Kneel on a pad with your heels locked under a sturdy support and your body straight from knees to shoulders.',
  'Lower your body forward slowly by straightening your knees, letting the band take some of your weight.',
  'Go as low as you can control, then pull yourself back up with your hamstrings while keeping your hips extended.',
]);

const bandCalf: Family = {
  ...spec(['Calves'], 'Push', 'Isolation', 'Novice', ['Overhand']),
  steps: {
    setup: 'Stand on the middle of a band with the balls of your feet on a small step and hold the handles at your shoulders.',
    stretch: 'Lower your heels as far as you can below the step to stretch your calves.',
    rise: calfRaise.steps.rise,
    hold: calfRaise.steps.hold,
    switch: '',
  },
};

const bandCalves = family(BAND, bandCalf, [
  ['Band Calf Raise'],
  ['Band Single-Leg Calf Raise', {
    difficulty: 'Beginner',
    s: {
      setup: 'Stand on a band with one foot, the ball of that foot on a small step, and hold the handles at your shoulders.',
      stretch: 'Lower your heel as far as you can below the step to stretch your calf.',
      rise: calfOneLeg.rise,
      switch: SINGLE_LEG_SWITCH,
    },
  }],
  ['Band Calf Press', {
    grips: ['Neutral'],
    s: {
      setup: 'Sit on the floor with your legs straight, loop a band around the ball of one foot and hold an end in each hand.',
      stretch: 'Pull the band taut so your toes point up toward you.',
      rise: 'Point your toes away from you as far as you can against the band.',
      hold: 'Pause for a moment, then let your foot come back slowly.',
      switch: SINGLE_LEG_SWITCH,
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Band: core
// ---------------------------------------------------------------------------------------------

const pallof: Family = {
  ...spec(['Obliques', 'Abdominals'], 'Hold', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    anchor: 'Anchor a band at chest height to one side and hold the handle with both hands at the middle of your chest.',
    stance: 'Step sideways away from the anchor until the band is taut and stand with your feet shoulder-width apart, knees soft.',
    press: 'Press your hands straight out from your chest, resisting the band as it tries to turn you toward the anchor.',
    hold: 'Hold for two seconds with your hips and shoulders square, then bring your hands back to your chest.',
    switch: SIDE_SWITCH,
  },
};

const pallofs = family(BAND, pallof, [
  ['Band Pallof Press'],
  ['Band Half-Kneeling Pallof Press', {
    s: { stance: 'Step sideways away from the anchor until the band is taut and kneel on your inside knee with your outside foot forward.' },
  }],
  ['Band Tall-Kneeling Pallof Press', {
    s: { stance: 'Step sideways away from the anchor until the band is taut and kneel on both knees with your hips fully extended.' },
  }],
  ['Band Split-Stance Pallof Press', {
    s: { stance: 'Step sideways away from the anchor until the band is taut and stand in a split stance with one foot forward.' },
  }],
  ['Band Overhead Pallof Press', {
    difficulty: 'Intermediate',
    s: { hold: 'Raise your straight arms overhead, lower them back to chest height, then bring your hands back to your chest.' },
  }],
  ['Band Pallof Walkout', {
    difficulty: 'Intermediate',
    s: {
      stance: 'Stand right beside the anchor and press your hands straight out from your chest, keeping your arms locked there.',
      press: 'Take slow side steps away from the anchor, resisting the band as it tries to turn you.',
      hold: 'Pause at the end with your hips and shoulders square, then side-step back to the anchor.',
    },
  }],
]);

const woodchop: Family = {
  ...spec(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    anchor: 'Anchor a band high to one side and hold the handle with both hands above the shoulder nearest the anchor.',
    stance: 'Step away until the band is taut and stand side-on with your feet wider than shoulder-width.',
    move: 'Pull the handle down and across your body toward your opposite hip, rotating through your torso.',
    return: 'Let your arms travel back along the same path under control.',
    switch: SIDE_SWITCH,
  },
};

const chopLift: StepEdits = {
  anchor: 'Anchor a band low to one side and hold the handle with both hands beside the hip nearest the anchor.',
  move: 'Pull the handle up and across your body toward your opposite shoulder, rotating through your torso.',
};
const halfKneelChop = 'Step away until the band is taut and kneel on one knee side-on to the anchor, with your front foot in line with your back knee.';

const woodchops = family(BAND, woodchop, [
  ['Band Woodchopper'],
  ['Band Low-to-High Woodchopper', { s: chopLift }],
  ['Band Half-Kneeling Woodchopper', { s: { stance: halfKneelChop } }],
  ['Band Half-Kneeling Low-to-High Woodchopper', { female: false, s: { ...chopLift, stance: halfKneelChop } }],
  ['Band Horizontal Woodchopper', {
    s: {
      anchor: 'Anchor a band at chest height to one side and hold the handle with both hands, arms straight in front of your chest.',
      move: 'Keeping your arms straight, rotate your torso away from the anchor until your hands pass the middle of your body.',
    },
  }],
]);

const bandCrunch = one(BAND, 'Band Kneeling Crunch', spec(['Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']), [
  'Anchor a band high in front of you and kneel facing it, holding the ends beside your head.',
  'Keep your hips still, stacked above your knees.',
  'Crunch down by pulling your ribs toward your hips, bringing your elbows toward your thighs.',
  'Uncurl slowly against the band back to the start.',
], false);

const bandDeadBug = one(BAND, 'Band Dead Bug', spec(['Abdominals', 'Hip Flexors'], 'Hold', 'Compound', 'Beginner', ['Overhand']), [
  'Anchor a band low behind your head, lie on your back and hold it with straight arms above your chest.',
  'Lift your legs with your hips and knees bent 90 degrees and press your lower back into the floor.',
  'Slowly straighten one leg toward the floor while your arms stay still against the band.',
  'Bring the leg back and repeat with the other, keeping your lower back down the whole time.',
]);

const bandSideBend = one(BAND, 'Band Side Bend', spec(['Obliques'], 'Pull', 'Isolation', 'Novice', ['Neutral']), [
  'Stand on one end of a band and hold the other end in the hand on the same side, your other hand on your hip.',
  'Bend sideways away from the band as far as you can, keeping your hips still.',
  'Return slowly to upright.',
  SIDE_SWITCH,
]);

const bandMountainClimber = one(BAND, 'Band Mountain Climber', spec(['Abdominals', 'Hip Flexors'], 'Pull', 'Compound', 'Intermediate', []), [
  'Place a mini-band around the middle of both feet and get into a high plank with your hands under your shoulders.',
  'Brace your core so your hips stay level with your shoulders.',
  'Drive one knee toward your chest against the band, then return it and drive the other.',
  'Keep alternating at a steady pace without letting your hips bounce.',
], false);

// =============================================================================================

export const seeds: ExerciseSeed[] = [
  ...legPresses,
  ...seatedLegPresses,
  ...hackSquats,
  ...pendulumSquats,
  ...beltSquats,
  ...legExtensions,
  sissySquat,
  ...legCurls,
  ...seatedHips,
  ...multiHips,
  gluteKickback,
  ...hipThrusts,
  ...calfRaises,
  ...chestPresses,
  ...pecDecks,
  ...shoulderPresses,
  ...lateralRaises,
  ...reversePecDecks,
  machineShrug,
  ...necks,
  ...pulldowns,
  ...seatedRows,
  machinePullover,
  ...assistedMoves,
  ...preacherCurls,
  ...tricepsExtensions,
  ...seatedDips,
  ...abCrunches,
  rotaryTorso,
  ...captainsChairs,
  ...backExtensions,
  gluteHamRaise,
  ghdSitUp,
  machineBackExtension,
  reverseHyper,
  ...bandPresses,
  ...bandFlies,
  bandPushUp,
  ...bandOverheadPresses,
  ...bandRaises,
  ...bandUprightRows,
  ...pullAparts,
  ...bandRows,
  ...bandPulldowns,
  ...bandAssists,
  ...bandRotations,
  bandWallSlide,
  ...bandCurls,
  ...bandWristCurls,
  ...bandTricepsMoves,
  ...bandSquats,
  ...bandHinges,
  ...bandBridges,
  ...bandWalks,
  ...bandSideLyings,
  ...bandQuadrupeds,
  ...bandStandingHips,
  bandSeatedAbduction,
  ...bandKnees,
  bandLegPress,
  bandNordic,
  ...bandCalves,
  ...pallofs,
  ...woodchops,
  bandCrunch,
  bandDeadBug,
  bandSideBend,
  bandMountainClimber,
];
