import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { KeyStore } from '../src/auth/key-store.ts';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { DataError } from '../src/catalogue/model.ts';
import type { ExerciseRecord } from '../src/catalogue/model.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import { startService } from '../src/service.ts';
import { writeSmallData } from './fixtures/small-data.ts';
import type { SmallData } from './fixtures/small-data.ts';
import { exref } from './fixtures/run-cli.ts';



let work: string;
let data: SmallData;
let first: ExerciseRecord;
/** The strings de-de lacks: one exercise's name, its first step and the muscle Chest. */
let dropped: string[];
before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'exref-i18n-'));
  data = await writeSmallData(path.join(work, 'data'), 40, ['de-de', 'fr-fr']);
  first = data.exercises.find((e) => e.primary_muscles.includes('Chest'))!;
  dropped = [first.name, first.steps[0]!, 'Chest'];
  const de = data.strings.get('de-de')!;
  for (const text of dropped) delete de[text];
  await data.writeStrings('de-de');
});
after(() => rm(work, { recursive: true, force: true }));

describe('a translation file that lacks strings', () => {
  test('loads: each missing string is served in English, the rest translated; coverage counts them', async () => {
    const catalogue = await Catalogue.load(data.dir);
    const de = catalogue.coverage.find((c) => c.lang === 'de-de')!;
    assert.deepEqual(de.missing.map((m) => m.text).sort(), [...dropped].sort());
    assert.equal(de.strings - de.translated, dropped.length);
    assert.equal(catalogue.coverage.find((c) => c.lang === 'fr-fr')!.missing.length, 0);
    const view = catalogue.view('de-de')!;
    const i = catalogue.indexOf(first.id)!;
    const german = data.strings.get('de-de')!;
    assert.equal(view.exercise(i).name, first.name, 'the missing name is English');
    assert.equal(view.exercise(i).steps[0], first.steps[0]);
    assert.deepEqual(view.exercise(i).steps.slice(1), first.steps.slice(1).map((s) => german[s]), 'the other steps are German');
    assert.equal(view.exercise(i).primary_muscles[0], 'Chest');
  });

  test('`exref data check` prints every language\'s coverage and each missing string, and passes', async () => {
    const r = await exref(['data', 'check', '--data-dir', data.dir]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`^coverage de-de: \\d+\\.\\d% \\(\\d+ of \\d+ strings, ${dropped.length} served in English\\)$`, 'm'));
    assert.match(r.stdout, /^coverage fr-fr: 100% \(\d+ of \d+ strings\)$/m);
    for (const text of dropped) assert.ok(r.stdout.includes(`served in English: i18n/de-de.json, record `) && r.stdout.includes(`no translation for ${JSON.stringify(text)}`), text);
    assert.match(r.stdout, /no problems$/m);
  });

  test('`exref data check --strict` keeps the refusal: exit 1, one problem per missing string', async () => {
    const r = await exref(['data', 'check', '--strict', '--data-dir', data.dir]);
    assert.equal(r.code, 1);
    for (const text of dropped) assert.ok(r.stdout.includes(`field strings: no translation for ${JSON.stringify(text)}`), text);
    assert.match(r.stderr, new RegExp(`${dropped.length} problem\\(s\\)`));
  });

  test('EXREF_I18N_STRICT=true refuses to start; otherwise start-up logs the count per language and /health/detailed the coverage', async () => {
    const stateDir = path.join(work, 'state');
    const env = { PORT: '0', EXREF_DATA_DIR: data.dir, EXREF_STATE_DIR: stateDir, LOG_LEVEL: 'info', EXREF_METERING: 'false' };
    await assert.rejects(startService(loadConfig({ ...env, EXREF_I18N_STRICT: 'true' }), createLogger('silent')), (err) => err instanceof DataError && err.problems.length === dropped.length);

    const keys = await KeyStore.open(stateDir);
    const { key } = await keys.create({ tier: 'ENTERPRISE', name: 'i18n test' }, new Date());
    keys.close();
    const lines: Record<string, unknown>[] = [];
    const service = await startService(loadConfig(env), createLogger('info', (batch) => lines.push(...batch.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>))));
    try {
      const warned = lines.find((l) => l.msg === 'translations incomplete: missing strings are served in English');
      assert.deepEqual(warned?.missing_strings, { 'de-de': dropped.length, 'fr-fr': 0 });
      const health = await (await fetch(`${service.url}/health/detailed`, { headers: { 'x-api-key': key } })).json() as any;
      const coverage = health.checks.exercise_data.translation_coverage;
      assert.equal(coverage['de-de'].missing, dropped.length);
      assert.ok(coverage['de-de'].coverage < 1 && coverage['de-de'].coverage > 0.9);
      assert.deepEqual([coverage['fr-fr'].coverage, coverage['fr-fr'].missing], [1, 0]);
      const served = await (await fetch(`${service.url}/exercises/${first.id}?lang=de-de`, { headers: { 'x-api-key': key } })).json() as any;
      assert.equal(served.name, first.name);
    } finally {
      await service.stop();
    }
  });
});
