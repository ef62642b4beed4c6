/**
 * The Redis connection of the shared store. The `redis` package is an optional peer dependency, imported only here
 * and only when EXREF_REDIS_URL is set. Commands never wait for a connection that is down (no offline queue) and
 * never longer than COMMAND_TIMEOUT_MS, so an outage turns into prompt 503s instead of a growing queue.
 */
import { createHash } from 'node:crypto';
import { StoreUnavailableError } from '../quota/store.ts';

/** Long enough for a process starved of CPU (start-up builds, a busy host), short enough that a hung Redis is a 503. */
const COMMAND_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** Commands in flight at once per process; past it requests are refused rather than queued. */
const MAX_IN_FLIGHT = 10_000;

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

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // Deferred to the check phase: after an event loop stall, a reply already on the socket is read first and wins.
    timer = setTimeout(() => setImmediate(() => reject(new StoreUnavailableError(`Redis did not answer ${what} within ${ms} ms`))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Connects (waiting up to CONNECT_TIMEOUT_MS) and keeps reconnecting in the background after that. */
export async function connectRedis(
  url: string, prefix: string, onState: (state: 'down' | 'up' | 'error', detail: string) => void = () => undefined,
): Promise<RedisConnection> {
  const { createClient } = await loadRedis();
  const options = {
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_IN_FLIGHT,
    pingInterval: 1_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 500) },
  };
  const client = createClient(options);
  const stats = { commands: 0, failures: 0 };
  const reconnectListeners: (() => void)[] = [];
  let up = false;
  let everUp = false;
  client.on('error', (err) => {
    if (up || !everUp) onState('down', (err as Error).message || String(err));
    up = false;
  });
  client.on('ready', () => {
    const again = everUp;
    up = true;
    everUp = true;
    if (again) {
      onState('up', redact(url));
      for (const l of reconnectListeners) l();
    }
  });
  client.on('end', () => (up = false));
  try {
    await withTimeout(client.connect(), CONNECT_TIMEOUT_MS, 'the first connection');
  } catch (err) {
    client.destroy();
    throw new Error(`cannot connect to Redis at ${redact(url)}: ${(err as Error).message}`);
  }
  up = true;
  everUp = true;
  const subscribers: Client[] = [];
  let lastErrorLog = 0;
  const cached = new Set<LuaScript>();
  reconnectListeners.push(() => {
    for (const script of cached) void send(['SCRIPT', 'LOAD', script.source]).catch(() => undefined);
  });

  const send = async <T extends Reply>(args: readonly string[]): Promise<T> => {
    stats.commands++;
    try {
      return await withTimeout(client.sendCommand<T>(args), COMMAND_TIMEOUT_MS, args[0]!);
    } catch (err) {
      stats.failures++;
      if (err instanceof StoreUnavailableError || !client.isReady) throw unreachable(err);
      // Redis answered with an error (out of memory under noeviction, a denied command): say so, once a second at most.
      const message = (err as Error).message;
      if (!message.startsWith('NOSCRIPT') && Date.now() - lastErrorLog >= 1_000) {
        lastErrorLog = Date.now();
        onState('error', `${args[0]}: ${message}`);
      }
      throw err;
    }
  };
  const unreachable = (err: unknown): StoreUnavailableError =>
    err instanceof StoreUnavailableError ? err : new StoreUnavailableError(`Redis is unreachable: ${(err as Error).message}`);

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
      const sub = client.duplicate();
      sub.on('error', () => undefined); // the main client reports outages; this one reconnects by itself
      await withTimeout(sub.connect(), CONNECT_TIMEOUT_MS, 'the subscriber connection');
      await sub.SUBSCRIBE(prefix + channel, onMessage);
      subscribers.push(sub);
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    ready: () => up && client.isReady,
    async close() {
      for (const c of [...subscribers, client]) {
        try {
          await withTimeout(c.close ? c.close() : c.quit!(), 1_000, 'QUIT');
        } catch {
          c.destroy();
        }
      }
    },
  };
}
