import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Catalogue } from '../src/catalogue/catalogue.ts';
import { writeSmallData } from './fixtures/small-data.ts';
import { demoCatalogue, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

let srv: TestServer;
let work: string;
before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'exref-bodymaps-'));
  // An empty media store: every bodymap is drawn from the catalogue.
  srv = await startTestServer({ env: { EXREF_MEDIA_DIR: work } });
});
after(async () => {
  await srv.close();
  await rm(work, { recursive: true, force: true });
});

describe('bodymaps drawn from the catalogue', () => {
  test('routines, workouts and exercises are drawn from their muscles; an unknown id is 404', async () => {
    const cat = await demoCatalogue();
    const routine = cat.programs.routines[0]!;
    const workout = cat.programs.workouts[0]!;
    for (const p of [`/stream/images/bodymaps/routines/${routine.id}`, `/stream/images/bodymaps/workouts/${workout.id}`, `/stream/images/bodymaps/${cat.exercises[0]!.id}`]) {
      const r = await srv.get(p);
      assert.equal(r.status, 200, p);
      assert.equal(r.headers.get('content-type'), 'image/svg+xml');
      assert.match(r.text, /^<svg/);
    }
    assert.equal((await srv.get('/stream/images/bodymaps/routines/999999')).status, 404);
    assert.equal((await srv.get('/stream/images/bodymaps/workouts/999999')).status, 404);
  });

  test('follow the catalogue a reload swaps in', async () => {
    const old = await demoCatalogue();
    const small = await writeSmallData(path.join(work, 'data'), 5, []);
    const next = await Catalogue.load(small.dir);
    const gone = old.exercises.find((e) => next.indexOf(e.id) === undefined)!;
    const routine = old.programs.routines[0]!;
    srv.server.app.catalogue = next;
    try {
      assert.equal((await srv.get(`/stream/images/bodymaps/${next.exercises[0]!.id}`)).status, 200);
      assert.equal((await srv.get(`/stream/images/bodymaps/${gone.id}`)).status, 404, 'an exercise the new catalogue lacks');
      assert.equal((await srv.get(`/stream/images/bodymaps/routines/${routine.id}`)).status, 404, 'the new folder has no routines');
    } finally {
      srv.server.app.catalogue = old;
    }
    assert.equal((await srv.get(`/stream/images/bodymaps/routines/${routine.id}`)).status, 200);
  });
});
