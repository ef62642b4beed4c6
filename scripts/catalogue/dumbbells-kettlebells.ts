/**
 * Demo catalogue: Dumbbells and Kettlebells.
 *
 * Exercises are grouped into movement families. A family holds its base steps keyed by role
 * (setup, lift, lower, ...); each variant replaces only the keyed steps that really differ, so
 * related exercises share most of their sentences and translation work stays small.
 *   - A base step set to '' is an optional slot that only some variants fill.
 *   - A variant sets a step to null to drop it.
 * Where the same movement exists with both implements (goblet squat, carries, windmill, ...),
 * the family is shared and only the implement-specific sentences differ.
 */
import type { Category, ExerciseSeed } from './types.ts';
import { family, one, spec } from './slot-family.ts';
import type { Family, StepEdits } from './slot-family.ts';

const DB: Category = 'Dumbbells';
const KB: Category = 'Kettlebells';

// ---------------------------------------------------------------------------------------------
// Chest
// ---------------------------------------------------------------------------------------------

const benchPress: Family = {
  ...spec(['Chest', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Sit on the end of a flat bench with a dumbbell on each thigh, then lie back and kick the dumbbells up beside your chest.',
    grip: 'Pull your shoulder blades together and hold the dumbbells with your palms facing your feet.',
    prep: '',
    press: 'Press the dumbbells up over your chest until your arms are straight, letting them drift slightly together at the top.',
    lower: 'Lower the dumbbells under control until your elbows are just below the bench, keeping them about 45 degrees from your torso.',
    extra: '',
    breathe: 'Breathe in as you lower and breathe out as you press.',
  },
};
const pressIncline: StepEdits = {
  setup: 'Set a bench to 30 to 45 degrees, sit back with a dumbbell on each thigh and kick them up beside your shoulders as you lie back.',
  press: 'Press the dumbbells up over your upper chest until your arms are straight.',
};
const pressDecline: StepEdits = {
  setup: 'Hook your legs under the pads of a decline bench with the dumbbells on your thighs, then lie back carefully and bring them to your chest.',
  press: 'Press the dumbbells up over your lower chest until your arms are straight.',
};
const pressFloor: StepEdits = {
  setup: 'Lie on the floor with your knees bent and a dumbbell in each hand, upper arms resting on the floor beside your chest.',
  lower: 'Lower the dumbbells until your upper arms touch the floor, pause for a moment, then press again.',
};
const pressNeutral: StepEdits = {
  grip: 'Pull your shoulder blades together and turn the dumbbells so your palms face each other.',
  lower: 'Lower the dumbbells beside your chest with your elbows tucked close to your sides.',
};
const pressSqueeze: StepEdits = {
  grip: 'Press the dumbbells firmly together with your palms facing each other.',
  press: 'Press the dumbbells up over your chest while squeezing them together hard the whole time.',
  lower: 'Lower the dumbbells together until they touch your chest, keeping the squeeze on.',
};
const pressReverse: StepEdits = {
  grip: 'Pull your shoulder blades together and hold the dumbbells with an underhand grip, palms facing your head.',
  lower: 'Lower the dumbbells to your lower chest, keeping your elbows tucked close to your sides.',
};
const pressAlternating: StepEdits = {
  press: 'Start with both arms straight, then lower and press one dumbbell at a time while the other stays locked out.',
};
const pressSingle: StepEdits = {
  grip: null,
  press: 'Press the dumbbell up over your chest until your arm is straight.',
  extra: 'Brace your core so your torso does not roll toward the weight, and switch arms after the set.',
};

const pressBall: StepEdits = {
  setup: 'Sit on a stability ball with the dumbbells on your thighs, then walk your feet forward until your upper back rests on the ball.',
  prep: 'Keep your hips lifted level with your knees throughout the set.',
  lower: 'Lower the dumbbells under control until your elbows dip just below the level of your torso.',
};

const chestPresses = family(DB, benchPress, [
  ['Dumbbell Bench Press'],
  ['Dumbbell Incline Bench Press', { s: pressIncline }],
  ['Dumbbell Low-Incline Bench Press', {
    s: { setup: 'Set a bench to about 15 degrees, sit back with a dumbbell on each thigh and kick them up beside your chest as you lie back.' },
  }],
  ['Dumbbell Decline Bench Press', { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], s: pressDecline }],
  ['Dumbbell Neutral-Grip Bench Press', { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], grips: ['Neutral'], s: pressNeutral }],
  ['Dumbbell Incline Neutral-Grip Bench Press', { grips: ['Neutral'], s: { ...pressIncline, ...pressNeutral } }],
  ['Dumbbell Decline Neutral-Grip Bench Press', {
    primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], grips: ['Neutral'], difficulty: 'Intermediate', s: { ...pressDecline, ...pressNeutral },
  }],
  ['Dumbbell Reverse-Grip Bench Press', {
    primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], difficulty: 'Intermediate', grips: ['Underhand'], s: pressReverse,
  }],
  ['Dumbbell Incline Reverse-Grip Bench Press', { difficulty: 'Intermediate', grips: ['Underhand'], s: { ...pressIncline, ...pressReverse } }],
  ['Dumbbell Squeeze Press', { primary_muscles: ['Chest', 'Triceps'], grips: ['Neutral'], s: pressSqueeze }],
  ['Dumbbell Incline Squeeze Press', { primary_muscles: ['Chest', 'Triceps'], grips: ['Neutral'], s: { ...pressIncline, ...pressSqueeze } }],
  ['Dumbbell Decline Squeeze Press', {
    primary_muscles: ['Chest', 'Triceps'], grips: ['Neutral'], difficulty: 'Intermediate', s: { ...pressDecline, ...pressSqueeze },
  }],
  ['Dumbbell Paused Bench Press', {
    difficulty: 'Intermediate',
    s: { extra: 'Hold the bottom position for a full two seconds without relaxing before you press.' },
  }],
  ['Dumbbell Alternating Bench Press', { difficulty: 'Intermediate', s: pressAlternating }],
  ['Dumbbell Alternating Incline Bench Press', { difficulty: 'Intermediate', s: { ...pressIncline, ...pressAlternating } }],
  ['Dumbbell Single-Arm Bench Press', {
    difficulty: 'Intermediate',
    s: {
      ...pressSingle,
      setup: 'Lie on a flat bench holding one dumbbell beside your chest and grip the side of the bench with your free hand.',
      lower: 'Lower it under control until your elbow is just below the bench, keeping it about 45 degrees from your torso.',
    },
  }],
  ['Dumbbell Single-Arm Incline Bench Press', {
    difficulty: 'Intermediate',
    s: {
      ...pressSingle,
      setup: 'Lie back on a bench set to 30 to 45 degrees holding one dumbbell beside your shoulder, with your free hand on the bench.',
      lower: 'Lower it under control until your elbow is just below the bench, keeping it about 45 degrees from your torso.',
    },
  }],
  ['Dumbbell Stability Ball Bench Press', { difficulty: 'Intermediate', s: pressBall }],
  ['Dumbbell Stability Ball Alternating Bench Press', { difficulty: 'Intermediate', s: { ...pressBall, ...pressAlternating } }],
  ['Dumbbell Floor Press', { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], s: pressFloor }],
  ['Dumbbell Neutral-Grip Floor Press', {
    primary_muscles: ['Triceps', 'Chest', 'Front Shoulders'], grips: ['Neutral'], s: { ...pressFloor, grip: pressNeutral.grip },
  }],
  ['Dumbbell Alternating Floor Press', { primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'], s: { ...pressFloor, ...pressAlternating } }],
  ['Dumbbell Single-Arm Floor Press', {
    primary_muscles: ['Chest', 'Triceps', 'Front Shoulders'],
    s: {
      ...pressSingle,
      setup: 'Lie on the floor with your knees bent, holding one dumbbell with your upper arm resting on the floor beside your chest.',
      lower: 'Lower it until your upper arm touches the floor, pause for a moment, then press again.',
    },
  }],
  ['Dumbbell Glute Bridge Floor Press', {
    primary_muscles: ['Chest', 'Triceps', 'Glutes'], difficulty: 'Intermediate',
    s: { ...pressFloor, prep: 'Drive through your heels to lift your hips into a glute bridge and hold them up for the whole set.' },
  }],
]);

const chestFly: Family = {
  ...spec(['Chest', 'Front Shoulders'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Lie on a flat bench with a dumbbell in each hand pressed up over your chest, palms facing each other.',
    elbows: 'Unlock your elbows slightly and keep that bend fixed for the whole set.',
    open: 'Open your arms out to the sides in a wide arc until you feel a stretch across your chest.',
    close: 'Squeeze your chest to bring the dumbbells back up along the same arc until they nearly touch.',
    breathe: 'Breathe in as your arms open and out as you bring the dumbbells together.',
  },
};

const chestFlies = family(DB, chestFly, [
  ['Dumbbell Fly'],
  ['Dumbbell Incline Fly', {
    s: { setup: 'Lie on a bench set to 30 to 45 degrees with a dumbbell in each hand pressed up over your upper chest, palms facing each other.' },
  }],
  ['Dumbbell Incline Twisting Fly', {
    difficulty: 'Intermediate', grips: ['Rotating'],
    s: {
      setup: 'Lie on a bench set to 30 to 45 degrees with a dumbbell in each hand pressed up over your upper chest, palms facing each other.',
      close: 'Squeeze your chest to bring the dumbbells back up, turning your little fingers in so the dumbbells meet end to end.',
    },
  }],
  ['Dumbbell Single-Arm Fly', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Lie on a flat bench holding one dumbbell over your chest, palm facing in, and grip the bench with your free hand.',
      elbows: 'Unlock your elbow slightly and keep that bend fixed for the whole set.',
      open: 'Open your arm out to the side in a wide arc until you feel a stretch across your chest.',
      close: 'Squeeze your chest to bring the dumbbell back up along the same arc, then switch arms after the set.',
      breathe: null,
    },
  }],
  ['Dumbbell Decline Fly', {
    s: { setup: 'Hook your legs under the pads of a decline bench and hold a dumbbell in each hand over your lower chest, palms facing each other.' },
  }],
  ['Dumbbell Floor Fly', {
    s: {
      setup: 'Lie on the floor with your knees bent and a dumbbell in each hand pressed up over your chest, palms facing each other.',
      open: 'Open your arms out to the sides until your upper arms lightly touch the floor.',
    },
  }],
  ['Dumbbell Stability Ball Fly', {
    difficulty: 'Intermediate',
    s: { setup: 'Rest your upper back on a stability ball with your hips lifted and a dumbbell in each hand pressed up over your chest.' },
  }],
  ['Dumbbell Around the World', {
    difficulty: 'Intermediate', grips: ['Underhand'],
    s: {
      setup: 'Lie on a flat bench holding a light dumbbell in each hand at your thighs, palms facing up.',
      elbows: null,
      open: 'With a slight bend in your elbows, sweep the dumbbells out to the sides and around in a wide arc until they meet over your head.',
      close: 'Reverse the arc to bring the dumbbells back down to your thighs, keeping your arms low and wide.',
    },
  }],
]);

const pullover: Family = {
  ...spec(['Chest', 'Lats'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Lie on a flat bench and hold one dumbbell over your chest with both palms pressed against the underside of the top plate.',
    arms: 'Keep a slight bend in your elbows and brace your core so your lower back stays on the bench.',
    lower: 'Lower the weight back over your head in an arc until your upper arms are beside your ears.',
    pull: 'Pull the weight back over your chest along the same arc.',
    breathe: 'Breathe in deeply as the weight goes back and exhale as you pull it over.',
  },
};

const pullovers = family(DB, pullover, [
  ['Dumbbell Pullover'],
  ['Dumbbell Cross-Bench Pullover', {
    difficulty: 'Intermediate',
    s: { setup: 'Lie with only your upper back across a flat bench, feet flat and hips low, holding one dumbbell over your chest with both hands.' },
  }],
  ['Dumbbell Straight-Arm Pullover', {
    primary_muscles: ['Lats', 'Chest'],
    s: { arms: 'Lock your arms almost straight and brace your core so your lower back stays on the bench.' },
  }],
  ['Dumbbell Bent-Arm Pullover', {
    primary_muscles: ['Lats', 'Chest', 'Triceps'], mechanic: 'Compound', difficulty: 'Intermediate', female: false,
    s: {
      arms: 'Bend your elbows to about 90 degrees and keep them pointing toward your feet.',
      lower: 'Lower the weight behind your head, letting your elbows travel back until you feel a deep stretch in your lats.',
      pull: 'Pull your elbows forward to bring the weight back over your chest.',
    },
  }],
  ['Dumbbell Stability Ball Pullover', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Rest your upper back on a stability ball with your hips lifted, holding one dumbbell over your chest with both hands.',
      arms: 'Keep a slight bend in your elbows and your hips level with your knees.',
    },
  }],
  ['Dumbbell Floor Pullover', {
    s: {
      setup: 'Lie on the floor with your knees bent and hold one dumbbell over your chest with both hands.',
      arms: 'Keep a slight bend in your elbows and your lower back pressed into the floor.',
      lower: 'Lower the weight back over your head until it lightly touches the floor behind you.',
    },
  }],
]);

// Plank-based work on the handles: push-ups, renegade rows and the complexes built on them.
const plankBrace = 'Brace your core and squeeze your glutes so your body forms a straight line from head to heels.';
const pushUpLower = 'Bend your elbows to lower your chest between the handles, keeping your elbows about 45 degrees from your body.';
const pushUpPress = 'Press through the handles to straighten your arms and return to the plank.';
const renegadeRow = 'Shift your weight onto one hand and row with the other arm until your elbow passes your ribs, without twisting your hips.';
const renegadeLower = 'Lower the weight back to the floor under control and repeat on the other side.';
const dbPlank = 'Set two dumbbells shoulder-width apart on the floor and grip the handles in a high plank, feet slightly wider than hip-width.';
const kbPlank = 'Set two kettlebells shoulder-width apart on the floor and grip the handles in a high plank, feet slightly wider than hip-width.';

const pullThroughDrag = 'Reach under your body with the opposite hand and drag the weight across to the other side.';
const pullThroughHips = 'Keep your hips square and level, widening your feet if you need more stability.';
const pullThroughRepeat = 'Plant your hand again, then drag the weight back across with your other hand.';
const pullThroughSpec = spec(['Abdominals', 'Obliques'], 'Pull', 'Compound', 'Intermediate', ['Overhand']);

const plankWork: ExerciseSeed[] = [
  one(DB, 'Dumbbell Push-Up', spec(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Beginner', ['Neutral']),
    [dbPlank, plankBrace, pushUpLower, pushUpPress]),
  one(DB, 'Dumbbell Renegade Row', spec(['Lats', 'Abdominals', 'Traps (mid-back)'], 'Pull', 'Compound', 'Intermediate', ['Neutral']),
    [dbPlank, plankBrace, renegadeRow, renegadeLower]),
  one(DB, 'Dumbbell Push-Up Renegade Row', spec(['Chest', 'Lats', 'Abdominals'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    [dbPlank, plankBrace, pushUpLower, pushUpPress, renegadeRow, renegadeLower]),
  one(DB, 'Dumbbell Man Maker', spec(['Quads', 'Chest', 'Front Shoulders'], 'Push', 'Compound', 'Advanced', ['Neutral']), [
    dbPlank,
    plankBrace,
    'Perform one push-up, then row each dumbbell once to your hip.',
    'Jump your feet up outside your hands and clean the dumbbells to your shoulders as you stand.',
    'Squat down and drive up, pressing the dumbbells overhead in one motion.',
    'Lower the dumbbells to the floor and jump back into the plank for the next rep.',
  ], false),
  one(DB, 'Dumbbell Devil Press', spec(['Glutes', 'Front Shoulders', 'Chest'], 'Pull', 'Compound', 'Advanced', ['Neutral']), [
    'Stand with two dumbbells on the floor just in front of your feet.',
    'Grip the handles, jump your feet back and lower your chest to the floor between the dumbbells.',
    'Push up and jump your feet back in, landing in a hinge with a flat back and the dumbbells between your feet.',
    'Drive your hips forward explosively and swing both dumbbells up in one motion to lockout overhead.',
    'Lower the dumbbells back to the floor with control and go straight into the next rep.',
  ], false),
  one(DB, 'Dumbbell Plank Pull-Through', pullThroughSpec, [
    'Set up in a high plank with a dumbbell on the floor just behind and outside one hand.',
    pullThroughDrag,
    pullThroughHips,
    pullThroughRepeat,
  ]),
];

// ---------------------------------------------------------------------------------------------
// Shoulders
// ---------------------------------------------------------------------------------------------

const ohpBreathe = 'Exhale as you press and inhale as you lower.';
const ohpDip = 'Dip by bending your knees slightly while keeping your torso upright.';
const ohpDrive = 'Drive hard through your legs and use that momentum to press to lockout overhead.';
const jerkDrive = 'Drive up through your legs, then dip again to drop under the weight and lock out overhead.';
const jerkFinish = 'Stand up fully with the weight locked out, then lower it back to your shoulders.';
const seesawPress = 'Press one arm overhead, then lower it as you press the other up so the arms pass each other.';
const zPressBrace = 'Sit tall without leaning back, using your core to hold your torso upright.';

const shoulderPress: Family = {
  ...spec(['Front Shoulders', 'Side Shoulders', 'Triceps'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Sit on a bench with an upright back support and hold a dumbbell in each hand at shoulder height, palms facing forward.',
    brace: 'Keep your back against the pad, feet flat and core braced.',
    press: 'Press the dumbbells overhead until your arms are straight, bringing them slightly together at the top.',
    lower: 'Lower the dumbbells under control until they are back at ear level.',
    breathe: ohpBreathe,
  },
};
const ohpStanding: StepEdits = {
  setup: 'Stand with your feet hip-width apart and hold a dumbbell in each hand at shoulder height, palms facing forward.',
  brace: 'Squeeze your glutes and brace your core so your lower back does not arch as you press.',
};
const ohpSingle: StepEdits = {
  setup: 'Stand tall holding one dumbbell at shoulder height with your free hand on your hip.',
  brace: ohpStanding.brace,
  press: 'Press the dumbbell overhead until your arm is straight, without leaning away from it.',
  lower: 'Lower it back to your shoulder and switch arms after the set.',
};
const ohpKneelBrace = 'Squeeze your glutes and brace your core to keep your torso upright.';
const ohpAlternating = 'Press one arm overhead while the other waits at your shoulder, then alternate arms each rep.';
const arnold: StepEdits = {
  setup: 'Sit on a bench with back support holding the dumbbells in front of your shoulders, palms facing you and elbows in front.',
  press: 'Press the dumbbells up while rotating your palms to face forward, finishing overhead with straight arms.',
  lower: 'Reverse the rotation as you lower until your palms face you again at the start.',
};

const shoulderPresses = family(DB, shoulderPress, [
  ['Dumbbell Shoulder Press'],
  ['Dumbbell Standing Shoulder Press', { s: ohpStanding }],
  ['Dumbbell Neutral-Grip Shoulder Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Side Shoulders'], grips: ['Neutral'],
    s: { setup: 'Sit on a bench with an upright back support and hold the dumbbells at shoulder height with your palms facing each other.' },
  }],
  ['Dumbbell Standing Neutral-Grip Shoulder Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Side Shoulders'], grips: ['Neutral'],
    s: { ...ohpStanding, setup: 'Stand with your feet hip-width apart and hold the dumbbells at shoulder height with your palms facing each other.' },
  }],
  ['Dumbbell Alternating Shoulder Press', { s: { press: ohpAlternating } }],
  ['Dumbbell Standing Alternating Shoulder Press', { s: { ...ohpStanding, press: ohpAlternating } }],
  ['Dumbbell Single-Arm Shoulder Press', { primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'], s: ohpSingle }],
  ['Dumbbell Half-Kneeling Shoulder Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'],
    s: {
      ...ohpSingle,
      setup: 'Kneel on one knee with the other foot flat in front, holding a dumbbell at shoulder height on the side of the down knee.',
      brace: ohpKneelBrace,
    },
  }],
  ['Dumbbell Tall-Kneeling Shoulder Press', {
    s: {
      setup: 'Kneel upright on both knees with your hips extended and a dumbbell in each hand at shoulder height.',
      brace: ohpKneelBrace,
    },
  }],
  ['Dumbbell Z Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Abdominals'], difficulty: 'Intermediate', female: false,
    s: { setup: 'Sit on the floor with your legs straight out in front and a dumbbell in each hand at shoulder height.', brace: zPressBrace },
  }],
  ['Dumbbell Stability Ball Shoulder Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Abdominals'],
    s: {
      setup: 'Sit tall on a stability ball with your feet flat and wide and a dumbbell in each hand at shoulder height.',
      brace: 'Brace your core to keep the ball still and your torso upright as you press.',
    },
  }],
  ['Dumbbell Seesaw Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'], difficulty: 'Intermediate',
    s: { ...ohpStanding, press: seesawPress, lower: null },
  }],
  ['Dumbbell Push Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Intermediate',
    s: { ...ohpStanding, brace: ohpDip, press: ohpDrive },
  }],
  ['Dumbbell Single-Arm Push Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Intermediate',
    s: { ...ohpSingle, brace: ohpDip, press: ohpDrive },
  }],
  ['Dumbbell Push Jerk', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced', female: false,
    s: { ...ohpStanding, brace: ohpDip, press: jerkDrive, lower: jerkFinish },
  }],
  ['Dumbbell Arnold Press', { difficulty: 'Intermediate', grips: ['Rotating'], s: arnold }],
  ['Dumbbell Standing Arnold Press', {
    difficulty: 'Intermediate', grips: ['Rotating'],
    s: {
      ...arnold,
      setup: 'Stand with your feet hip-width apart holding the dumbbells in front of your shoulders, palms facing you.',
      brace: ohpStanding.brace,
    },
  }],
]);

const raiseSingle: StepEdits = {
  cue: 'Lead with your elbow and keep your shoulder down, away from your ear.',
  lower: 'Pause briefly at the top, then lower slowly to the start.',
  extra: 'Complete the set with one arm before switching to the other.',
};
const raiseThumbs = 'Keep your thumbs pointing up throughout the lift.';

const lateralRaise: Family = {
  ...spec(['Side Shoulders'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Stand tall with a dumbbell in each hand at your sides, palms facing in.',
    raise: 'With a slight bend in your elbows, raise your arms out to the sides until they are parallel to the floor.',
    cue: 'Lead with your elbows and keep your shoulders down, away from your ears.',
    lower: 'Pause briefly at the top, then lower slowly back to your sides.',
    extra: '',
  },
};

const lateralRaises = family(DB, lateralRaise, [
  ['Dumbbell Lateral Raise'],
  ['Dumbbell Seated Lateral Raise', { s: { setup: 'Sit on the end of a bench with your back straight and a dumbbell hanging at each side.' } }],
  ['Dumbbell Single-Arm Lateral Raise', {
    s: {
      setup: 'Stand tall with one dumbbell at your side and your free hand resting on your hip.',
      raise: 'With a slight bend in your elbow, raise your arm out to the side until it is parallel to the floor.',
      ...raiseSingle,
    },
  }],
  ['Dumbbell Leaning Lateral Raise', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Hold a sturdy upright with one hand and lean away from it, with a dumbbell in the other hand in front of your hips.',
      raise: 'Raise your arm out to the side until it is just above parallel to the floor.',
      ...raiseSingle,
    },
  }],
  ['Dumbbell Side-Lying Lateral Raise', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Lie on your side on a bench set to about 45 degrees, holding a dumbbell in your top hand in front of your hips.',
      raise: 'Raise the dumbbell in a wide arc until your arm points almost straight up.',
      ...raiseSingle,
    },
  }],
  ['Dumbbell Bent-Arm Lateral Raise', {
    s: { raise: 'Bend your elbows to 90 degrees and raise your upper arms out to the sides until they are parallel to the floor.' },
  }],
  ['Dumbbell Lu Raise', {
    primary_muscles: ['Side Shoulders', 'Traps'], difficulty: 'Intermediate', female: false,
    s: {
      raise: 'Keep your arms straight and raise the dumbbells out to the sides and all the way up until they meet overhead.',
      cue: raiseThumbs,
    },
  }],
  ['Dumbbell Scaption Raise', {
    primary_muscles: ['Side Shoulders', 'Front Shoulders'],
    s: {
      raise: 'Raise the dumbbells at about 30 degrees in front of your body, in line with your shoulder blades, up to shoulder height.',
      cue: raiseThumbs,
    },
  }],
  ['Dumbbell Front-to-Lateral Raise', {
    primary_muscles: ['Front Shoulders', 'Side Shoulders'], difficulty: 'Intermediate',
    s: {
      raise: 'Raise the dumbbells in front of you to shoulder height, then sweep them out to the sides at the same height.',
      lower: 'Lower the dumbbells from the sides, then reverse the pattern on the next rep.',
    },
  }],
]);

const frontRaise: Family = {
  ...spec(['Front Shoulders'], 'Push', 'Isolation', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Stand tall with a dumbbell in each hand in front of your thighs, palms facing your body.',
    raise: 'With a slight bend in your elbows, raise your arms straight in front of you to shoulder height.',
    cue: 'Keep your torso still without swinging or leaning back.',
    lower: 'Pause briefly at the top, then lower slowly back to your thighs.',
  },
};

const frontRaises = family(DB, frontRaise, [
  ['Dumbbell Front Raise'],
  ['Dumbbell Alternating Front Raise', {
    s: {
      raise: 'With a slight bend in your elbow, raise one arm straight in front of you to shoulder height.',
      lower: 'Lower it slowly and repeat with the other arm, alternating each rep.',
    },
  }],
  ['Dumbbell Hammer Front Raise', {
    grips: ['Neutral'],
    s: { setup: 'Stand tall with a dumbbell in each hand in front of your thighs, palms facing each other.' },
  }],
  ['Dumbbell Two-Hand Front Raise', {
    s: { setup: 'Stand tall holding one dumbbell by the handle with both hands in front of your thighs.' },
  }],
  ['Dumbbell Front Raise to Overhead', {
    primary_muscles: ['Front Shoulders', 'Traps'], difficulty: 'Intermediate',
    s: {
      raise: 'With your arms straight, raise the dumbbells in front of you and keep going until they are overhead.',
      lower: 'Lower slowly along the same path back to your thighs.',
    },
  }],
  ['Dumbbell Incline Front Raise', {
    grips: ['Neutral'],
    s: {
      setup: 'Sit back on a bench set to about 45 degrees with a dumbbell in each hand hanging beside the bench, palms facing in.',
      raise: 'With a slight bend in your elbows, raise your arms in front of you until they point at the ceiling.',
      lower: 'Lower slowly until your arms hang beside the bench again.',
    },
  }],
  ['Dumbbell Seated Front Raise', {
    s: { setup: 'Sit on the end of a bench with your back straight and a dumbbell in each hand resting on your thighs.' },
  }],
]);

const upright: Family = {
  ...spec(['Side Shoulders', 'Traps'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Stand tall holding a dumbbell in each hand in front of your thighs, palms facing your body.',
    pull: 'Lead with your elbows and pull the weight up close to your body until your upper arms are parallel to the floor.',
    cue: 'Keep your elbows higher than your wrists at the top.',
    lower: 'Lower the weight slowly back to your thighs.',
  },
};

const rearDelt: Family = {
  ...spec(['Rear Shoulders', 'Traps (mid-back)'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Hold a dumbbell in each hand and hinge at your hips until your torso is nearly parallel to the floor, arms hanging below your chest.',
    raise: 'With a slight bend in your elbows, raise your arms out to the sides until they are in line with your body.',
    cue: 'Keep your neck neutral and lead with the backs of your shoulders rather than shrugging.',
    lower: 'Lower slowly until the weights hang below your chest again.',
  },
};
const proneIncline = 'Lie face down on a bench set to about 30 degrees with a dumbbell in each hand hanging straight down.';

const rearDelts = family(DB, rearDelt, [
  ['Dumbbell Rear Delt Fly'],
  ['Dumbbell Seated Rear Delt Fly', {
    s: { setup: 'Sit on the end of a bench and lean forward until your chest is close to your thighs, dumbbells hanging behind your calves.' },
  }],
  ['Dumbbell Chest-Supported Rear Delt Fly', { s: { setup: proneIncline } }],
  ['Dumbbell Head-Supported Rear Delt Fly', {
    s: { setup: 'Stand bent over with your forehead resting on the top of an incline bench and a dumbbell in each hand hanging below your chest.' },
  }],
  ['Dumbbell Single-Arm Rear Delt Fly', {
    s: {
      setup: 'Brace one hand on a bench and hinge forward, holding a dumbbell in the other hand below your shoulder.',
      raise: 'With a slight bend in your elbow, raise your arm out to the side until it is in line with your body.',
      lower: 'Lower it slowly and switch arms after the set.',
    },
  }],
  ['Dumbbell Side-Lying Rear Delt Raise', {
    primary_muscles: ['Rear Shoulders'], difficulty: 'Intermediate',
    s: {
      setup: 'Lie on your side on a flat bench holding a dumbbell in your top hand, arm hanging down in front of your chest.',
      raise: 'Raise the dumbbell up and back until your arm points at the ceiling, keeping a slight bend in your elbow.',
      lower: 'Lower it slowly in front of your chest and switch sides after the set.',
    },
  }],
  ['Dumbbell Incline Y-Raise', {
    primary_muscles: ['Traps', 'Side Shoulders'],
    s: {
      setup: 'Lie face down on a bench set to about 30 degrees with a light dumbbell in each hand and your thumbs pointing up.',
      raise: 'Raise your arms forward and out in a Y shape until they are in line with your body.',
    },
  }],
  ['Dumbbell Incline T-Raise', {
    s: {
      setup: proneIncline,
      raise: 'Raise your arms straight out to the sides into a T, squeezing your shoulder blades together at the top.',
    },
  }],
  ['Dumbbell Incline W-Raise', {
    s: {
      setup: proneIncline,
      raise: 'Pull your elbows back and down into a W shape, turning your hands up and squeezing your shoulder blades together.',
    },
  }],
  ['Dumbbell Rear Delt Row', {
    primary_muscles: ['Rear Shoulders', 'Traps (mid-back)', 'Lats'], mechanic: 'Compound', grips: ['Overhand'],
    s: { raise: 'Row the dumbbells up and out with your elbows flared wide until your upper arms are in line with your shoulders.' },
  }],
]);

const rotation: Family = {
  ...spec(['Rear Shoulders'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Lie on your side with a light dumbbell in your top hand, elbow bent 90 degrees and tucked against your side.',
    rotate: 'Keeping your elbow pinned, rotate your forearm up until the dumbbell points toward the ceiling.',
    lower: 'Lower slowly until your forearm rests across your stomach.',
    switch: 'Finish the set, then turn over and work the other arm.',
  },
};

const rotationSwitch = 'Finish the set, then switch sides.';

const shoulderRotations = family(DB, rotation, [
  ['Dumbbell Side-Lying External Rotation'],
  ['Dumbbell Side-Lying Internal Rotation', {
    primary_muscles: ['Chest', 'Front Shoulders'],
    s: {
      setup: 'Lie on your side with a light dumbbell in your bottom hand, elbow bent 90 degrees and tucked against your side.',
      rotate: 'Keeping your elbow pinned, rotate your forearm up toward your stomach.',
      lower: 'Lower slowly until your forearm points out in front of you near the floor.',
    },
  }],
  ['Dumbbell Seated External Rotation', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Sit with one foot up on a bench and rest your elbow on that knee, upper arm level with your shoulder and forearm pointing forward.',
      rotate: 'Keeping your elbow in place, rotate your upper arm to raise the dumbbell until your forearm points straight up.',
      lower: 'Lower slowly until your forearm is parallel to the floor again.',
      switch: rotationSwitch,
    },
  }],
  ['Dumbbell Prone External Rotation', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Lie face down on a flat bench with one upper arm resting out to the side on the bench and a light dumbbell hanging from that hand.',
      rotate: 'Keeping your elbow bent 90 degrees, rotate your forearm forward and up until it is level with the bench.',
      lower: 'Lower slowly until your forearm hangs straight down again.',
      switch: rotationSwitch,
    },
  }],
]);

const shoulderMisc: ExerciseSeed[] = [
  ...family(DB, upright, [
    ['Dumbbell Upright Row'],
    ['Dumbbell Single-Arm Upright Row', {
      s: {
        setup: 'Stand tall holding one dumbbell in front of your thigh, palm facing your body, with your free hand on your hip.',
        pull: 'Lead with your elbow and pull the weight up close to your body until your upper arm is parallel to the floor.',
        cue: 'Keep your elbow higher than your wrist at the top.',
        lower: 'Lower the weight slowly back to your thigh and switch arms after the set.',
      },
    }],
  ]),
  one(DB, 'Dumbbell Cuban Press', spec(['Rear Shoulders', 'Side Shoulders', 'Traps'], 'Pull', 'Compound', 'Intermediate', ['Overhand']), [
    'Stand tall holding light dumbbells in front of your thighs with an overhand grip.',
    'Row the dumbbells up until your upper arms are parallel to the floor and your elbows are bent 90 degrees.',
    'Rotate your forearms up and back until the dumbbells are directly above your elbows.',
    'Press the dumbbells overhead, then reverse each step slowly to return.',
  ]),
];

// ---------------------------------------------------------------------------------------------
// Back, traps and carries
// ---------------------------------------------------------------------------------------------

const row: Family = {
  ...spec(['Lats', 'Traps (mid-back)', 'Biceps'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Place your left knee and left hand on a flat bench and hold a dumbbell in your right hand with your arm hanging straight.',
    back: 'Keep your back flat and roughly parallel to the floor, with your shoulders square.',
    row: 'Pull the weight toward your hip, driving your elbow back close to your body.',
    top: 'Squeeze your back at the top, then lower until your arm is fully straight.',
    switch: 'Finish all reps on one side, then switch.',
  },
};
const rowThreePoint = 'Stand in a staggered stance and brace your free hand on a bench, holding a dumbbell below your shoulder with your other hand.';
const rowChestPad = 'Keep your chest pressed into the pad throughout the set.';
const rowBentBack = 'Keep your back flat, your knees soft and your core braced.';
const rowDeadStop = 'Lower the weight all the way to the floor and let it settle completely before the next rep.';
const rowBoth: StepEdits = {
  row: 'Pull both weights toward your hips, driving your elbows back close to your body.',
  top: 'Squeeze your back at the top, then lower until your arms are fully straight.',
  switch: null,
};
const rowReverse = 'Pull both weights toward your hips with your palms facing forward, keeping your elbows close to your sides.';
const rowAlternating = 'Row one weight toward your hip while the other hangs still, then alternate sides each rep.';
const rowBent: StepEdits = {
  ...rowBoth,
  setup: 'Hold a dumbbell in each hand and hinge at your hips until your torso is about 45 degrees or lower, arms hanging straight.',
  back: rowBentBack,
};
const rowGorilla: StepEdits = {
  back: 'Keep your back flat and your hips high throughout.',
  row: 'Row one weight to your hip while pushing down on the other to stay braced.',
  top: 'Lower it back to the floor and alternate sides each rep.',
  switch: null,
};

const rows = family(DB, row, [
  ['Dumbbell Single-Arm Row'],
  ['Dumbbell Three-Point Row', { s: { setup: rowThreePoint } }],
  ['Dumbbell Kroc Row', {
    difficulty: 'Advanced', female: false,
    s: {
      setup: rowThreePoint,
      back: 'Keep your torso just above parallel and allow a little controlled body English on the heaviest reps.',
      top: 'Pull through a full range of motion and lower under control for high reps.',
    },
  }],
  ['Dumbbell Dead-Stop Row', { difficulty: 'Intermediate', s: { setup: rowThreePoint, top: rowDeadStop } }],
  ['Dumbbell Lawnmower Row', {
    primary_muscles: ['Lats', 'Traps (mid-back)', 'Obliques'], difficulty: 'Intermediate',
    s: {
      setup: rowThreePoint,
      row: 'Start with the weight near your opposite shin, then pull it up and back to your hip while rotating your torso slightly open.',
    },
  }],
  ['Dumbbell Single-Arm Chest-Supported Row', {
    s: { setup: 'Lie face down on a bench set to about 30 degrees with one dumbbell hanging straight down from your working arm.', back: rowChestPad },
  }],
  ['Dumbbell Chest-Supported Row', { s: { ...rowBoth, setup: proneIncline, back: rowChestPad } }],
  ['Dumbbell Chest-Supported Reverse-Grip Row', {
    primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], grips: ['Underhand'],
    s: { ...rowBoth, setup: proneIncline, back: rowChestPad, row: rowReverse },
  }],
  ['Dumbbell Seal Row', {
    difficulty: 'Intermediate', female: false,
    s: { ...rowBoth, setup: 'Lie face down on a high flat bench with a dumbbell in each hand hanging straight down toward the floor.', back: rowChestPad },
  }],
  ['Dumbbell Helms Row', {
    difficulty: 'Intermediate',
    s: {
      ...rowBoth,
      setup: 'Stand behind a bench set to about 30 degrees and lean your chest onto the top edge, holding a dumbbell in each hand.',
      back: 'Keep your chest lightly touching the pad without resting your full weight on it.',
    },
  }],
  ['Dumbbell Bent-Over Row', { s: rowBent }],
  ['Dumbbell Reverse-Grip Bent-Over Row', {
    primary_muscles: ['Lats', 'Biceps', 'Traps (mid-back)'], grips: ['Underhand'], s: { ...rowBent, row: rowReverse },
  }],
  ['Dumbbell Alternating Bent-Over Row', {
    difficulty: 'Intermediate',
    s: { ...rowBent, row: rowAlternating },
  }],
  ['Dumbbell Pendlay Row', {
    difficulty: 'Intermediate', female: false,
    s: {
      ...rowBent,
      setup: 'Set a dumbbell on the floor outside each foot and hinge until your torso is nearly parallel to the floor, gripping both handles.',
      row: 'Row both weights explosively toward your hips without raising your torso.',
      top: 'Lower them back to the floor and let them settle completely before each rep.',
    },
  }],
  ['Dumbbell Gorilla Row', {
    difficulty: 'Intermediate',
    s: { ...rowGorilla, setup: 'Stand with your feet wide and two dumbbells on the floor between them, then hinge down to grip both handles.' },
  }],
]);

const shrug: Family = {
  ...spec(['Traps'], 'Pull', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Stand tall holding a heavy dumbbell in each hand at your sides, arms straight.',
    shrug: 'Shrug your shoulders straight up toward your ears as high as you can without bending your elbows.',
    lower: 'Hold the top for a second, then lower your shoulders slowly to a full stretch.',
    cue: 'Move straight up and down rather than rolling your shoulders.',
  },
};

const shrugs = family(DB, shrug, [
  ['Dumbbell Shrug'],
  ['Dumbbell Seated Shrug', { s: { setup: 'Sit on the end of a bench with a dumbbell hanging at each side and your back straight.' } }],
  ['Dumbbell Incline Shrug', {
    primary_muscles: ['Traps', 'Traps (mid-back)'], difficulty: 'Beginner',
    s: {
      setup: 'Lie face down on a bench set to about 45 degrees with a dumbbell hanging from each hand.',
      shrug: 'Pull your shoulder blades up and back toward your ears without bending your elbows.',
    },
  }],
]);

const carry: Family = {
  ...spec(['Forearms', 'Traps', 'Abdominals'], 'Hold', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Deadlift a heavy dumbbell in each hand and stand tall with your shoulders back and down.',
    brace: 'Brace your core and keep your ribs stacked over your hips.',
    walk: 'Walk forward with short, quick steps, keeping the load still.',
    finish: 'Walk the set distance, then hinge to set the weights down with a flat back.',
  },
};
const carrySuitcaseBrace = 'Brace your core so you stay upright without leaning toward or away from the weight.';
const carryOverheadBrace = 'Brace your core and keep your ribs down so your lower back does not arch.';
const carrySwitch = 'Walk the set distance, set the weight down and repeat with the other hand.';
const carryLower = 'Walk the set distance, then lower the load back to the floor under control.';
const carrySuitcase: StepEdits = { brace: carrySuitcaseBrace, finish: carrySwitch };
const carryMarch = 'March in place, lifting each knee to hip height while keeping your torso level.';
const carryMarchSwitch = 'March for the set time, then switch hands.';

const carries = family(DB, carry, [
  ["Dumbbell Farmer's Walk"],
  ['Dumbbell Suitcase Carry', {
    primary_muscles: ['Obliques', 'Forearms', 'Abdominals'],
    s: { ...carrySuitcase, setup: 'Deadlift one heavy dumbbell in one hand and stand tall with your shoulders level.' },
  }],
  ['Dumbbell Overhead Carry', {
    primary_muscles: ['Front Shoulders', 'Traps', 'Abdominals'], difficulty: 'Intermediate',
    s: { setup: 'Press a dumbbell in each hand overhead and lock your arms out beside your ears.', brace: carryOverheadBrace, finish: carryLower },
  }],
  ["Dumbbell Waiter's Walk", {
    primary_muscles: ['Front Shoulders', 'Abdominals', 'Obliques'], difficulty: 'Intermediate',
    s: { setup: 'Press one dumbbell overhead and lock your arm out beside your ear.', brace: carryOverheadBrace, finish: carrySwitch },
  }],
  ['Dumbbell Front Rack Carry', {
    primary_muscles: ['Abdominals', 'Front Shoulders', 'Traps (mid-back)'],
    s: { setup: 'Clean two dumbbells to your shoulders and rest one end of each on your shoulders, elbows pointing forward.', finish: carryLower },
  }],
  ['Dumbbell Suitcase March', {
    primary_muscles: ['Obliques', 'Abdominals', 'Hip Flexors'],
    s: { ...carrySuitcase, setup: 'Deadlift one heavy dumbbell in one hand and stand tall with your shoulders level.', walk: carryMarch, finish: carryMarchSwitch },
  }],
  ["Dumbbell Farmer's Hold", {
    primary_muscles: ['Forearms', 'Traps'], difficulty: 'Novice',
    s: {
      walk: 'Stand still and hold the weights for the set time without letting your shoulders drop.',
      finish: 'When the time is up, hinge to set the weights down with a flat back.',
    },
  }],
  ["Dumbbell Farmer's Walk on Toes", {
    primary_muscles: ['Calves', 'Forearms', 'Traps'], difficulty: 'Intermediate', female: false,
    s: { walk: 'Rise onto the balls of your feet and walk forward with short steps without letting your heels touch down.' },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Hinges, bridges and hip work
// ---------------------------------------------------------------------------------------------

const rdl: Family = {
  ...spec(['Hamstrings', 'Glutes', 'Lower back'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Stand with your feet hip-width apart holding a dumbbell in front of each thigh, palms facing you.',
    hinge: 'Soften your knees, then push your hips back and slide the weight down your thighs with your back flat.',
    depth: 'Lower until you feel a strong stretch in your hamstrings, usually around mid-shin.',
    stand: 'Drive your hips forward to stand tall, squeezing your glutes at the top.',
    breathe: 'Take a breath and brace your core before each rep.',
  },
};
const rdlSingleLeg: StepEdits = {
  hinge: 'Hinge at your hip and let your free leg extend behind you as your torso tips forward, keeping your hips square.',
  depth: 'Lower until your torso is nearly parallel to the floor or you feel a strong hamstring stretch.',
  stand: 'Drive your standing hip forward to return upright, then switch legs after the set.',
};
const rdlBStanceStand = 'Drive your front hip forward to stand tall, then switch sides after the set.';
const goodMorning: StepEdits = {
  hinge: 'Soften your knees and push your hips back, tipping your torso forward with a flat back.',
  depth: 'Lower until your torso is nearly parallel to the floor or your hamstrings stop you.',
};

const rdls = family(DB, rdl, [
  ['Dumbbell Romanian Deadlift'],
  ['Dumbbell Stiff-Leg Deadlift', {
    difficulty: 'Intermediate',
    s: {
      hinge: 'Keep your legs nearly straight and hinge at your hips to lower the weights toward the floor with your back flat.',
      depth: 'Lower as far as your hamstrings allow without rounding your back.',
    },
  }],
  ['Dumbbell Single-Leg Romanian Deadlift', {
    primary_muscles: ['Hamstrings', 'Glutes'], difficulty: 'Intermediate',
    s: { ...rdlSingleLeg, setup: 'Stand on your left leg holding a dumbbell in each hand in front of your thighs.' },
  }],
  ['Dumbbell Single-Arm Single-Leg Romanian Deadlift', {
    primary_muscles: ['Hamstrings', 'Glutes'], difficulty: 'Intermediate', female: false,
    s: { ...rdlSingleLeg, setup: 'Stand on your left leg holding one dumbbell in your right hand.' },
  }],
  ['Dumbbell B-Stance Romanian Deadlift', {
    primary_muscles: ['Hamstrings', 'Glutes'],
    s: {
      setup: 'Hold a dumbbell in each hand and stand with most of your weight on your front foot, the toes of your back foot beside your front heel.',
      stand: rdlBStanceStand,
    },
  }],
  ['Dumbbell Good Morning', {
    primary_muscles: ['Hamstrings', 'Lower back', 'Glutes'], grips: ['Neutral'],
    s: { ...goodMorning, setup: 'Stand with your feet hip-width apart holding one dumbbell against your upper chest with both hands.' },
  }],
]);

const deadlift: Family = {
  ...spec(['Glutes', 'Hamstrings', 'Quads'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Stand with your feet hip-width apart and a dumbbell on the floor outside each foot.',
    grip: 'Push your hips back and bend your knees to grip the handles, back flat and chest up.',
    lift: 'Drive through your whole foot to stand up, keeping the weight close to your legs.',
    lockout: 'Squeeze your glutes at the top without leaning back.',
    lower: 'Lower the weight to the floor by hinging first and then bending your knees.',
  },
};
const deadliftSumo = 'Drive through your heels and push your knees out to stand tall.';
const deadliftSuitcase: StepEdits = {
  grip: 'Push your hips back and bend your knees to grip the handle, keeping your shoulders level.',
  lift: 'Stand up tall without leaning toward the weight.',
  lower: 'Lower the weight back to the floor with control, and switch sides after the set.',
};

const deadlifts = family(DB, deadlift, [
  ['Dumbbell Deadlift'],
  ['Dumbbell Sumo Deadlift', {
    primary_muscles: ['Glutes', 'Adductors', 'Hamstrings'], grips: ['Overhand'],
    s: {
      setup: 'Stand with your feet wide and toes turned out, holding one dumbbell vertically by its top end between your legs.',
      grip: 'Push your hips back and bend your knees to lower the dumbbell toward the floor with your chest up.',
      lift: deadliftSumo,
    },
  }],
  ['Dumbbell Suitcase Deadlift', {
    primary_muscles: ['Glutes', 'Quads', 'Obliques'],
    s: { ...deadliftSuitcase, setup: 'Stand with one dumbbell on the floor beside your right foot.' },
  }],
]);

const hipThrust: Family = {
  ...spec(['Glutes', 'Hamstrings'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Sit on the floor with your upper back against the edge of a bench and a dumbbell resting across your hips.',
    feet: 'Plant your feet flat about hip-width apart so your shins are vertical at the top.',
    drive: 'Hold the weight in place and drive through your heels to lift your hips until your body is straight from shoulders to knees.',
    top: 'Squeeze your glutes hard at the top with your chin tucked and ribs down.',
    lower: 'Lower your hips under control until they almost touch the floor.',
    extra: '',
  },
};
const bridgeSingle: StepEdits = {
  feet: 'Plant one foot flat with your shin vertical at the top and lift the other foot off the floor.',
  extra: 'Finish all reps on one leg, then switch.',
};
const bridgeLower = 'Lower your hips slowly back to the floor.';

const hipThrusts = family(DB, hipThrust, [
  ['Dumbbell Hip Thrust'],
  ['Dumbbell Single-Leg Hip Thrust', { difficulty: 'Intermediate', s: bridgeSingle }],
  ['Dumbbell B-Stance Hip Thrust', {
    s: {
      feet: 'Plant one foot flat under your knee and set the other foot a little forward with only its heel down.',
      extra: bridgeSingle.extra,
    },
  }],
  ['Dumbbell Glute Bridge', {
    difficulty: 'Novice',
    s: { setup: 'Lie on your back with your knees bent and a dumbbell resting across your hips.', lower: bridgeLower },
  }],
  ['Dumbbell Single-Leg Glute Bridge', {
    s: { ...bridgeSingle, setup: 'Lie on your back with your knees bent and a dumbbell resting across your hips.', lower: bridgeLower },
  }],
  ['Dumbbell Frog Pump', {
    primary_muscles: ['Glutes', 'Abductors'],
    s: {
      setup: 'Lie on your back with your knees bent and a dumbbell resting across your hips.',
      feet: 'Press the soles of your feet together close to your hips and let your knees fall open.',
      drive: 'Hold the weight in place and drive through the outer edges of your feet to lift your hips as high as you can.',
      lower: bridgeLower,
    },
  }],
]);

const hipIsolation: ExerciseSeed[] = [
  one(DB, 'Dumbbell Lying Leg Curl', spec(['Hamstrings'], 'Pull', 'Isolation', 'Intermediate', []), [
    'Lie face down on a flat bench with your knees just off the end and a dumbbell held vertically between your feet.',
    'Squeeze your feet together to secure the dumbbell and keep your hips pressed into the bench.',
    'Curl your heels toward your glutes as far as you can.',
    'Lower the dumbbell slowly until your legs are almost straight.',
  ], false),
  one(DB, 'Dumbbell Donkey Kick', spec(['Glutes'], 'Push', 'Isolation', 'Beginner', []), [
    'Kneel on all fours with a light dumbbell tucked into the crease behind one knee.',
    'Keep that knee bent at 90 degrees and squeeze your calf against your thigh to hold the dumbbell.',
    'Drive your foot toward the ceiling until your thigh is parallel to the floor, without arching your lower back.',
    'Lower under control and switch sides after the set.',
  ]),
  one(DB, 'Dumbbell Side-Lying Hip Abduction', spec(['Abductors', 'Glutes'], 'Push', 'Isolation', 'Beginner', ['Overhand']), [
    'Lie on your side with your legs straight and a light dumbbell resting on the outside of your top thigh.',
    'Hold the dumbbell in place with your top hand.',
    'Raise your top leg as high as you can without rolling your hips back.',
    'Lower slowly and switch sides after the set.',
  ]),
];

// ---------------------------------------------------------------------------------------------
// Squats, lunges and calves
// ---------------------------------------------------------------------------------------------

const squat: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Hold one dumbbell vertically against your chest with both hands cupping the top end.',
    stance: 'Stand with your feet shoulder-width apart and your toes turned out slightly.',
    descend: 'Sit your hips down between your heels, keeping your chest up and your elbows inside your knees.',
    depth: 'Squat until your thighs are at least parallel to the floor, keeping your heels down.',
    extra: '',
    rise: 'Drive through your whole foot to stand back up, exhaling as you rise.',
    after: '',
  },
};
const squatBox: StepEdits = {
  stance: 'Stand in front of a box with your feet shoulder-width apart and your toes turned out slightly.',
  depth: 'Sit back until you lightly touch the box, without relaxing or rocking back.',
};
const squatPause = 'Hold the bottom position for two to three seconds while staying tight.';
const squatOffsetDescend = 'Sit your hips down between your heels, resisting the pull to lean toward the weight.';
const squatFrontDescend = 'Sit your hips down between your heels, keeping your elbows up and your torso upright.';
const squatSumo: StepEdits = {
  stance: 'Stand with your feet wide and your toes turned out about 45 degrees.',
  descend: 'Lower your hips straight down, pushing your knees out over your toes.',
  depth: 'Squat until your thighs are parallel to the floor or the weight nearly touches it.',
};
const squatOverhead = 'Sit your hips down between your heels while keeping the weight stacked over your shoulder.';
const squatCossack: StepEdits = {
  stance: 'Stand with your feet very wide and your toes pointing slightly out.',
  descend: 'Shift your weight to one side and sit down over that leg, letting the other leg straighten with its toes up.',
  depth: 'Sink as low as you can with your working heel flat and your chest up.',
  rise: 'Push back to the middle and alternate sides each rep.',
};
const squatThruster: StepEdits = {
  descend: squatFrontDescend,
  rise: 'Drive up hard out of the squat and use that momentum to press overhead in one motion.',
  after: 'Lower back to the rack position as you sink into the next squat.',
};
const squatSidesDescend = 'Sit your hips down and back, keeping your chest up and the weights hanging straight.';
const dbSquatSides = 'Hold a dumbbell in each hand at your sides, arms straight and palms facing in.';
const dbFrontRack = 'Hold a dumbbell in each hand with one end of each resting on the front of your shoulders, elbows high.';

const squats = family(DB, squat, [
  ['Dumbbell Goblet Squat'],
  ['Dumbbell Heel-Elevated Goblet Squat', {
    primary_muscles: ['Quads', 'Glutes'],
    s: {
      stance: 'Stand with your heels on a small plate or wedge and your feet about hip-width apart.',
      descend: 'Sit straight down between your heels, letting your knees travel well forward over your toes.',
    },
  }],
  ['Dumbbell Goblet Box Squat', { s: squatBox }],
  ['Dumbbell Box Squat', { s: { ...squatBox, setup: dbSquatSides, descend: squatSidesDescend } }],
  ['Dumbbell Goblet Pause Squat', { difficulty: 'Intermediate', s: { extra: squatPause } }],
  ['Dumbbell 1.5-Rep Goblet Squat', {
    difficulty: 'Intermediate',
    s: { rise: 'Rise halfway, sink back to the bottom, then drive all the way up to standing; that counts as one rep.' },
  }],
  ['Dumbbell Squat', {
    s: { setup: dbSquatSides, descend: squatSidesDescend },
  }],
  ['Dumbbell Front Squat', { difficulty: 'Intermediate', grips: ['Overhand'], s: { setup: dbFrontRack, descend: squatFrontDescend } }],
  ['Dumbbell Sumo Squat', {
    primary_muscles: ['Quads', 'Adductors', 'Glutes'], grips: ['Overhand'],
    s: { ...squatSumo, setup: 'Hold one dumbbell vertically by its top end with both hands, arms hanging between your legs.' },
  }],
  ['Dumbbell Suitcase Squat', {
    primary_muscles: ['Quads', 'Glutes', 'Obliques'],
    s: {
      setup: 'Hold one dumbbell at your side in one hand with your arm straight.',
      descend: 'Sit your hips down and back, keeping your chest up and your shoulders level.',
      after: 'Finish the set, then switch hands.',
    },
  }],
  ['Dumbbell Jump Squat', {
    primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Intermediate', female: false,
    s: {
      setup: dbSquatSides,
      descend: squatSidesDescend,
      depth: 'Squat to about quarter depth, then drive up explosively and jump as high as you can.',
      rise: 'Land softly, absorb the landing through your hips and knees, and go straight into the next rep.',
    },
  }],
  ['Dumbbell Single-Arm Overhead Squat', {
    primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'], difficulty: 'Advanced', grips: ['Overhand'], female: false,
    s: { setup: 'Hold one dumbbell locked out overhead with your arm straight and your biceps beside your ear.', descend: squatOverhead },
  }],
  ['Dumbbell Cossack Squat', { primary_muscles: ['Adductors', 'Quads', 'Glutes'], difficulty: 'Intermediate', s: squatCossack }],
  ['Dumbbell Thruster', {
    primary_muscles: ['Quads', 'Front Shoulders', 'Glutes'], difficulty: 'Intermediate', grips: ['Overhand'],
    s: { ...squatThruster, setup: dbFrontRack },
  }],
  ['Dumbbell Single-Arm Thruster', {
    primary_muscles: ['Quads', 'Front Shoulders', 'Glutes'], difficulty: 'Intermediate', grips: ['Overhand'],
    s: { ...squatThruster, setup: 'Hold one dumbbell at your shoulder with your free arm out to the side for balance.', descend: squatOffsetDescend },
  }],
]);

const pistol: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Advanced', ['Neutral']),
  steps: {
    setup: 'Hold one dumbbell vertically at your chest with both hands and stand on one leg.',
    reach: 'Reach your free leg straight out in front as you sit your hips back and down.',
    depth: 'Lower until your hamstring meets your calf, pushing the weight forward as a counterweight.',
    rise: 'Drive through your standing foot to rise without letting the free foot touch the floor.',
  },
};

const singleLegSquats = family(DB, pistol, [
  ['Dumbbell Pistol Squat', { female: false }],
  ['Dumbbell Single-Leg Box Squat', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Hold one dumbbell vertically at your chest and stand on one leg in front of a box or bench.',
      depth: 'Lower until you lightly touch the box, pushing the weight forward as a counterweight.',
    },
  }],
  ['Dumbbell Skater Squat', {
    s: {
      setup: 'Hold a light dumbbell in each hand and stand on one leg.',
      reach: 'Bend your free knee so that foot stays behind you as you sit your hips back and down.',
      depth: 'Lower until your back knee lightly touches a pad on the floor, letting the weights come forward as a counterweight.',
    },
  }],
]);

const lunge: Family = {
  ...spec(['Quads', 'Glutes'], 'Push', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Hold a dumbbell in each hand at your sides and take a long stride into a split stance.',
    lower: 'Lower straight down until your back knee nearly touches the floor and your front thigh is parallel to it.',
    cue: 'Keep your torso upright and your front knee tracking over your toes.',
    rise: 'Drive through your front foot to rise, finishing all reps before switching legs.',
  },
};
const lungeStand = 'Stand tall with a dumbbell in each hand at your sides and your feet hip-width apart.';
const lungeDbGoblet = 'Stand tall holding one dumbbell vertically against your chest, feet hip-width apart.';
const lungeReverse: StepEdits = {
  lower: 'Step one foot back and lower until your back knee nearly touches the floor.',
  rise: 'Drive through your front heel to bring your back foot forward and stand, then alternate legs.',
};
const lungeForward: StepEdits = {
  lower: 'Take a long step forward and lower until both knees are bent about 90 degrees.',
  rise: 'Push off your front foot to return to standing, then alternate legs.',
};
const lungeWalkRise = 'Push through your front foot and bring your back leg through into the next step, walking forward.';
const lungeOffsetCue = 'Keep your torso upright and your shoulders level as the weight pulls to one side.';
const lungeLateral: StepEdits = {
  lower: 'Take a wide step to one side and sit your hips back over that foot, keeping the other leg straight.',
  cue: 'Keep your chest up and both feet pointing forward.',
  rise: 'Push off the bent leg to return to the middle, then alternate sides.',
};
const lungeCurtsy: StepEdits = {
  ...lungeReverse,
  lower: 'Step one foot diagonally behind the other and lower until your back knee nearly touches the floor.',
  cue: 'Keep your hips square and your front knee over your toes.',
};
const stepUp: StepEdits = {
  lower: 'Place one whole foot on the box and drive through that heel until you stand on top with your leg straight.',
  cue: 'Keep your torso upright and avoid pushing off your back foot.',
  rise: 'Step down with control and finish all reps before switching legs.',
};
const stepUpLateral = 'Drive through that heel to stand up on the box with your leg straight.';
const bulgarianKb = 'Hold a kettlebell by the horns at your chest and rest the top of your back foot on a bench behind you.';

const lunges = family(DB, lunge, [
  ['Dumbbell Split Squat'],
  ['Dumbbell Goblet Split Squat', {
    s: { setup: 'Hold one dumbbell vertically at your chest and take a long stride into a split stance.' },
  }],
  ['Dumbbell Bulgarian Split Squat', {
    difficulty: 'Intermediate',
    s: { setup: 'Hold a dumbbell in each hand and stand about two feet in front of a bench with the top of your back foot resting on it.' },
  }],
  ['Dumbbell Goblet Bulgarian Split Squat', {
    difficulty: 'Intermediate',
    s: { setup: 'Hold one dumbbell vertically at your chest and stand about two feet in front of a bench with the top of your back foot resting on it.' },
  }],
  ['Dumbbell Front-Foot-Elevated Split Squat', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Hold a dumbbell in each hand and take a split stance with your front foot on a low step or plate.',
      lower: 'Lower until your back knee nearly touches the floor, letting your front knee travel forward.',
    },
  }],
  ['Dumbbell Lunge', { s: { ...lungeForward, setup: lungeStand } }],
  ['Dumbbell Reverse Lunge', { s: { ...lungeReverse, setup: lungeStand } }],
  ['Dumbbell Deficit Reverse Lunge', {
    difficulty: 'Intermediate', female: false,
    s: {
      ...lungeReverse,
      setup: 'Stand on a low step or plate with a dumbbell in each hand at your sides.',
      lower: 'Step one foot back off the platform and lower until your back knee nearly touches the floor.',
    },
  }],
  ['Dumbbell Goblet Reverse Lunge', { s: { ...lungeReverse, setup: lungeDbGoblet } }],
  ['Dumbbell Front Rack Reverse Lunge', {
    difficulty: 'Intermediate', grips: ['Overhand'],
    s: { ...lungeReverse, setup: 'Stand tall with a dumbbell in each hand resting on the front of your shoulders, elbows high.' },
  }],
  ['Dumbbell Single-Arm Reverse Lunge', {
    primary_muscles: ['Quads', 'Glutes', 'Obliques'], difficulty: 'Intermediate',
    s: { ...lungeReverse, setup: 'Stand tall holding one dumbbell at your side, feet hip-width apart.', cue: lungeOffsetCue },
  }],
  ['Dumbbell Walking Lunge', { difficulty: 'Intermediate', s: { ...lungeForward, setup: lungeStand, rise: lungeWalkRise } }],
  ['Dumbbell Overhead Lunge', {
    primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'], difficulty: 'Advanced', female: false,
    s: {
      ...lungeReverse,
      setup: 'Hold a dumbbell in each hand locked out overhead and stand with your feet hip-width apart.',
      cue: 'Keep your arms locked and your ribs down so the weights stay stacked over your shoulders.',
    },
  }],
  ['Dumbbell Jumping Lunge', {
    primary_muscles: ['Quads', 'Glutes', 'Calves'], difficulty: 'Advanced', female: false,
    s: {
      ...lungeForward,
      setup: lungeStand,
      rise: 'Jump up explosively, switch legs in the air and land softly in a lunge on the other side.',
    },
  }],
  ['Dumbbell Lateral Lunge', { primary_muscles: ['Quads', 'Glutes', 'Adductors'], s: { ...lungeLateral, setup: lungeStand } }],
  ['Dumbbell Goblet Lateral Lunge', { primary_muscles: ['Quads', 'Glutes', 'Adductors'], s: { ...lungeLateral, setup: lungeDbGoblet } }],
  ['Dumbbell Curtsy Lunge', { primary_muscles: ['Glutes', 'Quads'], s: { ...lungeCurtsy, setup: lungeStand } }],
  ['Dumbbell Goblet Curtsy Lunge', { primary_muscles: ['Glutes', 'Quads'], s: { ...lungeCurtsy, setup: lungeDbGoblet } }],
  ['Dumbbell Step-Up', { s: { ...stepUp, setup: 'Stand facing a box or bench with a dumbbell in each hand at your sides.' } }],
  ['Dumbbell Goblet Step-Up', { s: { ...stepUp, setup: 'Stand facing a box or bench holding one dumbbell vertically against your chest.' } }],
  ['Dumbbell Step-Down', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Stand on a box with a dumbbell in each hand and one foot hanging off the front edge.',
      lower: 'Bend your standing knee to slowly lower the free heel toward the floor in front of the box.',
      cue: 'Keep your hips level and your standing knee tracking over your toes.',
      rise: 'Lightly tap the heel down, then drive through your standing leg back to the top, finishing all reps before switching legs.',
    },
  }],
  ['Dumbbell Lateral Step-Up', {
    s: { ...stepUp, setup: 'Stand beside a box with a dumbbell in each hand and place your near foot on top.', lower: stepUpLateral },
  }],
  ['Dumbbell Crossover Step-Up', {
    difficulty: 'Intermediate',
    s: { ...stepUp, setup: 'Stand beside a box with a dumbbell in each hand and cross your far foot over to place it on top.', lower: stepUpLateral },
  }],
  ['Dumbbell Step-Up with Knee Drive', {
    difficulty: 'Intermediate',
    s: {
      ...stepUp,
      setup: 'Stand facing a box or bench with a dumbbell in each hand at your sides.',
      cue: 'At the top, drive your free knee up to hip height before stepping back down.',
    },
  }],
  ['Dumbbell Box Step-Over', {
    s: {
      ...stepUp,
      setup: 'Stand facing a box or bench with a dumbbell in each hand at your sides.',
      lower: 'Step up onto the box with one foot and bring the other foot up to stand tall on top.',
      rise: 'Step down the far side, turn around and continue back over, alternating the lead leg.',
    },
  }],
]);

const calfRaise: Family = {
  ...spec(['Calves'], 'Push', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Stand with the balls of your feet on the edge of a step and a dumbbell in each hand at your sides.',
    stretch: 'Let your heels drop below the step until you feel a stretch in your calves.',
    rise: 'Rise as high as you can onto the balls of your feet and pause at the top.',
    lower: 'Lower your heels slowly back to the full stretch.',
  },
};

const calfSingle: StepEdits = {
  stretch: 'Let your heel drop below the step until you feel a stretch in your calf.',
  rise: 'Rise as high as you can onto the ball of your foot and pause at the top.',
  lower: 'Lower your heel slowly back to the full stretch, finishing all reps before switching legs.',
};

const calfRaises = family(DB, calfRaise, [
  ['Dumbbell Standing Calf Raise'],
  ['Dumbbell Single-Leg Calf Raise', {
    difficulty: 'Beginner',
    s: { ...calfSingle, setup: 'Stand on one foot on the edge of a step, holding a dumbbell on that side and a support with your other hand.' },
  }],
  ['Dumbbell Seated Single-Leg Calf Raise', {
    difficulty: 'Beginner',
    s: {
      ...calfSingle,
      setup: 'Sit on a bench with the ball of one foot on a plate or step and a dumbbell resting on that knee.',
      stretch: 'Let your heel drop toward the floor until you feel a stretch in your calf.',
    },
  }],
  ['Dumbbell Seated Calf Raise', {
    s: {
      setup: 'Sit on a bench with the balls of your feet on a plate or step and a dumbbell resting on each knee.',
      stretch: 'Let your heels drop toward the floor until you feel a stretch in your calves.',
    },
  }],
]);

// ---------------------------------------------------------------------------------------------
// Arms
// ---------------------------------------------------------------------------------------------

const curl: Family = {
  ...spec(['Biceps', 'Forearms'], 'Pull', 'Isolation', 'Novice', ['Underhand']),
  steps: {
    setup: 'Stand tall with a dumbbell in each hand, arms hanging at your sides and palms facing forward.',
    curl: 'Keep your upper arms pinned to your sides as you curl the weights up toward your shoulders.',
    top: 'Squeeze your biceps at the top without letting your elbows drift forward.',
    lower: 'Lower the weights slowly until your arms are fully straight.',
    extra: '',
    breathe: 'Exhale as you curl and inhale as you lower.',
  },
};
const curlAlternating = 'Keep your upper arms pinned to your sides and curl one arm at a time, alternating each rep.';
const curlInclineArms = 'Keep your upper arms still and pointing at the floor as you curl the weights toward your shoulders.';
const curlOut = 'Curl the weights up and out toward your shoulders, keeping your upper arms still.';
const curlSwitch = 'Finish all reps with one arm, then switch.';
const curlSeatedHammer = 'Sit on the end of a bench with a dumbbell in each hand, arms at your sides and palms facing each other.';
const curlHammerSetup = 'Stand tall with a dumbbell in each hand, arms at your sides and palms facing each other.';
const curlSingle: StepEdits = {
  top: 'Squeeze your biceps hard at the top.',
  lower: 'Lower the weight slowly until your arm is fully straight.',
  extra: curlSwitch,
};
const curlConcentration: StepEdits = {
  ...curlSingle,
  curl: 'Curl the weight toward your shoulder while keeping your upper arm still against your thigh.',
};
const curlPreacher: StepEdits = {
  ...curlSingle,
  curl: 'Curl the weight up until your forearm is nearly vertical.',
  lower: 'Lower slowly until your arm is almost straight, without relaxing at the bottom.',
};
const curlOneWeight: StepEdits = {
  curl: 'Keep your upper arms pinned to your sides as you curl the weight up toward your chest.',
  lower: 'Lower the weight slowly until your arms are fully straight.',
};

const curls = family(DB, curl, [
  ['Dumbbell Curl'],
  ['Dumbbell Alternating Curl', { s: { curl: curlAlternating } }],
  ['Dumbbell Single-Arm Curl', {
    s: {
      ...curlSingle,
      setup: 'Stand tall holding one dumbbell at your side, palm facing forward, with your free hand on your hip.',
      curl: 'Keep your upper arm pinned to your side as you curl the weight up toward your shoulder.',
    },
  }],
  ['Dumbbell Seated Curl', {
    s: { setup: 'Sit on the end of a bench with a dumbbell in each hand, arms hanging at your sides and palms facing forward.' },
  }],
  ['Dumbbell Seated Alternating Curl', {
    s: {
      setup: 'Sit on the end of a bench with a dumbbell in each hand, arms hanging at your sides and palms facing forward.',
      curl: curlAlternating,
    },
  }],
  ['Dumbbell Incline Curl', {
    difficulty: 'Beginner',
    s: {
      setup: 'Lie back on a bench set to about 45 degrees with a dumbbell in each hand, arms hanging straight down and palms facing forward.',
      curl: curlInclineArms,
    },
  }],
  ['Dumbbell Incline Alternating Curl', {
    difficulty: 'Beginner',
    s: {
      setup: 'Lie back on a bench set to about 45 degrees with a dumbbell in each hand, arms hanging straight down and palms facing forward.',
      curl: 'Keep your upper arms still and pointing at the floor as you curl one arm at a time, alternating each rep.',
    },
  }],
  ['Dumbbell Incline Inner-Biceps Curl', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Lie back on a bench set to about 45 degrees with your arms hanging down and turned out so your palms face away from your body.',
      curl: curlOut,
    },
  }],
  ['Dumbbell Inner-Biceps Curl', {
    difficulty: 'Beginner',
    s: { setup: 'Stand tall with a dumbbell in each hand, arms at your sides and turned out so your palms face away from your body.', curl: curlOut },
  }],
  ['Dumbbell Seated Inner-Biceps Curl', {
    difficulty: 'Beginner',
    s: {
      setup: 'Sit on the end of a bench with a dumbbell in each hand, arms at your sides and turned out so your palms face away from your body.',
      curl: curlOut,
    },
  }],
  ['Dumbbell Lying Supine Curl', {
    difficulty: 'Intermediate',
    s: {
      setup: 'Lie on your back on a high flat bench with a dumbbell in each hand, arms hanging straight down toward the floor and palms facing up.',
      curl: curlInclineArms,
    },
  }],
  ['Dumbbell Spider Curl', {
    difficulty: 'Beginner',
    s: { setup: 'Lie chest down on a bench set to about 45 degrees with a dumbbell in each hand, arms hanging straight down.', curl: curlInclineArms },
  }],
  ['Dumbbell Spider Hammer Curl', {
    difficulty: 'Beginner', grips: ['Neutral'],
    s: {
      setup: 'Lie chest down on a bench set to about 45 degrees with your arms hanging straight down and palms facing each other.',
      curl: curlInclineArms,
    },
  }],
  ['Dumbbell Concentration Curl', {
    difficulty: 'Beginner',
    s: {
      ...curlConcentration,
      setup: 'Sit on a bench with your legs apart and brace the back of one upper arm against your inner thigh, holding a dumbbell.',
    },
  }],
  ['Dumbbell Standing Concentration Curl', {
    difficulty: 'Intermediate',
    s: {
      ...curlSingle,
      setup: 'Bend forward at your hips with one hand on your knee and let a dumbbell hang straight down from your other arm.',
      curl: 'Curl the weight toward your chest while keeping your upper arm hanging still.',
    },
  }],
  ['Dumbbell Preacher Curl', {
    difficulty: 'Beginner',
    s: { ...curlPreacher, setup: 'Sit at a preacher bench with the back of one upper arm on the pad and a dumbbell in that hand, palm up.' },
  }],
  ['Dumbbell Two-Arm Preacher Curl', {
    difficulty: 'Beginner',
    s: {
      setup: 'Sit at a preacher bench with the backs of both upper arms on the pad and a dumbbell in each hand, palms up.',
      curl: 'Curl the weights up until your forearms are nearly vertical.',
      lower: 'Lower slowly until your arms are almost straight, without relaxing at the bottom.',
    },
  }],
  ['Dumbbell Preacher Hammer Curl', {
    difficulty: 'Beginner', grips: ['Neutral'],
    s: { ...curlPreacher, setup: 'Sit at a preacher bench with the back of one upper arm on the pad and a dumbbell in that hand, palm facing in.' },
  }],
  ['Dumbbell Reverse Preacher Curl', {
    primary_muscles: ['Forearms', 'Biceps'], difficulty: 'Intermediate', grips: ['Overhand'], female: false,
    s: { ...curlPreacher, setup: 'Sit at a preacher bench with the back of one upper arm on the pad and a dumbbell in that hand, palm facing down.' },
  }],
  ['Dumbbell Drag Curl', {
    difficulty: 'Intermediate',
    s: {
      curl: 'Pull your elbows back as you curl, dragging the weights up along the front of your body.',
      top: 'Stop when the weights reach your lower chest and squeeze your biceps.',
    },
  }],
  ['Dumbbell Waiter Curl', {
    difficulty: 'Beginner',
    s: { ...curlOneWeight, setup: 'Stand tall holding one dumbbell vertically with both palms flat under the top plate, arms hanging in front of you.' },
  }],
  ['Dumbbell 21s', {
    difficulty: 'Intermediate', female: false,
    s: {
      curl: 'Do seven curls from the bottom to halfway up, then seven from halfway to the top.',
      top: 'Finish with seven full-range curls without resting between the parts.',
    },
  }],
  ['Dumbbell Zottman Curl', {
    difficulty: 'Intermediate', grips: ['Rotating'],
    s: {
      lower: 'At the top, turn your palms to face down and lower the weights slowly with that overhand grip.',
      extra: 'Turn your palms to face forward again at the bottom before the next curl.',
    },
  }],
  ['Dumbbell Supinating Curl', {
    difficulty: 'Beginner', grips: ['Rotating'],
    s: {
      setup: curlHammerSetup,
      curl: 'Keep your upper arms pinned to your sides and turn your palms up as you curl the weights toward your shoulders.',
      lower: 'Reverse the rotation as you lower, finishing with your palms facing each other.',
    },
  }],
  ['Dumbbell Hammer Curl', { grips: ['Neutral'], s: { setup: curlHammerSetup } }],
  ['Dumbbell Alternating Hammer Curl', { grips: ['Neutral'], s: { setup: curlHammerSetup, curl: curlAlternating } }],
  ['Dumbbell Seated Hammer Curl', { grips: ['Neutral'], s: { setup: curlSeatedHammer } }],
  ['Dumbbell Seated Alternating Hammer Curl', { grips: ['Neutral'], s: { setup: curlSeatedHammer, curl: curlAlternating } }],
  ['Dumbbell Incline Hammer Curl', {
    difficulty: 'Beginner', grips: ['Neutral'],
    s: {
      setup: 'Lie back on a bench set to about 45 degrees with a dumbbell in each hand, arms hanging straight down and palms facing each other.',
      curl: curlInclineArms,
    },
  }],
  ['Dumbbell Cross-Body Hammer Curl', {
    grips: ['Neutral'],
    s: {
      setup: curlHammerSetup,
      curl: 'Curl one dumbbell across your body toward the opposite shoulder, keeping your palm facing in.',
      lower: 'Lower it slowly and repeat with the other arm.',
    },
  }],
  ['Dumbbell Reverse Curl', {
    primary_muscles: ['Forearms', 'Biceps'], difficulty: 'Beginner', grips: ['Overhand'],
    s: { setup: 'Stand tall with a dumbbell in each hand, arms at your sides and palms facing back.' },
  }],
  ['Dumbbell Curl to Press', {
    primary_muscles: ['Biceps', 'Front Shoulders'], mechanic: 'Compound', difficulty: 'Beginner', grips: ['Rotating'],
    s: { top: 'At the top of the curl, turn your palms forward and press the weights overhead, then reverse the path back down.' },
  }],
]);

const wristCurl: Family = {
  ...spec(['Forearms'], 'Pull', 'Isolation', 'Novice', ['Underhand']),
  steps: {
    setup: 'Sit on a bench and rest your forearms on your thighs, wrists just past your knees, holding a dumbbell in each hand palms up.',
    stretch: 'Let the dumbbells roll down toward your fingertips to stretch your forearms.',
    lift: 'Curl your wrists up as high as you can without lifting your forearms.',
    lower: 'Lower slowly back to the bottom position.',
  },
};

const forearmRotation: Family = {
  ...spec(['Forearms'], 'Pull', 'Isolation', 'Beginner', ['Rotating']),
  steps: {
    setup: 'Sit with your forearm resting on your thigh or a bench, holding one dumbbell by one end like a hammer.',
    out: 'Slowly rotate your forearm to turn your palm down as far as is comfortable.',
    back: 'Rotate back through the middle until your palm faces up.',
    cue: 'Keep your elbow still and move only your wrist and forearm.',
  },
};

const forearms: ExerciseSeed[] = [
  ...family(DB, wristCurl, [
    ['Dumbbell Wrist Curl'],
    ['Dumbbell Reverse Wrist Curl', {
      grips: ['Overhand'],
      s: {
        setup: 'Sit on a bench and rest your forearms on your thighs, wrists just past your knees, holding a dumbbell in each hand palms down.',
        stretch: null,
        lift: 'Lift the backs of your hands up as high as you can without lifting your forearms.',
      },
    }],
    ['Dumbbell Single-Arm Wrist Curl', {
      s: {
        setup: 'Kneel beside a flat bench and rest one forearm on it, wrist just past the edge, holding a dumbbell palm up.',
        stretch: 'Let the dumbbell roll down toward your fingertips to stretch your forearm.',
        lift: 'Curl your wrist up as high as you can without lifting your forearm.',
      },
    }],
    ['Dumbbell Single-Arm Reverse Wrist Curl', {
      grips: ['Overhand'],
      s: {
        setup: 'Kneel beside a flat bench and rest one forearm on it, wrist just past the edge, holding a dumbbell palm down.',
        stretch: null,
        lift: 'Lift the back of your hand up as high as you can without lifting your forearm.',
      },
    }],
    ['Dumbbell Finger Curl', {
      difficulty: 'Beginner',
      s: {
        stretch: 'Let the dumbbells roll all the way down to your fingertips, opening your hands.',
        lift: 'Close your fingers to roll the dumbbells back into your palms, then curl your wrists up.',
      },
    }],
  ]),
  ...family(DB, forearmRotation, [
    ['Dumbbell Wrist Pronation and Supination'],
    ['Dumbbell Radial Deviation', {
      grips: ['Neutral'],
      s: {
        setup: 'Stand with your arm at your side holding a dumbbell by one end, with the weighted end in front of your hand.',
        out: 'Lift the weighted end up by bending your wrist toward your thumb.',
        back: 'Lower it slowly until your wrist is bent the other way.',
      },
    }],
    ['Dumbbell Ulnar Deviation', {
      grips: ['Neutral'],
      s: {
        setup: 'Stand with your arm at your side holding a dumbbell by one end, with the weighted end behind your hand.',
        out: 'Lift the weighted end up behind you by bending your wrist toward your little finger.',
        back: 'Lower it slowly until your wrist is bent the other way.',
      },
    }],
  ]),
];

const overheadExtension: Family = {
  ...spec(['Triceps'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Sit on a bench with back support and hold one dumbbell overhead with both hands cupping the top plate.',
    arms: 'Keep your upper arms close to your head and pointing at the ceiling.',
    lower: 'Bend your elbows to lower the weight behind your head until you feel a deep stretch in your triceps.',
    extend: 'Extend your elbows to press the weight back overhead without moving your upper arms.',
    breathe: 'Breathe in as you lower and out as you extend.',
  },
};

const skullCrusher: Family = {
  ...spec(['Triceps'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Lie on a flat bench holding a dumbbell in each hand over your shoulders, palms facing each other.',
    arms: 'Keep your upper arms still and angled slightly back toward your head.',
    lower: 'Bend your elbows to lower the weights beside your head.',
    extend: 'Extend your elbows to return to the start, squeezing your triceps.',
  },
};

const kickback: Family = {
  ...spec(['Triceps'], 'Push', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Hold a dumbbell in each hand and hinge forward until your torso is nearly parallel to the floor.',
    arms: 'Pull your elbows up so your upper arms are parallel to your torso and your elbows are bent 90 degrees.',
    extend: 'Extend your elbows to push the weights back until your arms are straight.',
    lower: 'Squeeze your triceps, then bend your elbows back to 90 degrees without moving your upper arms.',
  },
};

const triceps: ExerciseSeed[] = [
  ...family(DB, overheadExtension, [
    ['Dumbbell Seated Overhead Triceps Extension'],
    ['Dumbbell Standing Overhead Triceps Extension', {
      s: { setup: 'Stand with your feet hip-width apart and hold one dumbbell overhead with both hands cupping the top plate.' },
    }],
    ['Dumbbell Single-Arm Overhead Triceps Extension', {
      s: {
        setup: 'Sit or stand tall holding a dumbbell overhead in one hand, palm facing in.',
        arms: 'Keep your upper arm close to your head and pointing at the ceiling.',
        lower: 'Bend your elbow to lower the weight behind your head toward the opposite shoulder.',
        extend: 'Extend your elbow to press the weight back overhead without moving your upper arm.',
      },
    }],
  ]),
  ...family(DB, skullCrusher, [
    ['Dumbbell Skull Crusher'],
    ['Dumbbell Incline Skull Crusher', {
      difficulty: 'Intermediate',
      s: { setup: 'Lie on a bench set to about 30 degrees holding a dumbbell in each hand over your shoulders, palms facing each other.' },
    }],
    ['Dumbbell Decline Skull Crusher', {
      difficulty: 'Intermediate',
      s: { setup: 'Lie on a decline bench with your legs hooked under the pads, holding a dumbbell in each hand over your shoulders.' },
    }],
    ['Dumbbell Floor Skull Crusher', {
      s: {
        setup: 'Lie on the floor with your knees bent, holding a dumbbell in each hand over your shoulders, palms facing each other.',
        lower: 'Bend your elbows to lower the weights beside your head until they lightly touch the floor.',
      },
    }],
    ['Dumbbell Cross-Body Triceps Extension', {
      difficulty: 'Intermediate',
      s: {
        setup: 'Lie on a flat bench holding one dumbbell straight up over your shoulder, with your other hand supporting your upper arm.',
        arms: 'Keep your upper arm still and pointing at the ceiling.',
        lower: 'Bend your elbow to lower the dumbbell across your body toward the opposite shoulder.',
        extend: 'Extend your elbow to press the dumbbell back up, then switch arms after the set.',
      },
    }],
    ['Dumbbell Tate Press', {
      difficulty: 'Intermediate', grips: ['Overhand'],
      s: {
        setup: 'Lie on a flat bench holding a dumbbell in each hand over your chest, palms facing your feet and the ends touching.',
        arms: 'Keep your upper arms still and your elbows flared out to the sides.',
        lower: 'Bend your elbows to lower the dumbbells inward until they touch your chest.',
      },
    }],
    ['Dumbbell Rolling Triceps Extension', {
      mechanic: 'Compound', difficulty: 'Intermediate', female: false,
      s: {
        lower: 'Bend your elbows to lower the weights beside your head, then let your upper arms roll back until the dumbbells are behind your head.',
        extend: 'Pull your elbows back over your chest and extend your arms to press the weights up.',
      },
    }],
    ['Dumbbell JM Press', {
      primary_muscles: ['Triceps', 'Chest'], mechanic: 'Compound', difficulty: 'Intermediate', grips: ['Overhand'], female: false,
      s: {
        setup: 'Lie on a flat bench holding the dumbbells over your chest with your palms facing your feet.',
        arms: 'Keep your elbows tucked and pointing toward your feet.',
        lower: 'Lower the dumbbells toward your shoulders by bending your elbows and letting your upper arms drift slightly forward.',
        extend: 'Press the weights back up by straightening your elbows.',
      },
    }],
  ]),
  ...family(DB, kickback, [
    ['Dumbbell Triceps Kickback'],
    ['Dumbbell Seated Triceps Kickback', {
      s: { setup: 'Sit on the end of a bench and lean forward with a flat back, holding a dumbbell in each hand.' },
    }],
    ['Dumbbell Incline Triceps Kickback', {
      s: { setup: 'Lie face down on a bench set to about 30 degrees with a dumbbell in each hand.' },
    }],
    ['Dumbbell Single-Arm Triceps Kickback', {
      s: {
        setup: 'Place one knee and one hand on a flat bench and hold a dumbbell in the other hand.',
        arms: 'Pull your elbow up so your upper arm is parallel to your torso and your elbow is bent 90 degrees.',
        extend: 'Extend your elbow to push the weight back until your arm is straight.',
        lower: 'Squeeze your triceps, then bend your elbow back to 90 degrees and switch arms after the set.',
      },
    }],
  ]),
];

// ---------------------------------------------------------------------------------------------
// Core
// ---------------------------------------------------------------------------------------------

const russianTwist: Family = {
  ...spec(['Obliques', 'Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Sit on the floor with your knees bent and hold one dumbbell by its ends in front of your chest.',
    lean: 'Lean back until your torso is about 45 degrees and lift your feet off the floor if you can.',
    rotate: 'Rotate your torso to bring the weight beside one hip, then across to the other side.',
    cue: 'Turn your ribs and shoulders with the weight rather than just moving your arms.',
  },
};

const sideBend: Family = {
  ...spec(['Obliques'], 'Pull', 'Isolation', 'Novice', ['Neutral']),
  steps: {
    setup: 'Stand tall with a dumbbell in one hand at your side and your other hand on your hip.',
    bend: 'Bend sideways toward the weight as far as you can without leaning forward or back.',
    return: 'Use the obliques on your opposite side to pull yourself back upright.',
    switch: 'Finish all reps on one side, then switch hands.',
  },
};

const crunch: Family = {
  ...spec(['Abdominals'], 'Pull', 'Isolation', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Lie on your back with your knees bent and hold one dumbbell against your chest with both hands.',
    crunch: 'Curl your shoulders off the floor by contracting your abs, keeping your lower back down.',
    lower: 'Pause at the top, then lower slowly.',
    breathe: 'Exhale as you curl up and inhale as you lower.',
  },
};
const crunchDecline = 'Hook your feet under the pads of a decline bench and hold one dumbbell against your chest with both hands.';
const sitUp: StepEdits = {
  crunch: 'Curl your torso all the way up until your chest is close to your thighs, keeping your feet down.',
  lower: 'Lower slowly back to the floor one vertebra at a time.',
};

const deadBug: Family = {
  ...spec(['Abdominals'], 'Hold', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Lie on your back holding a dumbbell in each hand straight over your chest, hips and knees bent to 90 degrees.',
    brace: 'Press your lower back into the floor and brace your core.',
    extend: 'Slowly lower one arm back overhead as you straighten the opposite leg until both hover above the floor.',
    return: 'Return to the start and alternate sides, breathing out as you reach.',
  },
};

const woodchop: Family = {
  ...spec(['Obliques', 'Abdominals'], 'Pull', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Stand with your feet wide and hold one dumbbell with both hands beside one shoulder.',
    stance: '',
    chop: 'Rotate your torso and chop the weight diagonally down toward the outside of the opposite knee.',
    pivot: 'Pivot your back foot and bend your knees as the weight comes down.',
    return: 'Reverse the path under control and finish all reps before switching sides.',
  },
};
const woodchopLowHigh: StepEdits = {
  chop: 'Rotate your torso and drive the weight diagonally up past the opposite shoulder.',
  pivot: 'Pivot your back foot and extend your legs as the weight rises.',
};
const woodchopKneeling = 'Kneel on one knee with your front foot flat and your hips square, keeping your torso tall.';

const halo: Family = {
  ...spec(['Front Shoulders', 'Traps'], 'Push', 'Compound', 'Beginner', ['Neutral']),
  steps: {
    setup: 'Hold one dumbbell vertically by its ends in front of your chest.',
    circle: 'Circle it around your head, passing it close behind your neck.',
    brace: 'Keep your core braced and your hips still as you circle.',
    switch: 'Alternate directions each rep.',
  },
};

const windmill: Family = {
  ...spec(['Obliques', 'Glutes', 'Hamstrings'], 'Hold', 'Compound', 'Intermediate', ['Neutral']),
  steps: {
    setup: 'Press a dumbbell overhead in your right hand and turn both feet about 45 degrees to the left.',
    hinge: 'Push your right hip out and hinge to slide your left hand down the inside of your left leg.',
    eyes: 'Keep your eyes on the weight and your top arm vertical throughout.',
    return: 'Drive your hips back under you to stand tall, and finish all reps before switching sides.',
  },
};

const getUp: Family = {
  ...spec(['Front Shoulders', 'Abdominals', 'Glutes'], 'Push', 'Compound', 'Advanced', ['Neutral']),
  steps: {
    setup: 'Lie on your back holding a dumbbell straight up in your right hand, right knee bent and left arm and leg out at 45 degrees.',
    roll: 'Punch the weight toward the ceiling and roll up onto your left elbow, then onto your left hand.',
    bridge: 'Lift your hips, sweep your left leg under you and place that knee on the floor behind your hand.',
    stand: 'Bring your torso upright into a half-kneeling lunge, then stand up with the weight locked overhead.',
    reverse: 'Reverse each step slowly back to the floor, keeping your eyes on the weight.',
  },
};

const core: ExerciseSeed[] = [
  ...family(DB, russianTwist, [['Dumbbell Russian Twist']]),
  ...family(DB, sideBend, [['Dumbbell Side Bend']]),
  ...family(DB, crunch, [
    ['Dumbbell Crunch'],
    ['Dumbbell Sit-Up', { primary_muscles: ['Abdominals', 'Hip Flexors'], s: sitUp }],
    ['Dumbbell Decline Crunch', { difficulty: 'Intermediate', s: { setup: crunchDecline } }],
    ['Dumbbell Decline Sit-Up', {
      primary_muscles: ['Abdominals', 'Hip Flexors'], difficulty: 'Intermediate', female: false, s: { ...sitUp, setup: crunchDecline },
    }],
    ['Dumbbell Overhead Sit-Up', {
      primary_muscles: ['Abdominals', 'Hip Flexors'], difficulty: 'Intermediate',
      s: {
        ...sitUp,
        setup: 'Lie on your back with your knees bent and hold one dumbbell with both hands over your chest, arms straight.',
        crunch: 'Sit all the way up while keeping your arms straight so the weight finishes overhead.',
      },
    }],
    ['Dumbbell Toe Touch', {
      s: {
        setup: 'Lie on your back with your legs pointing straight up and hold one dumbbell over your chest with both hands.',
        crunch: 'Crunch up and reach the weight toward your toes, lifting your shoulder blades off the floor.',
      },
    }],
    ['Dumbbell V-Up', {
      primary_muscles: ['Abdominals', 'Hip Flexors'], difficulty: 'Intermediate',
      s: {
        setup: 'Lie flat on your back holding one dumbbell over your head with both hands and your legs straight.',
        crunch: 'Lift your legs and torso at the same time, bringing the weight toward your feet in a V shape.',
        lower: 'Lower back down with control until your shoulders and heels hover just off the floor.',
      },
    }],
    ['Dumbbell Leg Raise', {
      primary_muscles: ['Abdominals', 'Hip Flexors'], difficulty: 'Intermediate', grips: [],
      s: {
        setup: 'Lie on your back with a light dumbbell held between your feet and your hands by your sides.',
        crunch: 'Keep your legs straight and raise them until they point at the ceiling.',
        lower: 'Lower slowly until your heels hover above the floor without arching your lower back.',
        breathe: 'Exhale as you lift your legs and inhale as you lower them.',
      },
    }],
  ]),
  ...family(DB, deadBug, [['Dumbbell Dead Bug']]),
  ...family(DB, woodchop, [
    ['Dumbbell Woodchopper'],
    ['Dumbbell Low-to-High Woodchopper', {
      s: { ...woodchopLowHigh, setup: 'Stand with your feet wide and hold one dumbbell with both hands outside one knee.' },
    }],
    ['Dumbbell Half-Kneeling Woodchopper', {
      s: {
        setup: woodchopKneeling,
        stance: 'Hold one dumbbell with both hands beside the shoulder on the side of your down knee.',
        pivot: null,
      },
    }],
    ['Dumbbell Half-Kneeling Low-to-High Woodchopper', {
      s: {
        ...woodchopLowHigh,
        setup: woodchopKneeling,
        stance: 'Hold one dumbbell with both hands beside the hip on the side of your down knee.',
        pivot: null,
      },
    }],
  ]),
  ...family(DB, halo, [['Dumbbell Halo']]),
  ...family(DB, windmill, [['Dumbbell Windmill']]),
  ...family(DB, getUp, [['Dumbbell Turkish Get-Up', { female: false }]]),
];

// ---------------------------------------------------------------------------------------------
// Swings and Olympic-style lifts
// ---------------------------------------------------------------------------------------------

const swing: Family = {
  ...spec(['Glutes', 'Hamstrings', 'Lower back'], 'Pull', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Stand with your feet a little wider than shoulder-width and a kettlebell on the floor about a foot in front of you.',
    hike: 'Hinge at your hips, grip the handle with both hands and hike the kettlebell back between your legs.',
    snap: 'Snap your hips forward and squeeze your glutes to float the weight up to chest height, arms relaxed.',
    fall: 'Let the weight fall back, hinging at the hips only when your forearms meet your thighs.',
    breathe: 'Exhale sharply at the top of each swing.',
  },
};

const dumbbellSnatch: Family = {
  ...spec(['Glutes', 'Hamstrings', 'Front Shoulders'], 'Pull', 'Compound', 'Intermediate', ['Overhand']),
  steps: {
    setup: 'Stand with your feet hip-width apart and one dumbbell on the floor between your feet.',
    grip: 'Squat down with a flat back and grip the dumbbell with one hand, your free arm out to the side.',
    drive: 'Drive through your legs and extend your hips explosively, pulling the weight up close to your body.',
    catch: 'Punch your arm through and catch the weight overhead with a straight arm in a quarter squat.',
    finish: 'Stand tall, then lower the dumbbell to your shoulder and back to the floor.',
  },
};

const dumbbellClean: Family = {
  ...spec(['Glutes', 'Hamstrings', 'Traps'], 'Pull', 'Compound', 'Intermediate', ['Neutral']),
  steps: {
    setup: 'Stand with your feet hip-width apart holding a dumbbell in each hand at your sides.',
    hinge: 'Hinge at your hips and bend your knees to lower the weight to just above your knees.',
    jump: 'Extend your hips, knees and ankles explosively and shrug the weight up close to your body.',
    catch: 'Pull yourself under and catch the dumbbells on your shoulders with your elbows forward, in a quarter squat.',
    finish: 'Stand tall, then lower the weight back to the hang for the next rep.',
  },
};

const cleanSingle: StepEdits = {
  setup: 'Stand with your feet hip-width apart holding one dumbbell at your side.',
  catch: 'Pull yourself under and catch the dumbbell on your shoulder in a quarter squat.',
};

const power: ExerciseSeed[] = [
  ...family(DB, swing, [
    ['Dumbbell Swing', {
      primary_muscles: ['Glutes', 'Hamstrings'],
      s: {
        setup: 'Stand with your feet a little wider than shoulder-width, holding one dumbbell by one end with both hands.',
        hike: 'Hinge at your hips and swing the dumbbell back between your legs, keeping your back flat.',
      },
    }],
    ['Dumbbell Single-Arm Swing', {
      primary_muscles: ['Glutes', 'Hamstrings'], difficulty: 'Intermediate', grips: ['Neutral'],
      s: {
        setup: 'Stand with your feet a little wider than shoulder-width, holding one dumbbell by the handle in one hand.',
        hike: 'Hinge at your hips and swing the dumbbell back between your legs with one arm, keeping your back flat.',
      },
    }],
  ]),
  ...family(DB, dumbbellSnatch, [
    ['Dumbbell Snatch'],
    ['Dumbbell Hang Snatch', {
      s: {
        setup: 'Stand tall holding a dumbbell in one hand at arm length in front of your thigh.',
        grip: 'Hinge at your hips to lower the dumbbell to just above your knee, keeping your back flat.',
      },
    }],
    ['Dumbbell Alternating Snatch', {
      s: { finish: 'Stand tall, lower the dumbbell to the floor and switch hands for the next rep.' },
    }],
    ['Dumbbell Single-Arm High Pull', {
      primary_muscles: ['Traps', 'Glutes', 'Side Shoulders'],
      s: {
        catch: 'Pull the weight up to chest height with your elbow high and outside your wrist.',
        finish: 'Lower the dumbbell back to the floor under control.',
      },
    }],
  ]),
  ...family(DB, dumbbellClean, [
    ['Dumbbell Hang Clean'],
    ['Dumbbell Clean', {
      s: {
        setup: 'Stand with your feet hip-width apart and a dumbbell on the floor outside each foot.',
        hinge: 'Squat down with a flat back and grip the dumbbells.',
      },
    }],
    ['Dumbbell Single-Arm Hang Clean', { s: cleanSingle }],
    ['Dumbbell Single-Arm Clean and Press', {
      primary_muscles: ['Glutes', 'Front Shoulders', 'Traps'],
      s: {
        ...cleanSingle,
        finish: 'Stand tall and press the dumbbell overhead, then lower it back to the hang for the next rep.',
      },
    }],
    ['Dumbbell Squat Clean', {
      difficulty: 'Advanced', primary_muscles: ['Glutes', 'Quads', 'Traps'],
      s: {
        catch: 'Catch the dumbbells on your shoulders and ride straight down into a full squat.',
        finish: 'Drive up to standing, then lower the weight back to the hang for the next rep.',
      },
    }],
    ['Dumbbell Clean and Press', {
      primary_muscles: ['Glutes', 'Front Shoulders', 'Traps'],
      s: { finish: 'Stand tall and press the dumbbells overhead, then lower them back to the hang for the next rep.' },
    }],
    ['Dumbbell Clean and Jerk', {
      primary_muscles: ['Glutes', 'Front Shoulders', 'Traps'], difficulty: 'Advanced', female: false,
      s: { finish: 'Stand tall, dip and drive the dumbbells overhead, dropping into a split or quarter squat to lock them out.' },
    }],
  ]),
];

const dumbbells: ExerciseSeed[] = [
  ...chestPresses, ...chestFlies, ...pullovers, ...plankWork,
  ...shoulderPresses, ...lateralRaises, ...frontRaises, ...rearDelts, ...shoulderRotations, ...shoulderMisc,
  ...rows, ...shrugs, ...carries,
  ...rdls, ...deadlifts, ...hipThrusts, ...hipIsolation,
  ...squats, ...singleLegSquats, ...lunges, ...calfRaises,
  ...curls, ...forearms, ...triceps,
  ...core, ...power,
];

// =============================================================================================
// Kettlebells
// =============================================================================================

// Ballistics: swings, cleans, snatches --------------------------------------------------------

const kbSwings = family(KB, swing, [
  ['Kettlebell Swing'],
  ['Kettlebell American Swing', {
    primary_muscles: ['Glutes', 'Hamstrings', 'Front Shoulders'], difficulty: 'Intermediate',
    s: { snap: 'Snap your hips forward and keep the swing going until the weight is directly overhead with your arms straight.' },
  }],
  ['Kettlebell Single-Arm Swing', {
    difficulty: 'Intermediate',
    s: { hike: 'Hinge at your hips, grip the handle with one hand and hike the kettlebell back between your legs.' },
  }],
  ['Kettlebell Hand-to-Hand Swing', {
    difficulty: 'Intermediate',
    s: {
      hike: 'Hinge at your hips, grip the handle with one hand and hike the kettlebell back between your legs.',
      fall: 'At the top, switch hands on the handle, then let the weight fall back and hinge.',
    },
  }],
  ['Double Kettlebell Swing', {
    difficulty: 'Advanced', grips: ['Neutral'], female: false,
    s: {
      setup: 'Stand with your feet wider than shoulder-width and two kettlebells on the floor in front of you.',
      hike: 'Hinge at your hips, grip one kettlebell in each hand and hike them back between your legs.',
    },
  }],
  ['Kettlebell Dead-Stop Swing', {
    s: { fall: 'Let the weight swing back between your legs, then guide it forward and park it on the floor before every rep.' },
  }],
]);

const kbBallisticSetup = 'Stand with your feet a little wider than hip-width and a kettlebell on the floor just in front of you.';
const kbBallisticHike = 'Hinge and hike the kettlebell back between your legs with one hand.';
const kbDeadStart = 'Hinge down and grip the kettlebell with one hand, hips back and back flat.';
const kbBallisticSwitch = 'Complete all reps with one hand before changing to the other.';
const kbDouble: StepEdits = {
  setup: 'Stand with your feet a little wider than hip-width and two kettlebells on the floor just in front of you.',
  hike: 'Hinge and hike both kettlebells back between your legs.',
  switch: null,
};

const kbClean: Family = {
  ...spec(['Glutes', 'Hamstrings', 'Forearms'], 'Pull', 'Compound', 'Intermediate', ['Overhand']),
  steps: {
    setup: kbBallisticSetup,
    hike: kbBallisticHike,
    drive: 'Drive your hips forward and pull the kettlebell up close to your body, keeping your elbow tight to your ribs.',
    rack: 'Rotate your hand around the handle so the kettlebell rolls softly onto the back of your forearm in the rack position.',
    extra: '',
    top: 'Hold the rack with a straight wrist and vertical forearm, then let the kettlebell drop back between your legs.',
    switch: kbBallisticSwitch,
  },
};
const kbDoubleClean: StepEdits = {
  ...kbDouble,
  drive: 'Drive your hips forward and pull the kettlebells up close to your body, elbows tight to your ribs.',
  rack: 'Rotate your hands so the kettlebells roll softly onto your forearms in the rack position.',
  top: 'Hold the rack with straight wrists, then let the kettlebells drop back between your legs.',
};

const kbCleans = family(KB, kbClean, [
  ['Kettlebell Clean'],
  ['Kettlebell Dead Clean', {
    s: { hike: kbDeadStart, top: 'Hold the rack briefly, then lower the kettlebell back to the floor and let it come to a full stop.' },
  }],
  ['Kettlebell Hang Clean', {
    s: {
      setup: 'Stand tall holding a kettlebell by the handle in one hand with your arm hanging in front of you.',
      hike: 'Hinge at your hips to bring the kettlebell back between your knees with a flat back.',
    },
  }],
  ['Kettlebell Bottoms-Up Clean', {
    difficulty: 'Advanced',
    s: {
      rack: 'Crush the handle and stop the kettlebell with its bottom pointing up in front of your shoulder.',
      top: 'Hold it balanced for a moment, then let it drop back between your legs.',
    },
  }],
  ['Double Kettlebell Clean', { difficulty: 'Advanced', female: false, s: kbDoubleClean }],
  ['Kettlebell Clean and Press', {
    primary_muscles: ['Glutes', 'Front Shoulders', 'Triceps'],
    s: { extra: 'From the rack, press the kettlebell overhead to a straight arm, then lower it back to the rack.' },
  }],
  ['Double Kettlebell Clean and Press', {
    primary_muscles: ['Glutes', 'Front Shoulders', 'Triceps'], difficulty: 'Advanced',
    s: { ...kbDoubleClean, extra: 'From the rack, press both kettlebells overhead, then lower them back to the rack.' },
  }],
  ['Kettlebell Long Cycle', {
    primary_muscles: ['Glutes', 'Front Shoulders', 'Quads'], difficulty: 'Advanced', female: false,
    s: { extra: 'From the rack, dip and drive the kettlebell overhead, dropping under it to lock your arm out, then lower it back to the rack.' },
  }],
  ['Double Kettlebell Long Cycle', {
    primary_muscles: ['Glutes', 'Front Shoulders', 'Quads'], difficulty: 'Advanced',
    s: {
      ...kbDoubleClean,
      extra: 'From the rack, dip and drive both kettlebells overhead, dropping under them to lock your arms out, then lower them back to the rack.',
    },
  }],
]);

const kbSnatch: Family = {
  ...spec(['Glutes', 'Hamstrings', 'Front Shoulders'], 'Pull', 'Compound', 'Advanced', ['Overhand']),
  steps: {
    setup: kbBallisticSetup,
    hike: kbBallisticHike,
    drive: 'Drive your hips forward hard and let the kettlebell float up close to your body.',
    punch: 'As it passes your chest, punch your hand through so the kettlebell turns over softly onto your forearm.',
    top: 'Lock your arm out overhead with your biceps by your ear, then let the kettlebell drop back into the next swing.',
    switch: kbBallisticSwitch,
  },
};

const kbSnatches = family(KB, kbSnatch, [
  ['Kettlebell Snatch', { female: false }],
  ['Kettlebell Half Snatch', {
    difficulty: 'Intermediate',
    s: { top: 'Lock your arm out overhead, then bring the kettlebell down to the rack before dropping it into the next swing.' },
  }],
  ['Kettlebell Dead Snatch', {
    difficulty: 'Intermediate',
    s: { hike: kbDeadStart, top: 'Lock your arm out overhead, then lower the kettlebell back to the floor and let it come to a full stop.' },
  }],
  ['Kettlebell Split Snatch', {
    female: false,
    s: { top: 'Drop into a short split as you lock your arm out overhead, then step your feet together and let the kettlebell drop into the next swing.' },
  }],
  ['Kettlebell High Pull', {
    primary_muscles: ['Glutes', 'Traps', 'Rear Shoulders'], difficulty: 'Intermediate',
    s: {
      punch: 'Pull your elbow back and up so the kettlebell reaches chest height with your wrist straight.',
      top: 'Punch the kettlebell forward and let it swing back between your legs.',
    },
  }],
  ['Double Kettlebell Snatch', {
    female: false,
    s: {
      ...kbDouble,
      drive: 'Drive your hips forward hard and let the kettlebells float up close to your body.',
      punch: 'Punch both hands through so the kettlebells turn over softly onto your forearms.',
      top: 'Lock both arms out overhead, then let the kettlebells drop back into the next swing.',
    },
  }],
]);

// Grinds: presses and get-ups ---------------------------------------------------------------

const kbPress: Family = {
  ...spec(['Front Shoulders', 'Triceps', 'Side Shoulders'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Clean a kettlebell to the rack position, with the bell resting on the back of your forearm.',
    brace: 'Stand tall with your glutes squeezed, core braced and your free hand made into a fist.',
    press: 'Press the kettlebell straight up until your arm is locked out overhead, biceps by your ear.',
    lower: 'Lower the kettlebell under control back to the rack position.',
    breathe: 'Exhale as you press, and finish all reps before switching sides.',
  },
};
const kbPressDouble: StepEdits = {
  setup: 'Clean two kettlebells to the rack position, with the bells resting on the backs of your forearms.',
  press: 'Press both kettlebells straight up until your arms are locked out overhead.',
  lower: 'Lower both kettlebells under control back to the rack position.',
  breathe: ohpBreathe,
};
const kbHalfKneel = 'Kneel on the knee on the same side as the kettlebell, front foot flat, and squeeze the glute of the down leg.';
const kbBottomsUp: StepEdits = {
  setup: 'Clean the kettlebell bottom-up so it sits upside down in front of your shoulder, crushing the handle.',
  press: 'Press it straight up while keeping it balanced upside down until your arm is locked.',
};

const kbPresses = family(KB, kbPress, [
  ['Kettlebell Overhead Press'],
  ['Double Kettlebell Press', { difficulty: 'Intermediate', s: kbPressDouble }],
  ['Double Kettlebell Alternating Press', {
    difficulty: 'Intermediate', s: { ...kbPressDouble, press: ohpAlternating, lower: null },
  }],
  ['Kettlebell Arnold Press', {
    difficulty: 'Intermediate', grips: ['Rotating'],
    s: {
      press: 'Press the kettlebell up while turning your palm from facing you to facing forward, finishing with your arm locked.',
      lower: 'Reverse the rotation as you lower the kettlebell back to the rack.',
    },
  }],
  ['Kettlebell Seesaw Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'], difficulty: 'Intermediate',
    s: { ...kbPressDouble, press: seesawPress, lower: null },
  }],
  ['Kettlebell Half-Kneeling Press', { primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'], s: { brace: kbHalfKneel } }],
  ['Kettlebell Tall-Kneeling Press', { s: { brace: 'Kneel on both knees with your hips fully extended and your glutes squeezed.' } }],
  ['Kettlebell Z Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Abdominals'], difficulty: 'Intermediate',
    s: { setup: 'Sit on the floor with your legs straight out in front, holding a kettlebell in the rack position.', brace: zPressBrace },
  }],
  ['Kettlebell Side Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Obliques'], difficulty: 'Intermediate',
    s: { press: 'Lean your torso slightly away from the kettlebell and press it up and a little out to the side until your arm is locked.' },
  }],
  ['Kettlebell Bottoms-Up Press', { difficulty: 'Advanced', s: kbBottomsUp }],
  ['Kettlebell Half-Kneeling Bottoms-Up Press', { difficulty: 'Advanced', female: false, s: { ...kbBottomsUp, brace: kbHalfKneel } }],
  ['Kettlebell Push Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Intermediate', s: { brace: ohpDip, press: ohpDrive },
  }],
  ['Double Kettlebell Push Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced',
    s: { ...kbPressDouble, brace: ohpDip, press: ohpDrive },
  }],
  ['Kettlebell Jerk', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced',
    s: { brace: ohpDip, press: jerkDrive, lower: jerkFinish },
  }],
  ['Double Kettlebell Jerk', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced', female: false,
    s: { ...kbPressDouble, brace: ohpDip, press: jerkDrive, lower: jerkFinish },
  }],
  ['Kettlebell Split Jerk', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced',
    s: {
      brace: ohpDip,
      press: 'Drive up through your legs and split your feet front and back as you drop under the weight to lock out overhead.',
      lower: 'Bring your feet back together with your arm locked, then lower the kettlebell to the rack.',
    },
  }],
  ['Kettlebell Sots Press', {
    primary_muscles: ['Front Shoulders', 'Triceps', 'Quads'], difficulty: 'Advanced', female: false,
    s: {
      brace: 'Sit into the bottom of a deep squat with your chest up and your heels down.',
      press: 'Press the kettlebell overhead while staying in the squat, keeping your torso upright.',
    },
  }],
]);

const kbFloorPress: Family = {
  ...spec(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Lie on your back with your knees bent and a kettlebell in one hand, upper arm on the floor and the bell resting on your forearm.',
    wrist: 'Keep your wrist straight and your elbow about 45 degrees from your torso.',
    press: 'Press the kettlebell straight up until your arm is locked over your shoulder.',
    lower: 'Lower until your upper arm rests on the floor, pause briefly, then press again.',
    switch: 'Complete the set on one arm, then press with the other.',
  },
};
const kbFloorDouble: StepEdits = {
  setup: 'Lie on your back with your knees bent and a kettlebell in each hand, upper arms on the floor and the bells resting on your forearms.',
  wrist: 'Keep your wrists straight and your elbows about 45 degrees from your torso.',
  press: 'Press both kettlebells straight up until your arms are locked over your shoulders.',
  lower: 'Lower until both upper arms rest on the floor, pause briefly, then press again.',
  switch: null,
};

const kbChest: ExerciseSeed[] = [
  ...family(KB, kbFloorPress, [
    ['Kettlebell Floor Press'],
    ['Double Kettlebell Floor Press', { s: kbFloorDouble }],
    ['Kettlebell Alternating Floor Press', {
      difficulty: 'Intermediate',
      s: { ...kbFloorDouble, press: 'Press one kettlebell up while the other waits at your chest, then alternate sides each rep.', lower: null },
    }],
    ['Kettlebell Bench Press', {
      difficulty: 'Intermediate',
      s: {
        ...kbFloorDouble,
        setup: 'Lie on a flat bench with a kettlebell in each hand, the bells resting on your forearms beside your chest.',
        lower: 'Lower until your elbows are just below the bench, then press again.',
      },
    }],
  ]),
  one(KB, 'Kettlebell Push-Up', spec(['Chest', 'Triceps', 'Front Shoulders'], 'Push', 'Compound', 'Intermediate', ['Neutral']),
    [kbPlank, plankBrace, pushUpLower, pushUpPress]),
  ...family(KB, pullover, [['Kettlebell Pullover', { s: { setup: 'Lie on a flat bench and hold a kettlebell by the horns over your chest.' } }]]),
];

const kbShoulders: ExerciseSeed[] = [
  ...family(KB, lateralRaise, [
    ['Kettlebell Lateral Raise', { s: { setup: 'Stand tall with a light kettlebell in each hand at your sides, palms facing in.' } }],
  ]),
  ...family(KB, frontRaise, [
    ['Kettlebell Front Raise', { grips: ['Neutral'], s: { setup: 'Stand tall holding one kettlebell by the horns in front of your thighs.' } }],
  ]),
  ...family(KB, rearDelt, [
    ['Kettlebell Rear Delt Fly', {
      s: {
        setup: 'Hold a light kettlebell in each hand and hinge at your hips until your torso is nearly parallel to the floor, arms hanging below your chest.',
      },
    }],
  ]),
  ...family(KB, upright, [
    ['Kettlebell Upright Row', { s: { setup: 'Stand tall holding one kettlebell by the handle with both hands in front of your thighs.' } }],
  ]),
  ...family(KB, halo, [['Kettlebell Halo', { s: { setup: 'Hold a kettlebell upside down by the horns in front of your chest.' } }]]),
  one(KB, 'Kettlebell Bent Press', spec(['Obliques', 'Front Shoulders', 'Triceps'], 'Push', 'Compound', 'Advanced', ['Overhand']), [
    'Clean a kettlebell to the rack and stand with your feet wider than shoulder-width, turned slightly away from the working side.',
    'Lean your torso away and down while keeping your forearm vertical, so your body moves under the kettlebell.',
    'Keep going until your arm is straight, then stand up with the kettlebell locked overhead.',
    'Lower the kettlebell back to the rack and switch sides after the set.',
  ], false),
];

const kbGetUps: ExerciseSeed[] = [
  ...family(KB, getUp, [
    ['Kettlebell Turkish Get-Up', {
      grips: ['Overhand'],
      s: { setup: 'Lie on your back holding a kettlebell straight up in your right hand, right knee bent and left arm and leg out at 45 degrees.' },
    }],
    ['Kettlebell Half Get-Up', {
      difficulty: 'Intermediate', grips: ['Overhand'],
      s: {
        setup: 'Lie on your back holding a kettlebell straight up in your right hand, right knee bent and left arm and leg out at 45 degrees.',
        bridge: 'Lift your hips into a high bridge while keeping your arm locked and stacked over your shoulder.',
        stand: null,
        reverse: 'Lower your hips, then roll back down through your elbow to the floor.',
      },
    }],
  ]),
  ...family(KB, windmill, [
    ['Kettlebell Windmill', {
      grips: ['Overhand'],
      s: { setup: 'Press a kettlebell overhead in your right hand and turn both feet about 45 degrees to the left.' },
    }],
    ['Kettlebell Low Windmill', {
      grips: ['Overhand'],
      s: {
        setup: 'Set a kettlebell inside your left foot, turn both feet about 45 degrees to the left and reach your right arm overhead.',
        hinge: 'Push your right hip out and hinge down to grip the kettlebell with your left hand, then stand up holding it.',
        eyes: 'Keep your eyes on your raised hand throughout.',
      },
    }],
    ['Double Kettlebell Windmill', {
      difficulty: 'Advanced', grips: ['Overhand'], female: false,
      s: {
        setup: 'Press one kettlebell overhead in your right hand and hold a second in your left hand, feet turned about 45 degrees to the left.',
        hinge: 'Push your right hip out and hinge to lower the bottom kettlebell toward the floor along your left leg.',
      },
    }],
  ]),
  one(KB, 'Kettlebell Arm Bar', spec(['Front Shoulders', 'Obliques'], 'Hold', 'Compound', 'Intermediate', ['Overhand']), [
    'Lie on your back holding a kettlebell straight up in your right hand.',
    'Reach your left arm overhead and cross your right leg over your body as you roll onto your left side.',
    'Let your chest turn toward the floor while keeping the kettlebell arm vertical and locked.',
    'Hold for several slow breaths, then roll back and switch sides.',
  ]),
];

// Lower body ---------------------------------------------------------------------------------

const kbGoblet = 'Hold a kettlebell by the horns at chest height with your elbows tucked.';
const kbRackOne = 'Clean one kettlebell to the rack position and hold your free arm out to the side for balance.';
const kbRackTwo = 'Clean two kettlebells to the rack position with your elbows tight to your ribs.';

const kbSquats = family(KB, squat, [
  ['Kettlebell Goblet Squat', { s: { setup: kbGoblet } }],
  ['Kettlebell Prying Goblet Squat', {
    s: { setup: kbGoblet, extra: 'In the bottom, use your elbows to pry your knees apart and shift gently from side to side for a few breaths.' },
  }],
  ['Kettlebell Goblet Pause Squat', { difficulty: 'Intermediate', s: { setup: kbGoblet, extra: squatPause } }],
  ['Kettlebell Goblet Box Squat', { s: { ...squatBox, setup: kbGoblet } }],
  ['Kettlebell Bottoms-Up Goblet Squat', {
    difficulty: 'Intermediate',
    s: { setup: 'Hold a kettlebell upside down by the horns at chest height, with your elbows tucked.' },
  }],
  ['Kettlebell Front Squat', {
    primary_muscles: ['Quads', 'Glutes', 'Obliques'], difficulty: 'Intermediate', grips: ['Overhand'],
    s: { setup: kbRackOne, descend: squatOffsetDescend },
  }],
  ['Double Kettlebell Front Squat', {
    difficulty: 'Intermediate', grips: ['Overhand'], female: false, s: { setup: kbRackTwo, descend: squatFrontDescend },
  }],
  ['Kettlebell Sumo Squat', {
    primary_muscles: ['Quads', 'Adductors', 'Glutes'],
    s: { ...squatSumo, setup: 'Hold a kettlebell by the horns with straight arms, letting it hang between your legs.' },
  }],
  ['Kettlebell Overhead Squat', {
    primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'], difficulty: 'Advanced', grips: ['Overhand'], female: false,
    s: { setup: 'Press a kettlebell overhead and lock your arm out with your biceps beside your ear.', descend: squatOverhead },
  }],
  ['Kettlebell Cossack Squat', {
    primary_muscles: ['Adductors', 'Quads', 'Glutes'], difficulty: 'Intermediate', s: { ...squatCossack, setup: kbGoblet },
  }],
  ['Kettlebell Thruster', {
    primary_muscles: ['Quads', 'Front Shoulders', 'Glutes'], difficulty: 'Intermediate', grips: ['Overhand'],
    s: { ...squatThruster, setup: kbRackOne, descend: squatOffsetDescend },
  }],
  ['Double Kettlebell Thruster', {
    primary_muscles: ['Quads', 'Front Shoulders', 'Glutes'], difficulty: 'Advanced', grips: ['Overhand'],
    s: { ...squatThruster, setup: kbRackTwo },
  }],
]);

const kbSingleLeg: ExerciseSeed[] = [
  ...family(KB, pistol, [
    ['Kettlebell Pistol Squat', { female: false, s: { setup: 'Hold a kettlebell by the horns at chest height and stand on one leg.' } }],
  ]),
  one(KB, 'Kettlebell Deck Squat', spec(['Quads', 'Glutes', 'Abdominals'], 'Push', 'Compound', 'Intermediate', ['Neutral']), [
    'Hold a kettlebell by the horns at your chest and squat down as deep as you can.',
    'Sit back onto the floor and roll onto your upper back, bringing your knees toward your chest.',
    'Roll forward with momentum, plant your feet and stand straight up out of the squat.',
    'Keep the kettlebell tight to your chest throughout.',
  ]),
];

const kbGobletStand = 'Stand tall holding a kettlebell by the horns at your chest, feet hip-width apart.';

const kbLunges = family(KB, lunge, [
  ['Kettlebell Split Squat', { s: { setup: 'Hold a kettlebell by the horns at your chest and take a long stride into a split stance.' } }],
  ['Kettlebell Bulgarian Split Squat', { difficulty: 'Intermediate', s: { setup: bulgarianKb } }],
  ['Kettlebell Front Rack Split Squat', {
    difficulty: 'Intermediate', grips: ['Overhand'],
    s: { setup: 'Clean a kettlebell to the rack position and take a long stride into a split stance.', cue: lungeOffsetCue },
  }],
  ['Kettlebell Lunge', { s: { ...lungeForward, setup: kbGobletStand } }],
  ['Kettlebell Goblet Reverse Lunge', { s: { ...lungeReverse, setup: kbGobletStand } }],
  ['Kettlebell Front Rack Reverse Lunge', {
    difficulty: 'Intermediate', grips: ['Overhand'],
    s: { ...lungeReverse, setup: 'Clean a kettlebell to the rack position and stand with your feet hip-width apart.', cue: lungeOffsetCue },
  }],
  ['Double Kettlebell Front Rack Reverse Lunge', {
    difficulty: 'Intermediate', grips: ['Overhand'],
    s: { ...lungeReverse, setup: 'Clean two kettlebells to the rack position and stand with your feet hip-width apart.' },
  }],
  ['Kettlebell Suitcase Reverse Lunge', {
    primary_muscles: ['Quads', 'Glutes', 'Obliques'], difficulty: 'Intermediate',
    s: { ...lungeReverse, setup: 'Stand tall holding one kettlebell at your side, feet hip-width apart.', cue: lungeOffsetCue },
  }],
  ['Kettlebell Overhead Reverse Lunge', {
    primary_muscles: ['Quads', 'Glutes', 'Front Shoulders'], difficulty: 'Advanced', grips: ['Overhand'],
    s: {
      ...lungeReverse,
      setup: 'Press a kettlebell overhead in one hand and stand with your feet hip-width apart.',
      cue: 'Keep your arm locked and your ribs down so the weight stays stacked over your shoulder.',
    },
  }],
  ['Kettlebell Walking Lunge', {
    difficulty: 'Intermediate',
    s: { ...lungeForward, setup: 'Stand tall with a kettlebell in each hand at your sides, feet hip-width apart.', rise: lungeWalkRise },
  }],
  ['Kettlebell Lateral Lunge', { primary_muscles: ['Quads', 'Glutes', 'Adductors'], s: { ...lungeLateral, setup: kbGobletStand } }],
  ['Kettlebell Curtsy Lunge', { primary_muscles: ['Glutes', 'Quads'], s: { ...lungeCurtsy, setup: kbGobletStand } }],
  ['Kettlebell Step-Up', { s: { ...stepUp, setup: 'Stand facing a box holding a kettlebell by the horns at your chest.' } }],
  ['Kettlebell Lateral Step-Up', {
    s: {
      ...stepUp,
      setup: 'Stand beside a box holding a kettlebell by the horns at your chest and place your near foot on top.',
      lower: stepUpLateral,
    },
  }],
]);

const kbSumoSetup = 'Stand with your feet wide and toes turned out, a kettlebell on the floor between your feet.';
const kbDeadliftGrip = 'Push your hips back and bend your knees to grip the handle with both hands, back flat and chest up.';

const kbHinges: ExerciseSeed[] = [
  ...family(KB, deadlift, [
    ['Kettlebell Deadlift', {
      difficulty: 'Novice', grips: ['Overhand'],
      s: { setup: 'Stand with your feet hip-width apart and a kettlebell on the floor between your feet, in line with your ankles.', grip: kbDeadliftGrip },
    }],
    ['Kettlebell Sumo Deadlift', {
      primary_muscles: ['Glutes', 'Adductors', 'Hamstrings'], grips: ['Overhand'],
      s: { setup: kbSumoSetup, grip: kbDeadliftGrip, lift: deadliftSumo },
    }],
    ['Double Kettlebell Deadlift', { s: { setup: 'Stand with your feet hip-width apart and a kettlebell on the floor outside each foot.' } }],
    ['Kettlebell Suitcase Deadlift', {
      primary_muscles: ['Glutes', 'Quads', 'Obliques'],
      s: { ...deadliftSuitcase, setup: 'Stand with one kettlebell on the floor beside your right foot.' },
    }],
    ['Kettlebell Sumo Deadlift High Pull', {
      primary_muscles: ['Glutes', 'Traps', 'Side Shoulders'], difficulty: 'Intermediate', grips: ['Overhand'],
      s: {
        setup: kbSumoSetup,
        grip: kbDeadliftGrip,
        lift: 'Drive up explosively and pull the kettlebell to your chin, elbows high and outside your hands.',
        lockout: null,
        lower: 'Lower the kettlebell to arm length, then hinge back down to touch it to the floor.',
      },
    }],
  ]),
  ...family(KB, rdl, [
    ['Kettlebell Romanian Deadlift', { s: { setup: 'Stand tall holding a kettlebell by the handle with both hands in front of your thighs.' } }],
    ['Double Kettlebell Romanian Deadlift', {
      grips: ['Neutral'], s: { setup: 'Stand tall holding a kettlebell in each hand in front of your thighs.' },
    }],
    ['Kettlebell Single-Leg Romanian Deadlift', {
      primary_muscles: ['Hamstrings', 'Glutes'], difficulty: 'Intermediate', grips: ['Neutral'],
      s: { ...rdlSingleLeg, setup: 'Stand on your left leg holding a kettlebell in your right hand.' },
    }],
    ['Kettlebell B-Stance Romanian Deadlift', {
      primary_muscles: ['Hamstrings', 'Glutes'], grips: ['Neutral'],
      s: {
        setup: 'Hold a kettlebell in each hand and stand with most of your weight on your front foot, the toes of your back foot beside your front heel.',
        stand: rdlBStanceStand,
      },
    }],
    ['Kettlebell Good Morning', {
      primary_muscles: ['Hamstrings', 'Lower back', 'Glutes'], grips: ['Neutral'],
      s: { ...goodMorning, setup: 'Stand with your feet hip-width apart holding a kettlebell by the horns against your upper chest.' },
    }],
  ]),
  ...family(KB, hipThrust, [
    ['Kettlebell Hip Thrust', {
      grips: ['Neutral'],
      s: { setup: 'Sit on the floor with your upper back against the edge of a bench and a kettlebell held on your hips by the horns.' },
    }],
    ['Kettlebell Single-Leg Hip Thrust', {
      difficulty: 'Intermediate', grips: ['Neutral'],
      s: { ...bridgeSingle, setup: 'Sit on the floor with your upper back against the edge of a bench and a kettlebell held on your hips by the horns.' },
    }],
    ['Kettlebell Glute Bridge', {
      difficulty: 'Novice', grips: ['Neutral'],
      s: { setup: 'Lie on your back with your knees bent and a kettlebell held on your hips by the horns.', lower: bridgeLower },
    }],
    ['Kettlebell Single-Leg Glute Bridge', {
      grips: ['Neutral'],
      s: { ...bridgeSingle, setup: 'Lie on your back with your knees bent and a kettlebell held on your hips by the horns.', lower: bridgeLower },
    }],
  ]),
  ...family(KB, calfRaise, [
    ['Kettlebell Calf Raise', {
      s: { setup: 'Stand with the balls of your feet on the edge of a step and a kettlebell in each hand at your sides.' },
    }],
  ]),
];

// Upper-body pulls and carries -----------------------------------------------------------------

const kbPulls: ExerciseSeed[] = [
  ...family(KB, row, [
    ['Kettlebell Single-Arm Row', {
      s: { setup: 'Place your left knee and left hand on a flat bench and hold a kettlebell in your right hand with your arm hanging straight.' },
    }],
    ['Kettlebell Three-Point Row', {
      s: { setup: 'Stand in a staggered stance and brace your free hand on a bench, holding a kettlebell below your shoulder with your other hand.' },
    }],
    ['Kettlebell Dead-Stop Row', {
      difficulty: 'Intermediate',
      s: {
        setup: 'Stand in a staggered stance with one hand braced on a bench and a kettlebell on the floor below your other shoulder.',
        top: rowDeadStop,
      },
    }],
    ['Double Kettlebell Bent-Over Row', {
      difficulty: 'Intermediate',
      s: { ...rowBent, setup: 'Hold a kettlebell in each hand and hinge at your hips until your torso is about 45 degrees or lower, arms hanging straight.' },
    }],
    ['Double Kettlebell Alternating Bent-Over Row', {
      difficulty: 'Intermediate',
      s: {
        ...rowBent,
        setup: 'Hold a kettlebell in each hand and hinge at your hips until your torso is about 45 degrees or lower, arms hanging straight.',
        row: rowAlternating,
      },
    }],
    ['Kettlebell Gorilla Row', {
      difficulty: 'Intermediate',
      s: { ...rowGorilla, setup: 'Stand with your feet wide and two kettlebells on the floor between them, then hinge down to grip both handles.' },
    }],
  ]),
  one(KB, 'Kettlebell Renegade Row', spec(['Lats', 'Abdominals', 'Traps (mid-back)'], 'Pull', 'Compound', 'Advanced', ['Neutral']),
    [kbPlank, plankBrace, renegadeRow, renegadeLower], false),
  ...family(KB, shrug, [
    ['Kettlebell Shrug', { s: { setup: 'Stand tall holding a heavy kettlebell in each hand at your sides, arms straight.' } }],
  ]),
];

const kbCarries = family(KB, carry, [
  ["Kettlebell Farmer's Carry", {
    s: { setup: 'Deadlift a heavy kettlebell in each hand and stand tall with your shoulders back and down.' },
  }],
  ['Kettlebell Suitcase Carry', {
    primary_muscles: ['Obliques', 'Forearms', 'Abdominals'],
    s: { ...carrySuitcase, setup: 'Deadlift one heavy kettlebell in one hand and stand tall with your shoulders level.' },
  }],
  ['Kettlebell Suitcase March', {
    primary_muscles: ['Obliques', 'Abdominals', 'Hip Flexors'],
    s: {
      ...carrySuitcase,
      setup: 'Deadlift one heavy kettlebell in one hand and stand tall with your shoulders level.',
      walk: carryMarch,
      finish: carryMarchSwitch,
    },
  }],
  ['Kettlebell Front Rack Carry', {
    primary_muscles: ['Abdominals', 'Obliques', 'Front Shoulders'], grips: ['Overhand'],
    s: { setup: 'Clean one kettlebell to the rack position and stand tall.', finish: carrySwitch },
  }],
  ['Double Kettlebell Front Rack Carry', {
    primary_muscles: ['Abdominals', 'Front Shoulders', 'Traps (mid-back)'], difficulty: 'Intermediate', grips: ['Overhand'],
    s: { setup: 'Clean two kettlebells to the rack position and stand tall with your elbows tight.', finish: carryLower },
  }],
  ['Kettlebell Overhead Carry', {
    primary_muscles: ['Front Shoulders', 'Abdominals', 'Obliques'], difficulty: 'Intermediate', grips: ['Overhand'],
    s: { setup: 'Press one kettlebell overhead and lock your arm out beside your ear.', brace: carryOverheadBrace, finish: carrySwitch },
  }],
  ['Double Kettlebell Overhead Carry', {
    primary_muscles: ['Front Shoulders', 'Traps', 'Abdominals'], difficulty: 'Advanced', grips: ['Overhand'], female: false,
    s: { setup: 'Press two kettlebells overhead and lock both arms out beside your ears.', brace: carryOverheadBrace, finish: carryLower },
  }],
  ['Kettlebell Bottoms-Up Carry', {
    primary_muscles: ['Forearms', 'Front Shoulders', 'Abdominals'], difficulty: 'Intermediate', grips: ['Overhand'],
    s: { setup: 'Clean a kettlebell bottom-up and hold it in front of your shoulder, squeezing the handle hard.', finish: carrySwitch },
  }],
  ['Kettlebell Rack and Overhead Carry', {
    primary_muscles: ['Abdominals', 'Front Shoulders', 'Obliques'], difficulty: 'Advanced', grips: ['Overhand'], female: false,
    s: {
      setup: 'Hold one kettlebell in the rack position and press a second one overhead with the other arm.',
      brace: carryOverheadBrace,
      finish: 'Walk the set distance, then swap the kettlebells between the rack and overhead positions.',
    },
  }],
  ['Kettlebell Goblet Carry', {
    primary_muscles: ['Abdominals', 'Traps (mid-back)', 'Biceps'],
    s: { setup: 'Hold one heavy kettlebell by the horns at your chest with your elbows tucked.', finish: carryLower },
  }],
]);

// Arms ---------------------------------------------------------------------------------------------

const kbArms: ExerciseSeed[] = [
  ...family(KB, curl, [
    ['Kettlebell Curl', { s: { setup: 'Stand tall with a kettlebell in each hand, arms hanging at your sides and palms facing forward.' } }],
    ['Kettlebell Hammer Curl', {
      grips: ['Neutral'], s: { setup: 'Stand tall with a kettlebell in each hand, arms at your sides and palms facing each other.' },
    }],
    ['Kettlebell Horn Curl', {
      grips: ['Neutral'],
      s: { ...curlOneWeight, setup: 'Stand tall holding one kettlebell by the horns with both hands, arms straight in front of your thighs.' },
    }],
    ['Kettlebell Concentration Curl', {
      difficulty: 'Beginner',
      s: {
        ...curlConcentration,
        setup: 'Sit on a bench with your legs apart and brace the back of one upper arm against your inner thigh, holding a kettlebell.',
      },
    }],
  ]),
  ...family(KB, overheadExtension, [
    ['Kettlebell Overhead Triceps Extension', { s: { setup: 'Stand tall holding a kettlebell upside down by the horns overhead, arms straight.' } }],
  ]),
  ...family(KB, skullCrusher, [
    ['Kettlebell Skull Crusher', {
      s: {
        setup: 'Lie on a flat bench holding a kettlebell by the horns over your chest, arms straight.',
        lower: 'Bend your elbows to lower the kettlebell toward the top of your head.',
      },
    }],
  ]),
  ...family(KB, kickback, [
    ['Kettlebell Triceps Kickback', {
      s: { setup: 'Hold a kettlebell in each hand and hinge forward until your torso is nearly parallel to the floor.' },
    }],
  ]),
];

// Core -----------------------------------------------------------------------------------------

const figureEight: Family = {
  ...spec(['Hamstrings', 'Glutes', 'Obliques'], null, 'Compound', 'Beginner', ['Overhand']),
  steps: {
    setup: 'Stand with your feet wide and hinge forward with a flat back, holding a kettlebell in one hand.',
    pass: 'Pass the kettlebell between your legs from front to back into your other hand.',
    loop: 'Bring it around the outside of that leg and pass it back between your legs, tracing a figure 8.',
    extra: '',
    cue: 'Keep your back flat and your hips high as the kettlebell passes between your legs.',
  },
};

const kbCore: ExerciseSeed[] = [
  ...family(KB, russianTwist, [
    ['Kettlebell Russian Twist', { s: { setup: 'Sit on the floor with your knees bent and hold a kettlebell by the horns in front of your chest.' } }],
  ]),
  ...family(KB, sideBend, [
    ['Kettlebell Side Bend', { s: { setup: 'Stand tall with a kettlebell in one hand at your side and your other hand on your hip.' } }],
  ]),
  ...family(KB, crunch, [
    ['Kettlebell Sit-Up', {
      primary_muscles: ['Abdominals', 'Hip Flexors'],
      s: { ...sitUp, setup: 'Lie on your back with your knees bent and hold a kettlebell by the horns against your chest.' },
    }],
    ['Kettlebell Get-Up Sit-Up', {
      primary_muscles: ['Abdominals', 'Hip Flexors'], difficulty: 'Intermediate', grips: ['Overhand'],
      s: {
        ...sitUp,
        setup: 'Lie on your back with your legs straight and a kettlebell locked out over your shoulder in one hand.',
        crunch: 'Sit up while keeping the kettlebell arm locked and pointing at the ceiling.',
      },
    }],
  ]),
  ...family(KB, deadBug, [
    ['Kettlebell Dead Bug', {
      s: {
        setup: 'Lie on your back holding a kettlebell by the horns straight over your chest, hips and knees bent to 90 degrees.',
        extend: 'Keep the weight still and slowly straighten one leg until it hovers just above the floor.',
        return: 'Bring it back and alternate legs, breathing out as you extend.',
      },
    }],
  ]),
  ...family(KB, woodchop, [
    ['Kettlebell Woodchopper', { s: { setup: 'Stand with your feet wide and hold a kettlebell by the horns beside one shoulder.' } }],
  ]),
  ...family(KB, figureEight, [
    ['Kettlebell Figure 8'],
    ['Kettlebell Figure 8 to Hold', {
      difficulty: 'Intermediate',
      s: { extra: 'Each time it comes through to the front, swing the kettlebell up and catch it by the horns at your chest before continuing.' },
    }],
  ]),
  one(KB, 'Kettlebell Around the World', spec(['Abdominals', 'Obliques', 'Forearms'], null, 'Compound', 'Novice', ['Overhand']), [
    'Stand tall holding a kettlebell by the handle in one hand in front of your hips.',
    'Pass it around your back, switching hands behind you and again in front.',
    'Keep your hips and shoulders square as the kettlebell circles your waist.',
    'Change direction halfway through the set.',
  ]),
  one(KB, 'Kettlebell Pirate Ship', spec(['Obliques', 'Front Shoulders', 'Abdominals'], 'Pull', 'Compound', 'Intermediate', ['Neutral']), [
    'Stand with your feet wide and hold a kettlebell by the horns at arm length in front of your hips.',
    'Rotate your torso and pivot your feet to swing the kettlebell up to head height on one side, arms straight.',
    'Let it swing back down through the middle and up to the other side in a smooth arc.',
    'Keep your core braced and let your hips, not just your arms, drive the movement.',
  ]),
  one(KB, 'Kettlebell Plank Pull-Through', pullThroughSpec, [
    'Set up in a high plank with a kettlebell on the floor just behind and outside one hand.',
    pullThroughDrag,
    pullThroughHips,
    pullThroughRepeat,
  ]),
];

const kettlebells: ExerciseSeed[] = [
  ...kbSwings, ...kbCleans, ...kbSnatches,
  ...kbPresses, ...kbChest, ...kbShoulders, ...kbGetUps,
  ...kbSquats, ...kbSingleLeg, ...kbLunges, ...kbHinges,
  ...kbPulls, ...kbCarries, ...kbArms, ...kbCore,
];

export const seeds: ExerciseSeed[] = [...dumbbells, ...kettlebells];
