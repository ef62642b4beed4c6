import type { Pending } from './pending.ts';

/** The longest a build holds the event loop at once. */
const SLICE_MS = 4;
/** Share of a busy event loop the builder may take: requests keep the rest. */
const BACKGROUND_SHARE = 0.15;
/** The longest pause after one slice, however long it ran (a collection in the middle of it, say). */
const MAX_REST_MS = 30;

/**
 * Runs builds one at a time, a slice at a time. Between two slices it yields with setImmediate, so every request
 * already waiting is served first; when requests did run in between (the loop is busy), it also waits long enough
 * that its slices take at most a set share of the time, unless a request waits for a build. On an idle loop it
 * builds at full speed.
 */
export class SlicedBuilder {
  private readonly queue: Pending<unknown>[] = [];
  private readonly waiters = new Map<Pending<unknown>, (() => void)[]>();
  private running: Promise<void> | null = null;

  /** Queues `builds` behind those queued already; resolves once the queue is empty. */
  add(builds: readonly Pending<unknown>[]): Promise<void> {
    this.queue.push(...builds.filter((b) => !b.ready));
    return this.run();
  }

  /** Null when `build` is built; otherwise moves it to the front and resolves once it is built. */
  urgent(build: Pending<unknown>): Promise<void> | null {
    if (build.ready) return null;
    const promise = new Promise<void>((resolve) => {
      const list = this.waiters.get(build);
      if (list) list.push(resolve);
      else this.waiters.set(build, [resolve]);
    });
    const at = this.queue.indexOf(build);
    if (at !== 0) {
      if (at > 0) this.queue.splice(at, 1);
      this.queue.unshift(build);
    }
    void this.run();
    return promise;
  }

  private run(): Promise<void> {
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    while (this.queue.length > 0) {
      const sliceStart = performance.now();
      const build = this.queue[0]!;
      if (build.advance(sliceStart + SLICE_MS)) {
        this.queue.shift();
        for (const resolve of this.waiters.get(build) ?? []) resolve();
        this.waiters.delete(build);
      }
      // While a request waits for a build, slices follow each other with only the requests already waiting served
      // in between: with clients that each send their next request after the last answer, a waiting request soon
      // has every client waiting behind it, so pausing would only stretch the stall.
      if (this.waiters.size > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      else await this.pause(performance.now() - sliceStart, BACKGROUND_SHARE);
    }
  }

  private async pause(slice: number, share: number): Promise<void> {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    await new Promise<void>((resolve) => setImmediate(resolve));
    const { user, system } = process.cpuUsage(cpu);
    // Requests ran in between only if both clocks moved: wall time alone also counts the moments the OS set the
    // process aside, CPU time alone also counts the garbage collector's helper threads.
    const others = Math.min(performance.now() - wall, (user + system) / 1000);
    if (others > 1) {
      const rest = Math.min(MAX_REST_MS, (slice * (1 - share)) / share - others);
      if (rest > 1) await new Promise<void>((resolve) => setTimeout(resolve, rest));
    }
  }
}
