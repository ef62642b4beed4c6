import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { englishTablesOffThread } from '../src/catalogue/english-tables.ts';
import { searchDocument } from '../src/catalogue/language-view.ts';
import { SearchIndex } from '../src/search/search-index.ts';
import { finish } from '../src/catalogue/pending.ts';
import { DATA_DIR, demoCatalogue } from './helpers.ts';

describe('English search tables built on a worker thread', () => {
  test('answer every query exactly as tables built on the main thread do', async () => {
    const tables = await englishTablesOffThread(DATA_DIR);
    assert.ok(tables, 'the worker built the tables');
    const catalogue = await demoCatalogue();
    const offThread = finish(SearchIndex.fromTableSteps(tables));
    const onThread = SearchIndex.build(catalogue.exercises.map((r) => searchDocument('en-us', r, (text) => text)), 'en-us');
    for (const query of ['barbell bench press', 'rdl', 'pul', 'goddses pose', 'dead lift', 'kettlebell swing', 'ohp', 'curl']) {
      assert.deepEqual(offThread.search(query), onThread.search(query), query);
    }
  });

  test('give null for a folder whose exercises cannot be read, leaving the report to the main thread', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exref-tables-'));
    try {
      assert.equal(await englishTablesOffThread(dir), null);
      await writeFile(path.join(dir, 'exercises.json'), '{"exercises": [{"id": "one"}]}');
      assert.equal(await englishTablesOffThread(dir), null);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
