/**
 * Opt-in accounting of where a request's CPU time goes (EXREF_PROFILE_STAGES=true): cumulative microseconds per
 * stage of the request path, read by the bench through GET /debug/stages. Off by default; when off the request
 * path holds a null and pays one comparison per stage.
 *
 * Each stage is timed over synchronous code only (a stage never spans an await), so the time is CPU time of this
 * thread, not waiting. What no stage covers (node:http parsing, socket reads, GC, the ledger's writer) shows as the
 * difference between the process's CPU time per request and the sum of the stages.
 */
import { performance } from 'node:perf_hooks';

export const STAGES = ['parse_route', 'authenticate', 'parameters', 'metering', 'handler', 'send', 'log'] as const;
export type Stage = (typeof STAGES)[number];
/** Stage indices, in STAGES order. */
export const S = { ParseRoute: 0, Authenticate: 1, Parameters: 2, Metering: 3, Handler: 4, Send: 5, Log: 6 } as const;
type StageIndex = (typeof S)[keyof typeof S];

export interface StageReport {
  requests: number;
  /** Cumulative microseconds per stage since start. */
  stages_us: Record<Stage, number>;
  /** performance.eventLoopUtilization() since start: idle and active milliseconds. */
  event_loop: { idle_ms: number; active_ms: number };
}

export class StageClock {
  private readonly totals = new Float64Array(STAGES.length);
  private last = 0;
  requests = 0;

  /** Starts timing a synchronous run of the request path. */
  begin(): void {
    this.last = performance.now();
  }

  /** Charges the time since begin() or the previous mark to `stage`. */
  mark(stage: StageIndex): void {
    const now = performance.now();
    this.totals[stage]! += now - this.last;
    this.last = now;
  }

  report(): StageReport {
    const elu = performance.eventLoopUtilization();
    const stages_us = Object.fromEntries(STAGES.map((s, i) => [s, Math.round(this.totals[i]! * 1000)])) as Record<Stage, number>;
    return { requests: this.requests, stages_us, event_loop: { idle_ms: elu.idle, active_ms: elu.active } };
  }
}
