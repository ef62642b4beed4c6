/**
 * A value built in steps: a generator that yields between small pieces of work. The background builder advances
 * it a few milliseconds at a time so requests run in between; a request that needs the value at once finishes it.
 */
export type Steps<T> = Generator<void, T, void>;

export class Pending<T> {
  private value: T | undefined;
  private done = false;
  private steps: Steps<T> | null = null;

  constructor(private readonly start: () => Steps<T>) {}

  /** A value already built. */
  static of<T>(value: T): Pending<T> {
    const built = new Pending<T>(function* () {
      return value;
    });
    built.get();
    return built;
  }

  get ready(): boolean {
    return this.done;
  }

  /** The value, finishing whatever is left of the build now. */
  get(): T {
    this.advance(Infinity);
    return this.value as T;
  }

  /** Runs the build until `deadline` (a performance.now() instant) or its end; true once it is built. */
  advance(deadline: number): boolean {
    if (this.done) return true;
    this.steps ??= this.start();
    for (;;) {
      let step: IteratorResult<void, T>;
      try {
        step = this.steps.next();
      } catch (err) {
        this.steps = null; // a generator that threw is over: the next attempt starts again
        throw err;
      }
      if (step.done) {
        this.value = step.value;
        this.done = true;
        this.steps = null;
        return true;
      }
      if (performance.now() >= deadline) return false;
    }
  }
}

/** Runs steps to their end on this thread, for callers that want the value now (tests, the in-process bench). */
export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `items.map(fn)` in steps: yields after every `perStep` items. */
export function* mapInSteps<T, U>(items: readonly T[], perStep: number, fn: (item: T, index: number) => U): Steps<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % perStep === 0) yield;
    out.push(fn(items[i]!, i));
  }
  return out;
}
