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
  private readonly waiters = new Map<Pending<unknown>, { resolve: () => void; reject: (err: Error) => void }[]>();
  private running: Promise<void> | null = null;

  /** Queues `builds` behind those queued already; resolves once the queue is empty. */
  add(builds: readonly Pending<unknown>[]): Promise<void> {
    this.queue.push(...builds.filter((b) => !b.ready));
    return this.run();
  }

  /**
   * Null when `build` is built; otherwise resolves once it is, having moved it ahead of every build nobody waits
   * for, behind those others already wait for (first come, first served). Rejects if the build throws.
   */
  urgent(build: Pending<unknown>): Promise<void> | null {
    if (build.ready) return null;
    const waited = this.waiters.has(build);
    const promise = new Promise<void>((resolve, reject) => {
      const list = this.waiters.get(build);
      if (list) list.push({ resolve, reject });
      else this.waiters.set(build, [{ resolve, reject }]);
    });
    if (!waited) {
      const at = this.queue.indexOf(build);
      if (at >= 0) this.queue.splice(at, 1);
      const firstUnwaited = this.queue.findIndex((b) => !this.waiters.has(b));
      this.queue.splice(firstUnwaited < 0 ? this.queue.length : firstUnwaited, 0, build);
    }
    void this.run();
    return promise;
  }

  /** Drops every queued build nobody waits for (the catalogue was replaced); those waited for are still built. */
  dropUnwaited(): void {
    for (let i = this.queue.length - 1; i >= 0; i--) if (!this.waiters.has(this.queue[i]!)) this.queue.splice(i, 1);
  }

  private run(): Promise<void> {
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    // Not in the caller's turn: a build started right after listening must not hold the connections already waiting
    // (the first readiness probe, the first clients) until its first slice is over.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const sliceStart = performance.now();
      const build = this.queue[0]!;
      let done: boolean;
      let failure: Error | undefined;
      try {
        done = build.advance(sliceStart + SLICE_MS);
      } catch (err) {
        // A build that throws is dropped: whoever waits for it gets the error, a later get() tries it again.
        done = true;
        failure = err instanceof Error ? err : new Error(String(err));
      }
      if (done) {
        this.queue.shift();
        for (const w of this.waiters.get(build) ?? []) {
          if (failure === undefined) w.resolve();
          else w.reject(failure);
        }
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
