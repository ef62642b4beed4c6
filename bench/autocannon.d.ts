// The subset of autocannon@8's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
  }

  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  export interface Summary {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    /** Seconds, to 0.01. */
    duration: number;
    errors: number;
    timeouts: number;
    resets: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Summary;
    requests: Summary & { total: number; sent: number };
    throughput: Summary & { total: number };
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
