/**
 * Anatomical bodymaps: an SVG human figure, front or back, male or female, with each muscle region shaded by how
 * much it is worked. Everything but the muscle fills and the aria-label is built once at module load, so a render
 * is a string join.
 *
 * Geometry: the figure's left half of the picture (x <= 200 in a 400x800 box) for the male build; the right half is
 * the same path mirrored, and the female build is the male one warped (narrower shoulders, a waist, wider hips)
 * plus its own chest and hair. Paths use only absolute M, L, C and Z commands with `x,y` pairs so the warp can move
 * every point.
 */
import assert from 'node:assert/strict';

export type BodymapGender = 'male' | 'female';
export type BodymapView = 'front' | 'back';
export type BodymapTheme = 'light' | 'dark';

export interface BodymapOptions {
  gender: BodymapGender;
  view: BodymapView;
  theme: BodymapTheme;
  /** Muscle name to weight: 0 or absent is unworked, (0, 1] is shaded deeper as it grows. Unknown names are ignored. */
  weights: ReadonlyMap<string, number>;
}

/** The muscles a bodymap can show, as named in the catalogue. */
export const BODYMAP_MUSCLES = [
  'Chest', 'Front Shoulders', 'Side Shoulders', 'Rear Shoulders', 'Biceps', 'Triceps', 'Forearms', 'Traps',
  'Traps (mid-back)', 'Lats', 'Lower back', 'Abdominals', 'Obliques', 'Hip Flexors', 'Glutes', 'Quads', 'Hamstrings',
  'Adductors', 'Abductors', 'Calves', 'Neck',
] as const;

export type BodymapMuscle = (typeof BODYMAP_MUSCLES)[number];

const WIDTH = 400;
const HEIGHT = 800;
const MIRROR = `matrix(-1 0 0 1 ${WIDTH} 0)`;

// Body outline, shared by both views. Halves reach past the centre line (x = 203) so their fills overlap.
const SILHOUETTE = [
  // head, with an ear
  'M203,18 C182,18 167,32 167,57 C162,56 159,63 161,71 C162,79 166,83 169,82 C173,98 185,111 203,113 Z',
  // neck
  'M203,96 L180,96 C181,112 180,124 175,136 L203,146 Z',
  // torso: trapezius slope, chest, waist, hip, down to the crotch
  'M203,126 L179,128 C167,139 151,144 137,147 C126,150 120,158 118,168 L146,212 C148,236 148,258 152,280 '
    + 'C156,300 155,320 150,340 C145,358 142,376 142,398 C160,410 182,418 203,420 Z',
  // upper arm, from the shoulder cap to the elbow
  'M137,146 C118,146 106,160 105,182 C104,212 102,256 100,298 L129,304 C132,276 140,244 147,216 '
    + 'C150,196 151,160 137,146 Z',
  // forearm
  'M100,290 C90,312 86,346 89,398 L109,400 C113,372 123,342 130,300 Z',
  // hand, thumb forward
  'M89,393 C83,408 80,432 82,452 C83,466 90,476 98,476 C104,476 107,470 107,462 C109,448 111,426 110,396 Z',
  // thigh
  'M142,388 C133,440 137,512 154,574 L191,578 C193,530 194,470 197,438 C198,428 200,420 204,410 Z',
  // lower leg
  'M155,560 C146,598 146,642 157,682 C163,704 167,724 169,744 L189,744 C189,722 190,700 193,662 '
    + 'C197,626 196,598 191,566 Z',
  // foot
  'M169,738 C163,752 156,766 157,776 C160,784 188,786 195,780 C198,766 193,752 190,738 Z',
];

type RegionTable = readonly (readonly [BodymapMuscle, string])[];

const FOREARM = 'M101,298 C92,318 88,348 90,394 L108,396 C112,370 120,344 128,306 C120,300 110,297 101,298 Z';
const SIDE_DELT = 'M137,147 C119,148 107,161 106,183 C105,198 110,216 120,230 C122,204 126,178 137,147 Z';

// Drawn in order, later over earlier: shoulder caps over the arm muscles, the chest over the shoulders' inner edge.
const FRONT: RegionTable = [
  ['Neck', 'M181,103 C188,109 195,112 200,113 L200,142 C192,140 184,138 176,136 C179,126 181,114 181,103 Z'],
  ['Traps', 'M179,124 C172,136 156,143 138,148 C152,151 170,148 186,143 C183,136 181,130 179,124 Z'],
  ['Biceps', 'M125,220 C117,240 113,264 115,290 C119,298 129,298 131,292 C135,268 142,242 147,222 C140,216 131,216 125,220 Z'],
  ['Forearms', FOREARM],
  ['Side Shoulders', SIDE_DELT],
  ['Front Shoulders', 'M139,149 C129,174 124,202 121,228 C133,218 143,206 148,196 C152,180 154,162 151,154 C147,151 143,149 139,149 Z'],
  ['Obliques', 'M150,228 C160,232 170,236 174,240 C172,276 173,316 177,352 C168,348 158,344 150,342 C155,318 155,296 152,276 C150,260 149,244 150,228 Z'],
  ['Abdominals', 'M200,236 L183,237 C179,238 177,241 177,245 L178,264 C178,267 180,269 183,269 L200,269 Z '
    + 'M200,274 L184,274 C180,274 178,277 178,281 L179,300 C179,303 181,305 184,305 L200,306 Z '
    + 'M200,311 L185,311 C181,311 179,314 179,318 L180,336 C180,339 182,341 185,341 L200,343 Z '
    + 'M200,348 L186,347 C182,347 180,350 181,354 C183,370 189,386 200,398 Z'],
  ['Chest', 'M200,151 C186,148 166,149 152,155 C154,172 152,190 147,205 C150,218 158,226 172,230 C184,232 194,230 200,228 Z'],
  ['Abductors', 'M150,344 C144,364 141,388 142,412 C143,426 145,436 148,446 C152,424 156,400 160,378 C158,366 154,354 150,344 Z'],
  ['Hip Flexors', 'M153,346 C166,356 180,376 192,404 C189,410 186,416 183,422 C178,404 170,386 160,372 C157,364 155,356 153,346 Z'],
  ['Adductors', 'M196,424 C188,432 183,446 181,462 C182,480 186,496 190,506 C194,488 197,460 198,430 Z'],
  ['Quads', 'M147,446 C140,484 143,532 156,566 C162,560 164,552 164,544 C160,510 158,474 160,432 C155,434 151,440 147,446 Z '
    + 'M163,382 C157,420 157,482 166,538 C170,550 178,552 182,544 C186,506 182,462 178,432 C174,412 169,396 163,382 Z '
    + 'M188,500 C180,518 180,542 186,558 C190,566 196,562 196,552 C196,532 194,514 188,500 Z'],
  ['Calves', 'M191,584 C199,606 200,640 193,680 C186,672 182,650 182,624 C182,606 185,594 191,584 Z '
    + 'M156,588 C149,616 150,650 158,680 C163,660 165,628 162,600 Z'],
];

const BACK: RegionTable = [
  ['Neck', 'M181,100 C187,106 194,108 200,108 L200,130 C193,130 186,128 180,126 C182,118 182,108 181,100 Z'],
  ['Triceps', 'M111,186 C107,214 103,250 103,286 C111,294 123,296 129,290 C131,262 137,238 145,220 C135,212 122,200 111,186 Z'],
  ['Forearms', FOREARM],
  ['Traps', 'M200,116 C192,121 185,125 180,129 C168,140 152,146 138,150 C150,158 164,166 176,176 C184,180 192,183 200,185 Z'],
  ['Traps (mid-back)', 'M200,185 C192,183 184,180 176,176 C166,170 156,164 148,160 C156,176 166,200 176,224 C184,248 192,272 200,296 Z'],
  ['Side Shoulders', SIDE_DELT],
  ['Rear Shoulders', 'M138,150 C146,156 152,166 152,180 C150,196 136,216 121,228 C124,204 128,178 138,150 Z'],
  ['Lats', 'M150,198 C158,202 166,212 172,224 C180,246 188,272 195,300 C188,316 178,330 166,338 C160,320 156,300 153,280 C150,260 148,236 148,214 Z'],
  ['Lower back', 'M199,300 C192,308 184,320 178,334 C175,348 176,362 182,372 L199,372 Z'],
  ['Abductors', 'M176,340 C166,342 156,346 150,352 C146,364 145,376 147,388 C156,376 170,368 184,366 C182,356 180,348 176,340 Z'],
  ['Glutes', 'M199,370 C180,366 160,370 150,384 C142,398 142,420 150,436 C160,448 182,450 199,442 Z'],
  ['Adductors', 'M197,450 C190,462 186,482 186,500 C190,514 194,524 196,530 C197,500 198,474 197,450 Z'],
  ['Hamstrings', 'M150,442 C144,480 148,530 162,568 C168,560 170,548 170,540 C168,510 170,480 174,452 C166,448 158,446 150,442 Z '
    + 'M178,452 C172,490 172,530 178,566 C184,568 188,562 190,556 C192,520 190,488 184,456 Z'],
  ['Calves', 'M158,580 C150,606 150,640 160,672 C166,664 170,650 172,634 C172,612 168,592 158,580 Z '
    + 'M176,584 C172,612 174,646 182,680 C190,668 194,640 194,612 C193,598 188,588 176,584 Z '
    + 'M160,672 C164,690 168,710 172,730 L186,730 C186,710 185,694 182,680 Z'],
];

// Lines that are not muscles but help a reader: kneecaps and thumbs; a shoulder blade, the backs of the knees and
// the Achilles tendons.
const DETAILS: Record<BodymapView, string> = {
  front: 'M166,568 C164,580 170,590 178,590 C186,590 190,580 188,570 M108,410 C103,420 101,434 103,448',
  back: 'M152,170 C160,176 170,196 176,222 M180,700 L181,740 M160,580 C170,574 184,574 192,582',
};

// Short hair for the male build; for the female build hair gathered into a low bun, so no muscle is hidden.
const HAIR: Record<BodymapGender, Record<BodymapView, { fill: string; lines: string }>> = {
  male: {
    front: { fill: 'M203,15 C181,15 164,30 165,58 C168,48 172,42 178,38 C186,34 196,33 203,34 Z', lines: '' },
    back: { fill: 'M203,15 C181,15 164,30 165,58 C165,74 168,88 174,96 C184,102 194,104 203,104 Z', lines: '' },
  },
  female: {
    front: {
      fill: 'M203,13 C179,13 160,28 160,58 C159,74 161,88 166,98 C169,100 172,97 172,92 C170,80 170,66 172,56 '
        + 'C176,44 189,37 203,37 Z',
      lines: 'M200,37 C194,38 186,42 182,47',
    },
    back: {
      fill: 'M203,13 C179,13 160,28 160,58 C160,76 163,90 170,100 C180,106 192,108 203,108 Z',
      lines: 'M200,70 C190,70 183,77 183,86 C183,95 190,102 200,102',
    },
  },
};

const FEMALE_CHEST = 'M200,151 C186,148 166,149 152,155 C150,174 146,192 146,208 C146,230 158,244 174,244 '
  + 'C186,244 195,238 200,232 Z';

// Horizontal scale about the centre line by height, for the female build: [y, scale] keyframes.
const FEMALE_WIDTH: readonly (readonly [number, number])[] = [
  [0, 0.94], [120, 0.94], [150, 0.86], [230, 0.87], [300, 0.83], [345, 0.98], [395, 1.1], [470, 1.07], [580, 1], [800, 0.97],
];

function femaleScale(y: number): number {
  let i = 1;
  while (i < FEMALE_WIDTH.length - 1 && FEMALE_WIDTH[i]![0] < y) i++;
  const [y0, k0] = FEMALE_WIDTH[i - 1]!;
  const [y1, k1] = FEMALE_WIDTH[i]!;
  const t = Math.min(1, Math.max(0, (y - y0) / (y1 - y0)));
  return k0 + (k1 - k0) * t * t * (3 - 2 * t);
}

const PATH = /^(?:\s*(?:[MLC]\s*\d+(?:\.\d+)?,\d+(?:\.\d+)?(?:\s+\d+(?:\.\d+)?,\d+(?:\.\d+)?)*|Z))*\s*$/;
const PAIR = /(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)/g;

/** The path for a build; the female build moves every point sideways by `femaleScale` of its height. */
function forBuild(gender: BodymapGender, d: string): string {
  assert(PATH.test(d), `bodymap path must use only absolute M, L, C, Z with x,y pairs: ${d}`);
  if (gender === 'male') return d;
  return d.replace(PAIR, (_, x: string, y: string) => {
    const wx = WIDTH / 2 + (Number(x) - WIDTH / 2) * femaleScale(Number(y));
    return `${Math.round(wx * 10) / 10},${y}`;
  });
}

/** One half as drawn, and its mirror image. */
function mirrored(d: string): string {
  return `<path d="${d}"/><path transform="${MIRROR}" d="${d}"/>`;
}

interface Palette {
  background: string;
  body: string;
  outline: string;
  detail: string;
  hair: string;
}

const THEMES: Record<BodymapTheme, Palette> = {
  light: { background: '#ffffff', body: '#e4e7eb', outline: '#3d434b', detail: '#9ea6b0', hair: '#aab1ba' },
  dark: { background: '#111418', body: '#3b424b', outline: '#b4bcc6', detail: '#66707c', hair: '#262b31' },
};

// Light orange to deep red (ColorBrewer OrRd): readable on the light-grey and on the dark-grey body.
const RAMP: readonly (readonly [number, number, number])[] = [[253, 212, 158], [252, 141, 89], [200, 30, 30]];
const STEPS = 100;

function rampColour(w: number): string {
  const pos = w * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(pos));
  const t = pos - i;
  const hex = RAMP[i]!.map((c, k) => Math.round(c + (RAMP[i + 1]![k]! - c) * t).toString(16).padStart(2, '0'));
  return `#${hex.join('')}`;
}

/** Fill per weight step: index 0 is unworked, 1..STEPS the ramp from its light end to its deep end. */
const HIGHLIGHTS = Array.from({ length: STEPS + 1 }, (_, i) => rampColour(Math.max(0, i - 1) / (STEPS - 1)));

function step(weight: number | undefined): number {
  if (weight === undefined || !(weight > 0)) return 0;
  return weight >= 1 ? STEPS : Math.max(1, Math.ceil(weight * STEPS));
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Template {
  /** Up to the aria-label's value. */
  open: string;
  /** From the end of the aria-label to the first muscle. */
  afterLabel: string;
  labelPrefix: string;
  /** Muscles in drawing order; `order` is the place in BODYMAP_MUSCLES, which breaks ties in the label. */
  regions: { name: BodymapMuscle; order: number; label: string; open: string; close: string; unworked: string }[];
  close: string;
}

function buildTemplate(gender: BodymapGender, view: BodymapView, theme: BodymapTheme): Template {
  const shape = (d: string) => forBuild(gender, d);
  const p = THEMES[theme];
  const body = SILHOUETTE.map((d) => mirrored(shape(d))).join('');
  const title = `Muscle map: ${gender}, ${view} view`;
  const regions = (view === 'front' ? FRONT : BACK).map(([name, d]) => {
    const open = `<g data-muscle="${escapeXml(name)}" fill="`;
    const close = `">${mirrored(shape(gender === 'female' && name === 'Chest' ? FEMALE_CHEST : d))}</g>`;
    return { name, order: BODYMAP_MUSCLES.indexOf(name), label: escapeXml(name), open, close, unworked: open + p.body + close };
  });
  return {
    open: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="`,
    labelPrefix: `${title}.`,
    afterLabel: `"><title>${title}</title><rect width="${WIDTH}" height="${HEIGHT}" fill="${p.background}"/>`
      // The outline is stroked under a second, stroke-less fill, so only the outer edge of the union shows.
      + `<g fill="${p.body}" stroke="${p.outline}" stroke-width="3.5" stroke-linejoin="round">${body}</g>`
      + `<g fill="${p.body}">${body}</g>`
      + `<g fill="${p.hair}">${mirrored(shape(HAIR[gender][view].fill))}</g>`
      + `<g stroke="${p.detail}" stroke-width="1.2" stroke-linejoin="round">`,
    regions,
    close: `</g><g fill="none" stroke="${p.detail}" stroke-width="1.2" stroke-linecap="round">${mirrored(shape(`${DETAILS[view]} ${HAIR[gender][view].lines}`))}</g></svg>`,
  };
}

/** Each build, view and theme's template, made on its first render (not at start-up: most are never drawn). */
const TEMPLATES = new Map<string, Template>();
function template(gender: BodymapGender, view: BodymapView, theme: BodymapTheme): Template {
  const key = `${gender} ${view} ${theme}`;
  let t = TEMPLATES.get(key);
  if (t === undefined) TEMPLATES.set(key, (t = buildTemplate(gender, view, theme)));
  return t;
}

/**
 * A standalone SVG document of a human figure with each muscle shaded by its weight: absent or 0 in the body colour,
 * (0, 1] from light orange to deep red. The aria-label names the highlighted muscles this view shows, most worked
 * first.
 */
export function renderBodymap(opts: BodymapOptions): string {
  const t = template(opts.gender, opts.view, opts.theme);
  const parts = [t.open, '', t.afterLabel];
  const highlighted: { s: number; r: Template['regions'][number] }[] = [];
  for (const r of t.regions) {
    const s = step(opts.weights.get(r.name));
    if (s === 0) parts.push(r.unworked);
    else {
      parts.push(r.open, HIGHLIGHTS[s]!, r.close);
      highlighted.push({ s, r });
    }
  }
  parts.push(t.close);
  const names = highlighted.sort((a, b) => b.s - a.s || a.r.order - b.r.order).map((h) => h.r.label);
  parts[1] = `${t.labelPrefix} ${names.length === 0 ? 'No muscles highlighted.' : `Highlighted: ${names.join(', ')}.`}`;
  return parts.join('');
}
