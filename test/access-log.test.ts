import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { KeyStore } from '../src/auth/key-store.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import { openLedger } from '../src/quota/ledger.ts';
import type { OpenedLedger } from '../src/quota/ledger.ts';
import { createServer } from '../src/server.ts';
import { hundredths, jsonString } from '../src/http/access-log.ts';
import { DATA_DIR, ROOT, demoCatalogue, pipelined } from './helpers.ts';

type Line = Record<string, unknown>;

/** A server logging at info to a list, whose ledger's fdatasync waits while `holdSyncs` is set. */
describe('access lines', () => {
  const lines: Line[] = [];
  let url: string;
  let stateDir: string;
  let key: string;
  let keyId: string;
  let keys: KeyStore;
  let ledger: OpenedLedger;
  let server: ReturnType<typeof createServer>;
  let holdSyncs: Promise<void> | null = null;
  let id: number;

  before(async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'exref-access-log-'));
    const config = loadConfig({ PORT: '0', EXREF_STATE_DIR: stateDir, EXREF_DATA_DIR: DATA_DIR, LOG_LEVEL: 'info', PUBLIC_BASE_URL: 'http://api.test' }, ROOT);
    keys = await KeyStore.open(stateDir);
    const created = await keys.create({ tier: 'ENTERPRISE', name: 'access log test' }, new Date());
    [key, keyId] = [created.key, created.record.id];
    ledger = await openLedger(stateDir, {
      io: {
        sync: async (handle) => {
          if (holdSyncs) await holdSyncs;
          await handle.datasync();
        },
      },
    });
    const log = createLogger('info', (batch) => lines.push(...batch.trim().split('\n').map((l) => JSON.parse(l) as Line)));
    const catalogue = await demoCatalogue();
    id = catalogue.exercises[2]!.id;
    server = createServer(config, { catalogue, keys, ledger, log });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    keys.close();
    await ledger.close();
    await rm(stateDir, { recursive: true, force: true });
  });

  async function lineOf(p: string, count = 1): Promise<Line[]> {
    for (let i = 0; i < 200; i++) {
      const found = lines.filter((l) => l.msg === 'request' && l.path === p);
      if (found.length >= count) {
        await sleep(50); // a second line for the same request would show up by now
        return lines.filter((l) => l.msg === 'request' && l.path === p);
      }
      await sleep(10);
    }
    assert.fail(`no request line for ${p}`);
  }

  async function call(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; body: Buffer; etag?: string }> {
    const res = await fetch(url + p, { method, headers: { 'x-api-key': key, ...headers } });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()), etag: res.headers.get('etag') ?? undefined };
  }

  test('every JSON answer gets exactly one line with its status and the body bytes sent', async () => {
    const ok = await call(`/exercises/${id}?n=1`);
    const head = await call(`/exercises/${id}?n=2`, {}, 'HEAD');
    const unchanged = await call(`/exercises/${id}?n=3`, { 'if-none-match': ok.etag! });
    const missing = await call('/exercises/999999999?n=4');
    const invalid = await call('/exercises/abc?n=5');
    const cases: [string, { status: number; body: Buffer }][] = [
      [`/exercises/${id}?n=1`, ok], [`/exercises/${id}?n=2`, head], [`/exercises/${id}?n=3`, unchanged],
      ['/exercises/999999999?n=4', missing], ['/exercises/abc?n=5', invalid],
    ];
    for (const [p, answer] of cases) {
      const found = await lineOf(p);
      assert.equal(found.length, 1, `${p}: one line`);
      assert.deepEqual([found[0]!.status, found[0]!.bytes, found[0]!.key_id, 'aborted' in found[0]!], [answer.status, answer.body.length, keyId, false], p);
    }
    assert.deepEqual([ok.status, head.status, unchanged.status, missing.status, invalid.status], [200, 200, 304, 404, 422]);
  });

  test('OPTIONS * and CONNECT, answered without a route, get their line too', async () => {
    const answers = await pipelined(url, ['OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', 'CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n'], { untilClose: true });
    assert.deepEqual(answers.map((a) => a.status), [204, 405]);
    const [options] = await lineOf('*');
    const [connect] = await lineOf('example.test:443');
    assert.deepEqual([options!.method, options!.status, options!.bytes], ['OPTIONS', 204, 0]);
    assert.deepEqual([connect!.method, connect!.status, connect!.bytes], ['CONNECT', 405, answers[1]!.body.length]);
  });

  test('a line carries the wall-clock time it was written and the duration in hundredths of a millisecond', async () => {
    const before = Date.now();
    await call(`/exercises/${id}?n=time`);
    const after = Date.now();
    const [line] = await lineOf(`/exercises/${id}?n=time`);
    const time = Date.parse(String(line!.time));
    assert.ok(time >= before && time <= after, `${String(line!.time)} between ${new Date(before).toISOString()} and ${new Date(after).toISOString()}`);
    const ms = line!.duration_ms as number;
    assert.ok(typeof ms === 'number' && ms >= 0 && ms <= after - before, `duration ${ms}`);
    assert.equal(Math.round(ms * 100) / 100, ms, 'at most two decimals');
  });

  test('a client that leaves while its charge is made durable is logged 499, aborted, with its key; nothing is sent after', async () => {
    let release!: () => void;
    holdSyncs = new Promise<void>((resolve) => (release = resolve));
    const p = `/exercises/${id}?left=1`;
    const req = http.get(url + p, { headers: { 'x-api-key': key } });
    req.on('error', () => undefined);
    // The request is charged and waits on the held sync; then the client goes.
    await sleep(150);
    req.destroy();
    await sleep(100);
    holdSyncs = null;
    release();
    const [line] = await lineOf(p);
    assert.deepEqual([line!.status, line!.bytes, line!.aborted, line!.key_id], [499, 0, true, keyId]);
    assert.equal((await call(`/exercises/${id}?after=1`)).status, 200, 'the server answers on');
  });
});

describe('jsonString', () => {
  test('writes any text as JSON.stringify does', () => {
    const texts = ['/exercises/1?lang=de-de', '', '/a"b', '/a\\b', '/tab\there', '/\u0000', '/\u007f', '/caf\u00e9', '/\ud83d\ude00', '/\ud800', '/%22?q=%E2%82%AC'];
    for (let c = 0; c < 0x250; c++) texts.push(`/x${String.fromCharCode(c)}y`);
    for (const text of texts) assert.equal(jsonString(text), JSON.stringify(text), JSON.stringify(text));
  });
});

describe('hundredths', () => {
  test('writes a count of hundredths as JSON writes that count divided by 100', () => {
    const counts = [...Array.from({ length: 20_000 }, (_, i) => i), 123_456_789, 100_000_001, 2 ** 40 + 7];
    for (const h of counts) assert.equal(hundredths(h), JSON.stringify(h / 100), String(h));
  });
});
