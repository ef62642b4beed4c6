import { write, writeSync } from 'node:fs';
import type { LogLevel } from './config.ts';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** What the logger has done with its lines, for /health/detailed and the "stopped" line. */
export interface LogStats {
  written: number;
  /** Lines dropped because the output could not keep up and the buffer was full: counted, never silent. */
  dropped: number;
  /** Bytes waiting to be written. */
  bufferedBytes: number;
}

export interface Logger {
  level: LogLevel;
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
  log(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>): void;
  /**
   * The same line from fields already serialized as the inside of a JSON object (`"a":1,"b":"x"`): the access log.
   * `at` is a performance.now() reading the caller just made, to time the line by.
   */
  logSerialized(level: Exclude<LogLevel, 'silent'>, msg: string, fields: string, at?: number): void;
  stats(): LogStats;
  /** Resolves once every line logged so far has been handed to the output (awaited at stop). */
  flush(): Promise<void>;
}

/** Where batches go: a file descriptor written asynchronously (stdout by default), or a function (tests, MCP's stderr). */
export type LogOutput = number | ((batch: string) => void);

export interface LoggerOptions {
  /** Most bytes held while the output is slow; past it, lines are dropped and counted. */
  maxBufferBytes?: number;
  /** Write as soon as this much is buffered, without waiting for the flush interval. */
  batchBytes?: number;
  /** Lines wait at most this long before they are written. */
  flushMs?: number;
}

const DEFAULT_MAX_BUFFER = 8 * 2 ** 20;
const DEFAULT_BATCH = 64 * 1024;
/**
 * A write per event loop turn was a trip through the thread pool (and a wake-up of whoever reads stdout) for every
 * dozen requests under load. Every 20 ms, or at 64 KiB, it is one trip per few hundred lines, and a line still
 * reaches the output well within what a person tailing the log notices.
 */
const DEFAULT_FLUSH_MS = 20;
const EAGAIN_RETRY_MS = 5;
const PAUSE = new Int32Array(new SharedArrayBuffer(4));
/** Every logger writing to a descriptor, flushed synchronously when the process exits. */
const live = new Set<BatchWriter>();
let exitHooked = false;

/**
 * Lines are buffered and written in batches, one write per `flushMs` (or per `batchBytes`), off the main thread,
 * like pino's sonic-boom: a request never waits for a write, and a slow reader of stdout costs bounded memory instead
 * of a stalled server. Whatever is left is written synchronously at process exit.
 */
class BatchWriter {
  /** The lines waiting, appended to one string: it is made flat once, when it is written. */
  private text = '';
  private bytes = 0;
  private inFlight: Buffer | null = null;
  private scheduled = false;
  private immediate = false;
  /** A line that should not wait for the interval is buffered. */
  private prompt = false;
  private waiters: (() => void)[] = [];
  written = 0;
  dropped = 0;
  private lines = 0;

  constructor(private readonly out: LogOutput, private readonly maxBytes: number, private readonly batchBytes: number, private readonly flushMs: number) {}

  /** `prompt`: written at the end of this event loop turn, with whatever waits (a rare line an operator looks for). */
  push(line: string, prompt = false): void {
    // String length undercounts multi-byte text at most threefold: the bound stays a bound.
    if (this.bytes + line.length + (this.inFlight?.length ?? 0) > this.maxBytes) {
      this.dropped++;
      return;
    }
    this.text += line;
    this.bytes += line.length;
    this.lines++;
    if (prompt) this.prompt = true;
    if (this.inFlight === null) this.next();
  }

  /** The output is free: write now if a batch is full or someone waits for a flush, else soon or within flushMs. */
  private next(): void {
    if (this.bytes >= this.batchBytes || this.waiters.length > 0) return this.start();
    if (this.lines === 0) return;
    if (this.prompt) {
      if (this.immediate) return;
      this.immediate = true;
      setImmediate(() => {
        this.immediate = false;
        if (this.inFlight === null && this.lines > 0) this.start();
      });
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      if (this.inFlight === null) this.start();
    }, this.flushMs).unref();
  }

  get buffered(): number {
    return this.bytes + (this.inFlight?.length ?? 0);
  }

  private take(): { text: string; lines: number } {
    const text = this.text;
    const lines = this.lines;
    this.text = '';
    this.bytes = 0;
    this.lines = 0;
    this.prompt = false;
    return { text, lines };
  }

  private start(): void {
    if (this.lines === 0) return this.settle();
    const { text, lines } = this.take();
    if (typeof this.out === 'function') {
      this.out(text);
      this.written += lines;
      return this.settle();
    }
    this.inFlight = Buffer.from(text, 'utf8');
    this.send(this.inFlight, 0, lines);
  }

  private send(buf: Buffer, offset: number, lines: number): void {
    write(this.out as number, buf, offset, buf.length - offset, null, (err, n) => {
      if (err) {
        if ((err as NodeJS.ErrnoException).code === 'EAGAIN') {
          setTimeout(() => this.send(buf, offset, lines), EAGAIN_RETRY_MS);
          return;
        }
        // stdout is gone (EPIPE): nobody can read these lines any more; count them as dropped.
        this.dropped += lines;
        this.inFlight = null;
        return this.next();
      }
      if (offset + n < buf.length) return this.send(buf, offset + n, lines);
      this.written += lines;
      this.inFlight = null;
      this.next();
    });
  }

  private settle(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  flush(): Promise<void> {
    if (this.inFlight === null && this.lines === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      if (this.inFlight === null) this.start();
    });
  }

  /** At exit: what is buffered is written synchronously. A batch still in flight is the write thread's to finish. */
  flushSync(): void {
    if (this.lines === 0) return;
    const { text, lines } = this.take();
    if (typeof this.out === 'function') {
      this.out(text);
      this.written += lines;
      return;
    }
    const buf = Buffer.from(text, 'utf8');
    let offset = 0;
    // A non-blocking pipe that is full answers EAGAIN: wait a millisecond and retry, for at most about a second.
    for (let tries = 0; offset < buf.length && tries < 1000;) {
      try {
        offset += writeSync(this.out, buf, offset, buf.length - offset);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') break;
        tries++;
        Atomics.wait(PAUSE, 0, 0, 1);
      }
    }
    if (offset === buf.length) this.written += lines;
    else this.dropped += lines;
  }
}

/**
 * The wall clock read through the monotonic one: an access line has just read performance.now() for its duration,
 * and the time of the line comes from that same reading plus an offset to the wall clock, taken again every
 * second so that a clock set by NTP shows up within one. One clock read per line instead of two.
 */
const RESYNC_MS = 1000;
let wallOffset = Date.now() - performance.now();
let syncedAt = performance.now();
/** ISO time of the current millisecond, formatted once per millisecond however many lines share it; the date and
 *  time up to the second once per second. */
let isoAt = 0;
let isoText = '';
let secondAt = Number.NaN;
let secondText = '';
/** "000Z" to "999Z": the milliseconds and the zone that end every time stamp. */
const MILLIS = Array.from({ length: 1000 }, (_, ms) => `${String(ms).padStart(3, '0')}Z`);
function isoNow(mono = performance.now()): string {
  if (mono - syncedAt >= RESYNC_MS || mono < syncedAt) {
    // Both clocks read together: the caller's reading may be a while old (a collection, a busy machine), and an
    // offset taken against it would shift every line of the next second by that while.
    const at = performance.now();
    wallOffset = Date.now() - at;
    syncedAt = at;
  }
  const now = Math.floor(wallOffset + mono);
  if (now !== isoAt) {
    isoAt = now;
    const second = Math.floor(now / 1000);
    if (second !== secondAt) {
      secondAt = second;
      const iso = new Date(second * 1000).toISOString();
      secondText = iso.slice(0, iso.length - 4); // "2026-11-28T10:00:31." of "2026-11-28T10:00:31.000Z"
    }
    isoText = secondText + MILLIS[now - second * 1000]!;
  }
  return isoText;
}

/** One JSON object per line, batched to the output (stdout by default). */
export function createLogger(level: LogLevel, out: LogOutput = 1, opts: LoggerOptions = {}): Logger {
  const writer = new BatchWriter(out, opts.maxBufferBytes ?? DEFAULT_MAX_BUFFER, opts.batchBytes ?? DEFAULT_BATCH, opts.flushMs ?? DEFAULT_FLUSH_MS);
  if (level !== 'silent') {
    live.add(writer);
    if (!exitHooked) {
      exitHooked = true;
      process.once('exit', () => {
        for (const w of live) w.flushSync();
      });
    }
  }
  const min = ORDER[level];
  let lastLevel = '';
  let lastMsg = '';
  let levelAndMsg = '';
  return {
    level,
    enabled: (l) => ORDER[l] >= min,
    log(l, msg, fields) {
      if (ORDER[l] < min) return;
      const head = `{"time":"${isoNow()}","level":"${l}","msg":${JSON.stringify(msg)}`;
      const rest = fields === undefined ? '}' : JSON.stringify(fields);
      // Service events are few and an operator waits for them: written at the end of this turn. Access lines,
      // thousands a second, wait for the interval (logSerialized).
      writer.push(rest.length > 2 ? `${head},${rest.slice(1)}\n` : `${head}}\n`, true);
    },
    logSerialized(l, msg, fields, at) {
      if (ORDER[l] < min) return;
      // The access log calls this for every request with the same level and message: their JSON is kept.
      if (l !== lastLevel || msg !== lastMsg) {
        lastLevel = l;
        lastMsg = msg;
        levelAndMsg = `","level":"${l}","msg":${JSON.stringify(msg)},`;
      }
      writer.push(`{"time":"${isoNow(at)}${levelAndMsg}${fields}}\n`);
    },
    stats: () => ({ written: writer.written, dropped: writer.dropped, bufferedBytes: writer.buffered }),
    flush: () => writer.flush(),
  };
}
