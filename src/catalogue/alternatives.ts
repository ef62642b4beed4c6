import type { ExerciseRecord } from './model.ts';
import { foldCategory } from './model.ts';

/**
 * Movement families, recognised from exercise names (the records carry none): the first pattern that matches a
 * lower-cased name wins, so narrower movements come before the broad ones that would also match ("split squat"
 * before "squat", "leg curl" before "curl", "reverse fly" before "fly"). A name that matches none has no known
 * family. Mobility work (stretches, yoga, recovery, cardio) is never given one: its names borrow strength words
 * ("bridge pose", "pigeon pose") without being those movements.
 */
export const MOVEMENT_FAMILIES: readonly (readonly [family: string, pattern: RegExp])[] = [
  ['vertical_press', /handstand push-?up|pike push-?up|overhead press|shoulder press|military press|push press|arnold press|\bz press|behind-the-neck press|bottoms-up press|kneeling press|seesaw press|landmine press|kettlebell press|cuban press|sots press|shoulder-to-shoulder press|^(dumbbell |kettlebell |barbell )?press$/],
  ['rear_delt', /reverse fly|rear delt|delt fly|face pull|delt row|reverse pec|y fly/],
  ['chest_fly', /\bfly\b|\bflye\b|pec deck|crossover$|squeeze press/],
  ['horizontal_press', /bench press|chest press|push-?up|floor press|board press|spoto press|guillotine press|jm press(?!.)/],
  ['lateral_raise', /lateral raise|side raise|lu raise|delt raise|upright row|high pull/],
  ['front_raise', /front raise/],
  ['shoulder_extension', /pullover|straight-arm pulldown|pull-over/],
  ['vertical_pull', /pull-?up|chin-?up|pulldown|pull-down|muscle-up|rope climb/],
  ['horizontal_pull', /\brow\b|pull-apart/],
  ['lunge', /lunge|split squat|step-?up|step-down|skater squat|curtsy/],
  ['squat', /squat|leg press|wall sit/],
  ['hip_thrust', /hip thrust|glute bridge|frog pump|hip press|single-leg bridge|bridge march/],
  ['leg_curl', /leg curl|hamstring curl|nordic curl|glute-ham raise/],
  ['hinge', /deadlift|good morning|\brdl\b|rack pull|block pull|pull-through|swing$|hyperextension|back extension/],
  ['leg_extension', /leg extension/],
  ['calf_raise', /calf raise|calf press/],
  ['hip_abduction', /abduction|clamshell|fire hydrant|monster walk|lateral band walk/],
  ['hip_adduction', /adduction|copenhagen/],
  ['hip_extension', /glute kickback|donkey kick|reverse hyper/],
  ['wrist', /wrist curl|wrist extension|finger curl|wrist roller/],
  ['elbow_flexion', /curl\b|curls\b|21s/],
  ['elbow_extension', /triceps extension|skull ?crusher|pushdown|kickback|tate press|\bdips?\b/],
  ['shrug', /shrug/],
  ['olympic_lift', /clean|snatch|jerk/],
  ['carry', /carry|farmer|suitcase march|waiter walk/],
  ['trunk_flexion', /crunch|sit-?up|v-up|leg raise|knee raise|toes-to-bar|tuck-up|jackknife|leg lift/],
  ['trunk_rotation', /twist|woodchop|russian|rotary torso|landmine rotation|side bend/],
  ['anti_movement', /plank|dead bug|hollow|pallof|rollout|body saw|bird dog/],
  ['shoulder_rotation', /external rotation|internal rotation/],
  ['neck', /\bneck\b/],
  ['jump', /jump|hop\b|bound|burpee|box jump/],
];

const MOBILITY = new Set(['stretches', 'yoga', 'recovery', 'cardio']);

/** The movement family of an exercise, or null where the name does not say (or for mobility work). */
export function movementFamily(e: Pick<ExerciseRecord, 'name' | 'category'>): string | null {
  if (MOBILITY.has(foldCategory(e.category))) return null;
  const name = e.name.toLowerCase();
  return MOVEMENT_FAMILIES.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

/**
 * How readily a gym-goer reaches for each kind of equipment when the one they planned on is taken: it only breaks
 * near-ties, so the plain free-weight and bodyweight forms come before speciality tools.
 */
const EQUIPMENT_PREFERENCE: Readonly<Record<string, number>> = {
  barbell: 1.1, dumbbells: 1.1, bodyweight: 1.08, machine: 1.06, cables: 1.05, smithmachine: 1, kettlebells: 1,
  band: 0.98, trx: 0.95, plate: 0.92, medicineball: 0.92, bosuball: 0.9,
};

/** Words that name equipment, not the movement: two names that differ only in these are the same movement. */
const EQUIPMENT_WORDS = new Set([
  'barbell', 'dumbbell', 'dumbbells', 'double', 'kettlebell', 'kettlebells', 'cable', 'cables', 'machine', 'smith', 'band',
  'plate', 'plate-loaded', 'medicine', 'ball', 'trx', 'bosu', 'ez-bar', 'trap', 'bar', 'landmine', 'bodyweight',
]);

/** Tools the catalogue files under a broader category ("Trap Bar Deadlift" is Barbell) but a gym keeps apart. */
const TOOL_PREFIX = /^(trap bar|landmine|ez-bar|safety bar|cambered bar)\b/;

/** A family's own words: those in at least this share of its names ("press" and "bench" for presses). */
const CORE_SHARE = 0.25;

const nameWords = (name: string) => name.toLowerCase().split(/\s+/).filter((w) => w !== '' && !EQUIPMENT_WORDS.has(w));
const DIFFICULTY_RANK: Readonly<Record<string, number>> = { Novice: 0, Beginner: 1, Intermediate: 2, Advanced: 3 };

interface Facts {
  family: string | null;
  muscles: readonly string[];
  /** Folded, as the `category` filter compares it. */
  category: string;
  /** What a gym-goer would call the tool: the category, or a tool the name starts with. */
  tool: string;
  /** Name words that are not equipment. */
  words: Set<string>;
  /** Of those, the ones that are not the family's own: the variation ("paused", "incline"). */
  variation: Set<string>;
  difficulty: number | null;
}

/** Why one exercise is an alternative to another, in canonical (English) values. */
export interface AlternativeReason {
  /** Primary muscles both train, in the order of the requested exercise. */
  shared_muscles: string[];
  /** Both have the same main mover (the first primary muscle). */
  same_main_muscle: boolean;
  /** The movement family both belong to; null when the catalogue does not know it for the requested exercise. */
  movement_family: string | null;
  same_equipment: boolean;
  /** 0 to 1: how close the alternative is (muscles, movement words, difficulty). */
  score: number;
}

export interface Alternative {
  index: number;
  reason: AlternativeReason;
}

interface Scored extends Alternative {
  tool: string;
  weight: number;
  /** Place of this alternative among those of its equipment (0: the best). */
  round: number;
}

const jaccard = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number => {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  const union = a.size + b.size - both;
  return union === 0 ? 1 : both / union;
};

/** Rankings kept: the most recently asked exercises (a ranking is a few dozen entries). */
const RANKINGS_KEPT = 512;

/**
 * Ranks the alternatives of exercises in one catalogue. An alternative has the same force, mechanic and movement
 * family (null matching null) and trains the requested exercise's main mover, as its own main mover, next to it,
 * or among two shared muscles. Best first, and diversified: the best alternative with each other tool comes
 * first, so the first results offer a way to train the movement with whatever is free. Rankings are built on
 * first use per exercise and kept (the catalogue never changes; a reload builds a new index).
 */
export class AlternativesIndex {
  private readonly facts: Facts[];
  private readonly ranked = new Map<number, Alternative[]>();

  constructor(private readonly exercises: readonly ExerciseRecord[]) {
    const families = exercises.map((e) => movementFamily(e));
    const words = exercises.map((e) => nameWords(e.name));
    // Per family, how many names use each word: the frequent ones name the movement itself.
    const counts = new Map<string | null, { n: number; words: Map<string, number> }>();
    families.forEach((f, i) => {
      const c = counts.get(f) ?? { n: 0, words: new Map() };
      c.n++;
      for (const w of new Set(words[i])) c.words.set(w, (c.words.get(w) ?? 0) + 1);
      counts.set(f, c);
    });
    this.facts = exercises.map((e, i) => {
      const c = counts.get(families[i]!)!;
      const core = (w: string) => families[i] !== null && c.words.get(w)! >= CORE_SHARE * c.n;
      return {
        family: families[i]!,
        muscles: e.primary_muscles,
        category: foldCategory(e.category),
        tool: TOOL_PREFIX.exec(e.name.toLowerCase())?.[1] ?? foldCategory(e.category),
        words: new Set(words[i]),
        variation: new Set(words[i]!.filter((w) => !core(w))),
        difficulty: e.difficulty === null ? null : (DIFFICULTY_RANK[e.difficulty] ?? null),
      };
    });
  }

  /** The ranked alternatives of the exercise at `index`; `categories` (folded) keeps only that equipment. */
  find(index: number, limit: number, categories?: ReadonlySet<string>): Alternative[] {
    let all = this.ranked.get(index);
    if (all) {
      this.ranked.delete(index);
    } else {
      all = this.rank(index);
      if (this.ranked.size >= RANKINGS_KEPT) this.ranked.delete(this.ranked.keys().next().value!);
    }
    this.ranked.set(index, all);
    const out: Alternative[] = [];
    for (const a of all) {
      if (out.length >= limit) break;
      if (categories && !categories.has(this.facts[a.index]!.category)) continue;
      out.push(a);
    }
    return out;
  }

  private rank(index: number): Alternative[] {
    const source = this.exercises[index]!;
    const s = this.facts[index]!;
    const sMuscles = new Set(s.muscles);
    const main = s.muscles[0]!;
    const scored: Scored[] = [];
    this.exercises.forEach((e, i) => {
      if (i === index || e.force !== source.force || e.mechanic !== source.mechanic) return;
      const c = this.facts[i]!;
      if (c.family !== s.family || !c.muscles.includes(main)) return;
      const cMain = c.muscles[0]!;
      const shared = s.muscles.filter((m) => c.muscles.includes(m));
      // A different main mover is still the same work when it is one of ours, or when two muscles are shared.
      if (cMain !== main && !sMuscles.has(cMain) && shared.length < 2) return;
      const muscleScore = jaccard(sMuscles, new Set(c.muscles)) * (cMain === main ? 1 : 0.6);
      // Variation words the alternative adds ("paused", "single-arm", "deficit") make it a further step away;
      // those of the requested exercise it keeps ("incline") bring it closer.
      const added = [...c.variation].filter((w) => !s.variation.has(w)).length;
      const kept = s.variation.size === 0 ? 1 : [...s.variation].filter((w) => c.variation.has(w)).length / s.variation.size;
      const gap = s.difficulty === null || c.difficulty === null ? 0 : Math.abs(s.difficulty - c.difficulty);
      const score = 0.4 * muscleScore + 0.25 / (1 + added) + 0.1 * kept + 0.15 * jaccard(s.words, c.words) + 0.1 * (1 - gap / 3);
      scored.push({
        index: i, tool: c.tool, round: 0,
        // The equipment preference only orders near-ties; the published score leaves it out.
        weight: score * (EQUIPMENT_PREFERENCE[c.category] ?? 0.95),
        reason: {
          shared_muscles: shared, same_main_muscle: cMain === main, movement_family: s.family,
          same_equipment: c.tool === s.tool, score: Math.round(score * 1000) / 1000,
        },
      });
    });
    // Ties go to the shorter (plainer) name, then the lower id, so the order is the same on every run.
    const tie = (a: Scored, b: Scored) => {
      const [x, y] = [this.exercises[a.index]!, this.exercises[b.index]!];
      return x.name.length - y.name.length || x.id - y.id;
    };
    scored.sort((a, b) => b.weight - a.weight || tie(a, b));
    // Round-robin over tools: the best alternative with each other tool first, in score order, then the best with
    // the same tool as the requested exercise and the second best of each other, and so on.
    const seen = new Map<string, number>();
    for (const a of scored) {
      const n = seen.get(a.tool) ?? 0;
      seen.set(a.tool, n + 1);
      a.round = n + (a.tool === s.tool ? 1 : 0);
    }
    scored.sort((a, b) => a.round - b.round || b.weight - a.weight || tie(a, b));
    return scored.map(({ index: i, reason }) => ({ index: i, reason }));
  }
}

/** One index per catalogue (keyed by the catalogue object, so a reloaded catalogue gets its own). */
const indexes = new WeakMap<object, AlternativesIndex>();

/**
 * The alternatives index of a catalogue, built on first use. Building takes tens of milliseconds for ~2,000
 * exercises, so the service builds it after start-up and before a reloaded catalogue is swapped in, off the
 * request path.
 */
export function alternativesFor(catalogue: { readonly exercises: readonly ExerciseRecord[] }): AlternativesIndex {
  let index = indexes.get(catalogue);
  if (!index) indexes.set(catalogue, (index = new AlternativesIndex(catalogue.exercises)));
  return index;
}
