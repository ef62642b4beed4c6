/**
 * The Redis connection against a real redis-server misbehaving with the socket open: a failed keep-alive PING does
 * not make the process unready for good, a demoted primary makes it reconnect, a hung Redis makes it unready and the
 * admissions it ran late charge nothing, a dead connection to a healthy Redis is replaced, and a subscriber
 * interrupted by close() does not leak.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { RedisLedger } from '../src/quota/redis-ledger.ts';
import { StoreUnavailableError } from '../src/quota/store.ts';
import { connectRedis, redact } from '../src/redis/connect.ts';
import type { RedisConnection } from '../src/redis/connect.ts';
import { within } from './helpers.ts';
import { freePort } from './free-port.ts';
import { startRedis } from './redis-server.ts';
import type { TestRedis } from './redis-server.ts';

let redis: TestRedis;
let pid: number;
before(async () => {
  redis = await startRedis();
  pid = Number(/process_id:(\d+)/.exec(String(await redis.command('INFO', 'server')))![1]);
});
after(async () => {
  process.kill(pid, 'SIGCONT');
  await redis.close();
});

async function connectedClients(): Promise<number> {
  return Number(/connected_clients:(\d+)/.exec(String(await redis.command('INFO', 'clients')))![1]);
}

describe('readiness', () => {
  test('a keep-alive PING refused with BUSY (a long script) leaves the process ready once the script is killed', async () => {
    const states: string[] = [];
    const conn = await connectRedis(redis.url, 'busy:', (s, d) => states.push(`${s}: ${d}`));
    try {
      await redis.command('CONFIG', 'SET', 'busy-reply-threshold', '100');
      const script = redis.command('EVAL', 'local i = 0 while true do i = i + 1 end', '0').catch((err: Error) => err);
      await sleep(1_500); // the client's PING (every second) is answered BUSY meanwhile
      await assert.rejects(conn.send(['PING']), /^Error: BUSY/, 'Redis really answered BUSY');
      await redis.command('SCRIPT', 'KILL');
      await script;
      assert.ok(await within(1_500, () => conn.ready()), `ready again after the script was killed (states: ${states.join('; ')})`);
      assert.equal(await conn.send(['PING']), 'PONG');
      assert.ok(!states.some((s) => s.startsWith('down')), 'an error reply is not an outage');
    } finally {
      await redis.command('CONFIG', 'SET', 'busy-reply-threshold', '5000');
      await conn.close();
    }
  });

  test('the primary demoted to a replica (READONLY) makes the process unready and reconnect; it resumes by itself', async () => {
    const conn = await connectRedis(redis.url, 'ro:');
    const ledger = new RedisLedger(conn);
    try {
      const idBefore = await conn.send(['CLIENT', 'ID']);
      await redis.command('REPLICAOF', '127.0.0.1', String(await freePort()));
      await assert.rejects(ledger.admit('k', '2026-01-01', 10, 1), StoreUnavailableError);
      assert.equal(conn.ready(), false, 'unready as soon as Redis refuses writes');
      await sleep(1_200);
      assert.equal(conn.ready(), false, 'still unready while the node behind the URL is a replica');
      await redis.command('REPLICAOF', 'NO', 'ONE');
      assert.ok(await within(3_000, () => conn.ready()), 'ready again once the node is a primary');
      assert.equal((await ledger.admit('k', '2026-01-01', 10, 1)).used, 1);
      assert.notEqual(await conn.send(['CLIENT', 'ID']), idBefore, 'a new connection, not the old one');
    } finally {
      await redis.command('REPLICAOF', 'NO', 'ONE');
      await conn.close();
    }
  });
});

describe('a hung Redis (SIGSTOP, socket open)', () => {
  test('admissions get 503 after the timeout, the process is unready, and what Redis runs on resuming charges nothing', async () => {
    const conn = await connectRedis(redis.url, 'hung:', () => undefined, { commandTimeoutMs: 800 });
    const ledger = new RedisLedger(conn);
    await conn.loadScripts(RedisLedger.scripts);
    try {
      process.kill(pid, 'SIGSTOP');
      const t0 = Date.now();
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => ledger.admit('k', '2026-01-01', 100, 1)));
      assert.ok(results.every((r) => r.status === 'rejected' && r.reason instanceof StoreUnavailableError));
      assert.ok(Date.now() - t0 < 2_000, 'refused after the command timeout');
      assert.equal(conn.ready(), false, 'unready while Redis does not answer');
      await sleep(400);
      process.kill(pid, 'SIGCONT');
      assert.ok(await within(2_500, () => conn.ready()), 'ready again once Redis answers');
      assert.equal(await redis.command('HGET', 'hung:usage:k', 'u'), null, 'none of the refused admissions was charged');
      assert.equal((await ledger.admit('k', '2026-01-01', 100, 1)).used, 1, 'admissions in time are charged');
    } finally {
      process.kill(pid, 'SIGCONT');
      await conn.close();
    }
  });

  test('the deadline is on Redis\'s clock: a past one refuses without charging, no deadline charges', async () => {
    const conn = await connectRedis(redis.url, 'late:');
    try {
      const past: RedisConnection = { ...conn, deadline: () => conn.deadline() - 10_000 };
      await assert.rejects(new RedisLedger(past).admit('k', '2026-01-01', 10, 1), StoreUnavailableError);
      assert.equal(await redis.command('EXISTS', 'late:usage:k'), 0);
      const none: RedisConnection = { ...conn, deadline: () => 0 };
      assert.equal((await new RedisLedger(none).admit('k', '2026-01-01', 10, 1)).used, 1);
      assert.equal((await new RedisLedger(conn).admit('k', '2026-01-01', 10, 1)).used, 2, 'the measured deadline is in the future');
    } finally {
      await conn.close();
    }
  });
});

/**
 * A TCP proxy in front of the test Redis. `hang()` stops forwarding on every connection open at that moment, both
 * ways, with the sockets left open (a NAT or firewall that silently dropped the flow, a proxy that hung the stream):
 * what the client sends is held, what Redis answers is dropped. Connections opened afterwards are forwarded as usual.
 * `release()` delivers what was held to Redis and resolves once the client has closed those connections and Redis
 * has read everything on them (false if that takes more than `ms`).
 */
async function startProxy(port: number) {
  const streams = new Set<{ hung: boolean; held: Buffer[]; clientGone: boolean; upstream: net.Socket }>();
  let holdNew = false;
  const server = net.createServer((downstream) => {
    const upstream = net.connect(port, '127.0.0.1');
    const stream = { hung: holdNew, held: [] as Buffer[], clientGone: false, upstream };
    streams.add(stream);
    downstream.on('data', (d: Buffer) => (stream.hung ? stream.held.push(d) : upstream.write(d)));
    upstream.on('data', (d: Buffer) => stream.hung || downstream.write(d));
    downstream.on('close', () => {
      stream.clientGone = true;
      if (!stream.hung) upstream.end();
    });
    upstream.on('close', () => {
      streams.delete(stream);
      downstream.destroy();
    });
    downstream.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hang() {
      for (const s of streams) s.hung = true;
    },
    /** Connections opened from now on are held from their first byte, until `release()`. */
    holdNewConnections() {
      holdNew = true;
    },
    get connections(): number {
      return streams.size;
    },
    async release(ms: number): Promise<boolean> {
      const hung = [...streams].filter((s) => s.hung);
      const closed = Promise.all(hung.filter((s) => !s.upstream.destroyed).map((s) => once(s.upstream, 'close')));
      for (const s of hung) {
        s.hung = false; // from now on a client that goes ends its upstream, as it does on a healthy stream
        for (const d of s.held) s.upstream.write(d);
        if (s.clientGone) s.upstream.end();
      }
      return Promise.race([closed.then(() => true), sleep(ms).then(() => false)]);
    },
    close() {
      for (const s of streams) s.upstream.destroy();
      server.close();
    },
  };
}

async function evalshaCalls(): Promise<number> {
  return Number(/cmdstat_evalsha:calls=(\d+)/.exec(String(await redis.command('INFO', 'commandstats')))?.[1] ?? 0);
}

describe('a dead connection to a healthy Redis (a silently dropped flow, a hung proxy)', () => {
  test('is replaced after the stall bound: ready again by itself, resubscribed, nothing lost or charged twice', async () => {
    const proxy = await startProxy(redis.port);
    const timeout = 300;
    const conn = await connectRedis(proxy.url, 'dead:', () => undefined, { commandTimeoutMs: timeout });
    const ledger = new RedisLedger(conn);
    const messages: string[] = [];
    try {
      await conn.loadScripts(RedisLedger.scripts);
      await conn.subscribe('ch', (m) => messages.push(m));
      assert.equal((await ledger.admit('k', '2026-01-01', 100, 1)).used, 1);
      const idBefore = await conn.send(['CLIENT', 'ID']);

      proxy.hang();
      const t0 = Date.now();
      // Admissions keep coming while the connection is dead, some of them in flight when it is replaced.
      const attempts: Promise<PromiseSettledResult<unknown>>[] = [];
      // Until it was seen unready (from the first command's timeout) and then ready again. Stopping at a fixed time
      // instead raced that first timeout: a loop that looked just before it fired saw nothing.
      let wasUnready = false;
      while (Date.now() - t0 < 20 * timeout) {
        wasUnready ||= !conn.ready();
        if (wasUnready && conn.ready()) break;
        attempts.push(ledger.admit('k', '2026-01-01', 100, 1).then(
          (value) => ({ status: 'fulfilled', value }), (reason: unknown) => ({ status: 'rejected', reason })));
        await sleep(timeout / 6);
      }
      const back = Date.now() - t0;
      assert.ok(wasUnready, 'unready while the connection was dead');
      assert.ok(conn.ready(), `ready again by itself (waited ${back} ms)`);
      assert.ok(back >= 3 * timeout, `not replaced before the stall limit (a timeout, then two more): ${back} ms`);
      const results = await Promise.all(attempts);
      const failed = results.filter((r) => r.status === 'rejected');
      assert.ok(failed.length >= 3, `admissions failed while the connection was dead: ${failed.length}`);
      for (const r of failed) assert.ok(r.reason instanceof StoreUnavailableError, `a 503, not a 500: ${r.reason}`);
      const charged = results.filter((r) => r.status === 'fulfilled').length;

      // The hung stream comes unstuck as soon as every admission sent on it was answered 503: Redis runs them then,
      // past their deadline, so they charge nothing. (Failed before their deadline, one could still charge.)
      const calls = await evalshaCalls();
      assert.ok(await proxy.release(5_000), 'the dead connections were closed by the client, not leaked');
      assert.ok((await evalshaCalls()) - calls >= 3, 'the held admissions did reach Redis');
      assert.equal(await redis.command('HGET', 'dead:usage:k', 'u'), String(1 + charged), 'what got a 503 is not charged');

      assert.notEqual(await conn.send(['CLIENT', 'ID']), idBefore, 'a new connection, not the dead one');
      assert.equal((await ledger.admit('k', '2026-01-01', 100, 1)).used, 2 + charged, 'the charge before the stall is kept');
      await redis.command('PUBLISH', 'dead:ch', 'after');
      assert.ok(await within(1_000, () => messages.includes('after')), 'the subscriber was replaced too');
    } finally {
      await conn.close();
      proxy.close();
    }
  });
});

describe('close() while a replacement connection is being opened', () => {
  test('the replacement is closed when it opens: no connection and no timer left behind', async () => {
    const baseline = await connectedClients();
    const proxy = await startProxy(redis.port);
    const timeout = 200;
    const conn = await connectRedis(proxy.url, 'race:', () => undefined, { commandTimeoutMs: timeout });
    try {
      // The connection goes dead, and the one that replaces it hangs while it is opened.
      proxy.hang();
      proxy.holdNewConnections();
      const before = proxy.connections;
      const opening = await within(30 * timeout, async () => {
        await conn.send(['PING']).catch(() => undefined);
        return proxy.connections > before;
      });
      assert.ok(opening, 'a replacement connection is being opened');
      const closing = conn.close();
      // The replacement opens once close() has run: it must be closed then, not left as the current client.
      assert.ok(await proxy.release(5_000), 'the connections held by the proxy were closed by the client');
      await closing;
      assert.ok(await within(3_000, async () => (await connectedClients()) === baseline), `connections: ${await connectedClients()}, before: ${baseline}`);
    } finally {
      proxy.close();
    }
  });
});

describe('subscriber', () => {
  test('close() before subscribe() finished leaves no connection behind', async () => {
    const baseline = await connectedClients();
    const conn = await connectRedis(redis.url, 'sub:');
    const subscribed = conn.subscribe('ch', () => undefined).catch((err: Error) => err);
    await conn.close();
    await subscribed;
    assert.ok(await within(1_000, async () => (await connectedClients()) === baseline), `connections: ${await connectedClients()}, before: ${baseline}`);
  });
});

describe('start-up errors', () => {
  const withPath = (p: string, auth = '') => redis.url.replace('redis://', `redis://${auth}`).replace(/\/?$/, p);

  test('a configuration no retry can mend (a wrong user or password, a database that does not exist) fails at once, naming the cause', async () => {
    for (const [url, cause] of [[withPath('', 'nobody:wrong@'), /WRONGPASS/], [withPath('/99'), /DB index is out of range/]] as const) {
      const started = Date.now();
      await assert.rejects(connectRedis(url, 'bad:'), (err: Error) => {
        assert.match(err.message, /^cannot connect to Redis at /);
        assert.match(err.message, cause);
        assert.doesNotMatch(err.message, /wrong/, 'the password is not in the message');
        return true;
      });
      assert.ok(Date.now() - started < 5_000, `${url}: gave up after ${Date.now() - started} ms, not at the 10 s wait`);
    }
  });

  test('a Redis that never answers: the wait runs out and the message names the last error seen', async () => {
    await assert.rejects(connectRedis(`redis://127.0.0.1:${await freePort()}`, 'closed:'), /did not answer .* \(last error: .*ECONNREFUSED/);
  });

  test('credentials are hidden up to the last @ before the host, where the URL parser splits', () => {
    assert.equal(redact('redis://u:p@ss@127.0.0.1:1/0'), 'redis://***@127.0.0.1:1/0');
    assert.equal(redact('rediss://:secret@cache.example:6380'), 'rediss://***@cache.example:6380');
    assert.equal(redact('redis://127.0.0.1:6379/2'), 'redis://127.0.0.1:6379/2');
  });
});
