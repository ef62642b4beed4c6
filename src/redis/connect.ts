/**
 * The Redis connection of the shared store. The `redis` package is an optional peer dependency, imported only here
 * and only when EXREF_REDIS_URL is set. Commands never wait for a connection that is down (no offline queue) and
 * never longer than COMMAND_TIMEOUT_MS, so an outage turns into prompt 503s instead of a growing queue.
 *
 * Ready means: the socket is up, the node behind the URL takes writes, and no command has timed out since the last
 * reply. A failed command alone (an error reply, a full queue) says nothing about the connection and changes nothing.
 * A stall that outlasts STALL_LIMIT_TIMEOUTS command timeouts is taken for a dead connection and the client replaced.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { StoreUnavailableError } from '../quota/store.ts';

/** Long enough for a process starved of CPU (start-up builds, a busy host), short enough that a hung Redis is a 503. */
const COMMAND_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** Commands in flight at once per process; past it requests are refused rather than queued. */
const MAX_IN_FLIGHT = 10_000;
/** Replies saying the node cannot take writes now (demoted by a failover, still loading its data): a new client, with
 *  a new DNS lookup, is how this process finds the primary again. */
const NOT_PRIMARY = /^(READONLY|MASTERDOWN|LOADING)\b/;
/** At most one new client a second while the node behind the URL is not a primary. */
const REPLACE_EVERY_MS = 1_000;
/** Redis's clock drifts or steps; measured again this often. */
const CLOCK_EVERY_MS = 10_000;
/**
 * A stall (a command timed out, and nothing has been answered since) that lasts this many more command timeouts is
 * taken for a dead connection: a NAT or firewall that dropped the flow silently, a proxy that hung the stream. TCP
 * alone would notice only after minutes of retransmissions (about 15 on Linux), and node-redis's keep-alive PING
 * waits for ever, so the client is replaced as after a failover. Two timeouts (10 s, 15 s after the first command
 * that got no answer): one timeout can be a Redis pausing for a fork or a slow fsync, or this process starved of
 * CPU, and those are waited out; a pause three times as long is not worth waiting for, because a new connection
 * costs one handshake, ROLE and TIME, and a Redis that really is hung accepts it and answers on it when it resumes.
 */
const STALL_LIMIT_TIMEOUTS = 2;

export interface LuaScript { source: string; sha: string }

export function luaScript(source: string): LuaScript {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

type Reply = string | number | null | Reply[];

export interface RedisConnection {
  readonly prefix: string;
  /** One command, one round trip. Rejects with StoreUnavailableError when Redis cannot answer in time. */
  send<T extends Reply = Reply>(args: readonly string[]): Promise<T>;
  /** EVALSHA, falling back to EVAL once when Redis has not cached the script yet (after a restart). */
  eval<T extends Reply = Reply>(script: LuaScript, keys: readonly string[], args: readonly (string | number)[]): Promise<T>;
  /** Caches scripts in Redis now and after every reconnection (a restarted Redis has forgotten them), so each EVALSHA
   *  is one round trip instead of a NOSCRIPT answer and an EVAL. */
  loadScripts(scripts: readonly LuaScript[]): Promise<void>;
  /** Calls `onMessage` for every message on `channel` (prefixed), resubscribing after reconnects. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  /** Resolves on every reconnection after an outage (keys may have changed meanwhile). */
  onReconnect(listener: () => void): void;
  ready(): boolean;
  /** For a command sent now: the instant, in milliseconds on Redis's clock (TIME), after which this process will have
   *  given up on it (a 503), less a margin for the clock offset's error and the reply's way back. A script that
   *  charges compares it with TIME and refuses when late. 0 when Redis's clock is unknown (TIME denied by an ACL). */
  deadline(): number;
  /** Commands sent so far: the bench divides it by requests to count round trips. */
  readonly stats: { commands: number; failures: number };
  close(): Promise<void>;
}

interface Client {
  isReady: boolean;
  connect(): Promise<unknown>;
  sendCommand<T>(args: readonly string[]): Promise<T>;
  duplicate(): Client;
  SUBSCRIBE(channel: string, listener: (message: string) => void): Promise<void>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  close?(): Promise<void>;
  quit?(): Promise<unknown>;
  destroy(): void;
  /** The client's own copy of the options it was created with (node-redis parses the URL into a new object). */
  options?: { pingInterval?: number };
}

/** Dynamic import of the optional peer; a missing package becomes the one-line start-up error of the issue. */
async function loadRedis(): Promise<{ createClient(opts: Record<string, unknown>): Client }> {
  try {
    return (await import('redis')) as unknown as { createClient(opts: Record<string, unknown>): Client };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new Error('EXREF_REDIS_URL is set but the redis package is not installed: run `npm install redis`');
    }
    throw err;
  }
}

/** The URL without its credentials: up to the last `@` before the host, where the URL parser splits too. */
export function redact(url: string): string {
  return url.replace(/\/\/[^/]*@/, '//***@');
}

/** Errors of a connection attempt that trying again cannot mend: the configuration is wrong. */
const TLS_TRUST = new Set(['SELF_SIGNED_CERT_IN_CHAIN', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID']);
function cannotHeal(err: Error): boolean {
  return /WRONGPASS|NOAUTH|invalid password|invalid username-password|DB index is out of range|invalid DB index/i.test(err.message)
    || TLS_TRUST.has((err as NodeJS.ErrnoException).code ?? '');
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // Deferred to the check phase: after an event loop stall, a reply already on the socket is read first and wins.
    timer = setTimeout(() => setImmediate(() => reject(new StoreUnavailableError(`Redis did not answer ${what} within ${ms} ms`))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ends the client's keep-alive PING for good, before it is closed or destroyed. node-redis arms that timer again
 * after every PING for as long as it takes the client for ready, and a client closed while its connection came and
 * went can stay marked ready: its PING then fails and re-arms every second for ever, holding the process alive (a
 * test run that never ended, found with the inspector). With no interval left, the next PING is the last.
 */
function stopPinging(c: Client): void {
  if (c.options) c.options.pingInterval = 0;
}

/** Idempotent: a client may be destroyed by close() and by the subscribe() it interrupted. */
function destroy(c: Client): void {
  stopPinging(c);
  try {
    c.destroy();
  } catch {
    // already closed
  }
}

const denied = (err: unknown) => String((err as Error).message).startsWith('NOPERM');

/** Connects (waiting up to CONNECT_TIMEOUT_MS) and keeps reconnecting in the background after that.
 *  `commandTimeoutMs` is for tests; the service uses COMMAND_TIMEOUT_MS. */
export async function connectRedis(
  url: string, prefix: string, onState: (state: 'down' | 'up' | 'error', detail: string) => void = () => undefined,
  { commandTimeoutMs = COMMAND_TIMEOUT_MS }: { commandTimeoutMs?: number } = {},
): Promise<RedisConnection> {
  const { createClient } = await loadRedis();
  const options = {
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_IN_FLIGHT,
    pingInterval: 1_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 500) },
  };
  const stats = { commands: 0, failures: 0 };
  const reconnectListeners: (() => void)[] = [];
  const subscriptions: { channel: string; onMessage: (message: string) => void }[] = [];
  /** Every subscriber client, connecting or connected, so close() and a replacement destroy them all. */
  const subscribers = new Set<Client>();
  const cached = new Set<LuaScript>();
  let client: Client;
  let closed = false;
  /** The socket is up and the node took the checks of settle(). */
  let connected = false;
  let everUp = false;
  /** performance.now() of the first command timeout since the last reply; 0 when Redis has answered since. */
  let stalledSince = 0;
  /** Redis's clock (ms) minus performance.now(), and half the round trip it was measured over (its error). */
  let clock: { offset: number; error: number } | null = null;
  let replacing: Promise<void> | null = null;
  let lastErrorLog = 0;
  /** Clients given up on: nothing more is sent on them (a command fails at once), and each is destroyed only once
   *  every command in flight on it has timed out. Destroyed sooner, it would fail those commands before their
   *  deadline, and Redis could still run one (a stream that comes unstuck) and charge a request that got a 503. */
  const retired = new Set<Client>();
  const retire = (c: Client) => {
    if (retired.has(c)) return;
    retired.add(c);
    setTimeout(() => {
      retired.delete(c);
      destroy(c);
    }, commandTimeoutMs).unref();
  };

  const down = (detail: string) => {
    if (connected || !everUp) onState('down', detail);
    connected = false;
  };
  const answered = () => (stalledSince = 0);
  /** A command on `c` timed out: unready until Redis answers, and `c` is replaced if it has not by the stall limit. */
  const stalled = (c: Client) => {
    if (stalledSince || c !== client) return;
    const since = (stalledSince = performance.now());
    // Deferred to the check phase, as withTimeout's rejections are: after an event loop stall, replies already on
    // the socket are read first, and a connection that did answer is not taken for dead.
    setTimeout(() => setImmediate(() => {
      if (stalledSince !== since || c !== client || closed) return;
      down(`no reply for ${commandTimeoutMs * (STALL_LIMIT_TIMEOUTS + 1)} ms: the connection is taken for dead and replaced`);
      // Retired now, not when its replacement is up: what is sent meanwhile fails at once instead of waiting out the
      // timeout on a dead socket. No command is sent again on the new one: a command that reaches Redis when the
      // old stream comes unstuck runs past its deadline and charges nothing (see deadline()).
      retire(c);
      void replace();
    }), commandTimeoutMs * STALL_LIMIT_TIMEOUTS).unref();
  };

  const measureClock = async (c: Client) => {
    let best: { offset: number; error: number } | null = null;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const [s, us] = await withTimeout(c.sendCommand<[string, string]>(['TIME']), commandTimeoutMs, 'TIME');
      const t1 = performance.now();
      if (!best || (t1 - t0) / 2 < best.error) best = { offset: Number(s) * 1000 + Number(us) / 1000 - (t0 + t1) / 2, error: (t1 - t0) / 2 };
    }
    clock = best;
  };

  /** Checks a fresh connection: the node must be a primary; Redis's clock is measured. False when not a primary. */
  const settle = async (c: Client): Promise<boolean> => {
    const role = await withTimeout(c.sendCommand<Reply[]>(['ROLE']), commandTimeoutMs, 'ROLE').catch((err) => {
      if (denied(err)) return ['master']; // an ACL without ROLE: READONLY replies will tell
      throw err;
    });
    if (role[0] !== 'master') return false;
    await measureClock(c).catch((err) => {
      if (!denied(err)) throw err;
      clock = null; // an ACL without TIME: no deadline, a late admission is charged as before
    });
    return true;
  };

  /** After node-redis reconnected by itself (same client): check the node again, then tell the listeners. */
  const resumed = async (c: Client) => {
    const ok = await settle(c).catch(() => false);
    if (c !== client || closed || retired.has(c)) return;
    if (!ok) return void replace();
    up();
  };
  const up = () => {
    connected = true;
    answered();
    if (everUp) {
      onState('up', redact(url));
      for (const l of reconnectListeners) l();
    }
    everUp = true;
  };

  const open = async (): Promise<Client> => {
    const c = createClient(options);
    let first = true;
    // While it connects, the client retries on its own and only says why through 'error' events: the last one
    // names the cause if the wait runs out, and one that no retry can mend (a wrong password, a database that does
    // not exist, a certificate not trusted) ends the wait at once.
    let lastError: Error | undefined;
    let giveUp!: (err: Error) => void;
    const hopeless = new Promise<never>((_, reject) => (giveUp = reject));
    hopeless.catch(() => undefined);
    c.on('error', (err) => {
      if (c !== client) {
        lastError = err instanceof Error ? err : new Error(String(err));
        if (cannotHeal(lastError)) giveUp(lastError);
        return;
      }
      // A socket error arrives with isReady already false. A failed command (the keep-alive PING refused with BUSY,
      // or a full queue) leaves the connection as it was: it must not make the process unready.
      if (!c.isReady) down((err as Error).message || String(err));
    });
    c.on('reconnecting', () => c === client && (connected = false));
    c.on('end', () => c === client && (connected = false));
    c.on('ping-interval', () => c === client && answered());
    c.on('ready', () => {
      if (first) return void (first = false); // the first one is checked by whoever opened the client
      if (c === client) void resumed(c);
    });
    const connecting = c.connect();
    connecting.catch(() => undefined); // the race below may settle first; the client is destroyed then
    try {
      await Promise.race([withTimeout(connecting, CONNECT_TIMEOUT_MS, 'the connection'), hopeless]);
    } catch (err) {
      destroy(c);
      if (lastError === undefined || err === lastError) throw err;
      throw new Error(`${(err as Error).message} (last error: ${lastError.message})`);
    }
    return c;
  };

  /** A new client in place of the current one (a new socket, a new DNS lookup), until a primary answers. */
  const replace = (): Promise<void> => {
    replacing ??= (async () => {
      connected = false;
      for (let wait = 0; !closed; wait = REPLACE_EVERY_MS) {
        await sleep(wait);
        if (closed) break;
        const old = client;
        try {
          const c = await open();
          if (closed) {
            // close() ran while this client was connecting and could not see it: left open, its keep-alive PING
            // timer would hold the process alive.
            destroy(c);
            break;
          }
          client = c;
          retire(old);
          for (const s of subscribers) destroy(s);
          subscribers.clear();
          if (closed) break;
          if (!(await settle(c))) continue;
          if (closed) break;
          up();
          for (const { channel, onMessage } of subscriptions) void subscribeOn(channel, onMessage).catch(() => undefined);
          return;
        } catch {
          // Not reachable yet: try again.
        }
      }
    })().finally(() => (replacing = null));
    return replacing;
  };

  let opened: Client | undefined;
  try {
    opened = await open();
    client = opened;
    if (!(await settle(opened))) throw new Error('it is a replica: point EXREF_REDIS_URL at the primary');
  } catch (err) {
    if (opened) destroy(opened);
    throw new Error(`cannot connect to Redis at ${redact(url)}: ${(err as Error).message}`);
  }
  up();
  reconnectListeners.push(() => {
    for (const script of cached) void send(['SCRIPT', 'LOAD', script.source]).catch(() => undefined);
  });
  const clockTimer = setInterval(() => {
    if (connected && clock) void measureClock(client).catch(() => undefined);
  }, CLOCK_EVERY_MS);
  clockTimer.unref();

  const send = async <T extends Reply>(args: readonly string[]): Promise<T> => {
    stats.commands++;
    const c = client;
    if (retired.has(c)) {
      stats.failures++;
      throw new StoreUnavailableError('Redis is unreachable: the connection is being replaced');
    }
    try {
      const reply = await withTimeout(c.sendCommand<T>(args), commandTimeoutMs, args[0]!);
      answered();
      return reply;
    } catch (err) {
      stats.failures++;
      if (err instanceof StoreUnavailableError) {
        // A hung Redis keeps the socket open: unready until it answers again (the keep-alive PING or any command).
        stalled(c);
        throw err;
      }
      // A client replaced (or closed) while the command was in flight rejects it as destroyed: an outage too.
      if (c !== client || !c.isReady) throw unreachable(err);
      const message = (err as Error).message;
      if (NOT_PRIMARY.test(message)) {
        down(`${args[0]}: ${message}`);
        void replace();
        throw new StoreUnavailableError(`Redis cannot take writes: ${message}`);
      }
      // Redis answered with an error (out of memory under noeviction, a denied command): say so, once a second at most.
      if (!message.startsWith('NOSCRIPT') && Date.now() - lastErrorLog >= 1_000) {
        lastErrorLog = Date.now();
        onState('error', `${args[0]}: ${message}`);
      }
      throw err;
    }
  };
  const unreachable = (err: unknown): StoreUnavailableError =>
    err instanceof StoreUnavailableError ? err : new StoreUnavailableError(`Redis is unreachable: ${(err as Error).message}`);

  const subscribeOn = async (channel: string, onMessage: (message: string) => void) => {
    const sub = client.duplicate();
    subscribers.add(sub);
    sub.on('error', () => undefined); // the main client reports outages; this one reconnects by itself
    try {
      await withTimeout(sub.connect(), CONNECT_TIMEOUT_MS, 'the subscriber connection');
      await withTimeout(sub.SUBSCRIBE(prefix + channel, onMessage), commandTimeoutMs, 'SUBSCRIBE');
    } catch (err) {
      subscribers.delete(sub);
      destroy(sub);
      throw err;
    }
    // Closed (or replaced) while subscribing: this one is no longer anyone's to close.
    if (!subscribers.has(sub)) destroy(sub);
  };

  return {
    prefix,
    stats,
    send,
    async eval<T extends Reply>(script: LuaScript, keys: readonly string[], args: readonly (string | number)[]): Promise<T> {
      const tail = [String(keys.length), ...keys, ...args.map(String)];
      try {
        return await send<T>(['EVALSHA', script.sha, ...tail]);
      } catch (err) {
        if (!String((err as Error).message).startsWith('NOSCRIPT')) throw err;
        return send<T>(['EVAL', script.source, ...tail]);
      }
    },
    async loadScripts(scripts) {
      for (const script of scripts) {
        cached.add(script);
        await send(['SCRIPT', 'LOAD', script.source]);
      }
    },
    async subscribe(channel, onMessage) {
      await subscribeOn(channel, onMessage);
      subscriptions.push({ channel, onMessage });
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    ready: () => connected && client.isReady && stalledSince === 0,
    deadline() {
      if (!clock) return 0;
      // The margin: a fifth of the timeout for the reply's way back and a late timer, plus the offset's own error.
      return Math.floor(performance.now() + clock.offset + commandTimeoutMs - commandTimeoutMs / 5 - clock.error);
    },
    async close() {
      closed = true;
      clearInterval(clockTimer);
      const all = new Set([...subscribers, ...retired, client]);
      subscribers.clear();
      retired.clear();
      for (const c of all) {
        stopPinging(c);
        try {
          await withTimeout(c.close ? c.close() : c.quit!(), 1_000, 'QUIT');
        } catch {
          destroy(c);
        }
      }
    },
  };
}
