import type { Pending } from './pending.ts';

/** The longest a build holds the event loop at once. */
const SLICE_MS = 4;

/**
 * Advances `build` a slice at a time until it is built. Between two slices it yields with setImmediate, so every
 * request already waiting is served first; when requests did run in between (the loop is busy), it also waits
 * long enough that its slices take at most `share` of the time. On an idle loop it builds at full speed.
 * Busy is measured in CPU time, not wall time: a process the OS has set aside for a moment is not busy.
 */
export async function buildInSlices(build: Pending<unknown>, share: number): Promise<void> {
  let sliceStart = performance.now();
  while (!build.advance(sliceStart + SLICE_MS)) {
    const slice = performance.now() - sliceStart;
    const before = process.cpuUsage();
    await new Promise<void>((resolve) => setImmediate(resolve));
    const { user, system } = process.cpuUsage(before);
    const others = (user + system) / 1000;
    if (others > 1) {
      const rest = (slice * (1 - share)) / share - others;
      if (rest > 1) await new Promise<void>((resolve) => setTimeout(resolve, rest));
    }
    sliceStart = performance.now();
  }
}
