import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BODYMAP_MUSCLES, renderBodymap } from '../src/media/bodymap-svg.ts';
import type { BodymapGender, BodymapOptions, BodymapTheme, BodymapView } from '../src/media/bodymap-svg.ts';

const GENDERS: BodymapGender[] = ['male', 'female'];
const VIEWS: BodymapView[] = ['front', 'back'];
const THEMES: BodymapTheme[] = ['light', 'dark'];
const COMBINATIONS = GENDERS.flatMap((gender) => VIEWS.flatMap((view) => THEMES.map((theme) => ({ gender, view, theme }))));

const SHOWN: Record<BodymapView, string[]> = {
  front: ['Neck', 'Traps', 'Front Shoulders', 'Side Shoulders', 'Chest', 'Biceps', 'Forearms', 'Abdominals', 'Obliques',
    'Hip Flexors', 'Adductors', 'Abductors', 'Quads', 'Calves'],
  back: ['Neck', 'Traps', 'Traps (mid-back)', 'Rear Shoulders', 'Side Shoulders', 'Lats', 'Triceps', 'Forearms',
    'Lower back', 'Glutes', 'Abductors', 'Adductors', 'Hamstrings', 'Calves'],
};

const render = (opts: Partial<Omit<BodymapOptions, 'weights'>> & { weights?: [string, number][] } = {}) =>
  renderBodymap({ gender: 'male', view: 'front', theme: 'light', ...opts, weights: new Map(opts.weights ?? []) });

/** Muscle name to fill colour, as drawn. */
function fills(svg: string): Map<string, string> {
  return new Map([...svg.matchAll(/<g data-muscle="([^"]+)" fill="(#[0-9a-f]{6})"/g)].map((m) => [m[1]!, m[2]!]));
}

const ariaLabel = (svg: string) => /aria-label="([^"]*)"/.exec(svg)![1]!;
const background = (svg: string) => /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)![1];
const luminance = (hex: string) => [1, 3, 5].reduce((sum, i, k) => sum + [0.2126, 0.7152, 0.0722][k]! * parseInt(hex.slice(i, i + 2), 16), 0);
/** The drawing alone: the title and label name the gender and view, so they are left out when comparing shapes. */
const drawing = (svg: string) => svg.replace(/aria-label="[^"]*"/, '').replace(/<title>.*?<\/title>/, '');

/** Throws unless `xml` is one well-formed element: balanced tags, quoted attributes, no stray `<` or `&`. */
function assertWellFormed(xml: string): void {
  const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
  const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    assert.ok(!text.replace(ENTITY, '').includes('&'), `unescaped & in text near ${i}`);
    assert.ok(stack.length > 0 || text.trim() === '', `text outside the root near ${i}`);
    if (lt < 0) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(xml);
    assert.ok(m, `malformed tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
    const [whole, closing, name, attrs, selfClosing] = m;
    assert.ok(!attrs!.replace(ENTITY, '').includes('&'), `unescaped & in the attributes of <${name}>`);
    const names = [...attrs!.matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    assert.equal(new Set(names).size, names.length, `repeated attribute on <${name}>`);
    if (closing) assert.equal(stack.pop(), name, `</${name}> closes the wrong element`);
    else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name!);
    }
    i = lt + whole.length;
  }
  assert.deepEqual(stack, [], 'unclosed elements');
  assert.equal(roots, 1, 'exactly one root element');
}

describe('renderBodymap', () => {
  test('the well-formedness check itself rejects broken XML', () => {
    for (const bad of ['<svg><g></svg>', '<svg>a & b</svg>', '<svg a="1" a="2"/>', '<svg/><svg/>', '<svg x=1/>']) {
      assert.throws(() => assertWellFormed(bad), bad);
    }
    assertWellFormed('<svg a="&amp;"><g/>x &lt; y</svg>');
  });

  test('every combination is a well-formed standalone SVG with a title and an accessible name', () => {
    for (const c of COMBINATIONS) {
      const svg = render({ ...c, weights: [['Chest', 1], ['Lats', 0.5]] });
      assertWellFormed(svg);
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 800" width="400" height="800" role="img" aria-label="[^"]+">/);
      assert.match(svg, new RegExp(`<title>Muscle map: ${c.gender}, ${c.view} view</title>`));
    }
  });

  test('each view has a region, drawn on both sides, for every muscle it shows and for no other', () => {
    for (const c of COMBINATIONS) {
      const svg = render(c);
      assert.deepEqual([...fills(svg).keys()].sort(), [...SHOWN[c.view]].sort(), `${c.gender} ${c.view}`);
      for (const group of svg.match(/<g data-muscle="[^"]+" fill="[^"]+">.*?<\/g>/g)!) {
        assert.match(group, /^<g [^>]+><path d="[^"]+"\/><path transform="matrix\(-1 0 0 1 400 0\)" d="[^"]+"\/><\/g>$/);
      }
    }
  });

  test('BODYMAP_MUSCLES are the catalogue names, each shown in at least one view', () => {
    assert.equal(BODYMAP_MUSCLES.length, 21);
    assert.deepEqual([...new Set([...SHOWN.front, ...SHOWN.back])].sort(), [...BODYMAP_MUSCLES].sort());
  });

  test('a worked muscle is filled differently from the body, and a larger weight gives a deeper colour', () => {
    for (const theme of THEMES) {
      const base = fills(render({ theme })).get('Chest')!;
      const shades = [0.05, 0.25, 0.5, 0.75, 1].map((w) => fills(render({ theme, weights: [['Chest', w]] })).get('Chest')!);
      for (const shade of shades) assert.notEqual(shade, base);
      for (let i = 1; i < shades.length; i++) {
        assert.ok(luminance(shades[i]!) < luminance(shades[i - 1]!), `${theme}: ${shades[i]} should be deeper than ${shades[i - 1]}`);
      }
      assert.equal(fills(render({ theme, weights: [['Chest', 1]] })).get('Biceps'), base, 'other muscles keep the body colour');
    }
  });

  test('weights outside (0, 1] are clamped: 0, negative and NaN are unworked, above 1 is the deepest', () => {
    const base = render();
    for (const w of [0, -1, Number.NaN]) assert.equal(render({ weights: [['Chest', w]] }), base, String(w));
    assert.equal(render({ weights: [['Chest', 7]] }), render({ weights: [['Chest', 1]] }));
  });

  test('front and back, male and female, light and dark all differ', () => {
    assert.notEqual(drawing(render({ view: 'front' })), drawing(render({ view: 'back' })));
    for (const view of VIEWS) assert.notEqual(drawing(render({ view, gender: 'male' })), drawing(render({ view, gender: 'female' })));
    assert.equal(background(render({ theme: 'light' })), '#ffffff');
    assert.notEqual(background(render({ theme: 'dark' })), '#ffffff');
    assert.ok(luminance(background(render({ theme: 'dark' }))!) < 40, 'the dark background is near black');
  });

  test('unknown muscle names are ignored and never reach the output', () => {
    const svg = render({ weights: [['Wings', 1], ['<script>alert(1)</script>', 1], ['chest', 1]] });
    assert.equal(svg, render());
    assert.ok(!svg.includes('script') && !svg.includes('Wings'));
  });

  test('the aria-label lists the highlighted muscles this view shows, most worked first', () => {
    const weights: [string, number][] = [['Biceps', 0.2], ['Chest', 1], ['Forearms', 0.2], ['Hamstrings', 1], ['Quads', 0]];
    assert.equal(ariaLabel(render({ weights })), 'Muscle map: male, front view. Highlighted: Chest, Biceps, Forearms.');
    assert.equal(ariaLabel(render({ view: 'back', gender: 'female', weights })), 'Muscle map: female, back view. Highlighted: Hamstrings, Forearms.');
    assert.equal(ariaLabel(render({ view: 'back', weights: [['Traps (mid-back)', 1]] })),
      'Muscle map: male, back view. Highlighted: Traps (mid-back).');
    assert.equal(ariaLabel(render()), 'Muscle map: male, front view. No muscles highlighted.');
  });

  test('output is deterministic: same input, same bytes, whatever the order of the weights', () => {
    const a: [string, number][] = [['Chest', 0.3], ['Triceps', 1], ['Calves', 0.61]];
    for (const c of COMBINATIONS) {
      assert.equal(render({ ...c, weights: a }), render({ ...c, weights: a }));
      assert.equal(render({ ...c, weights: a }), render({ ...c, weights: [...a].reverse() }));
    }
  });
});
