import type { Route } from '../http/route-types.ts';
import type { StageClock } from '../http/stages.ts';

/** Only in the table when EXREF_PROFILE_STAGES is on (benchmarks): where the request path spends its CPU. */
export function debugRoutes(stages: StageClock): Route[] {
  return [
    {
      id: 'debug_stages', method: 'GET', path: '/debug/stages', tag: 'Debug', access: 'public', cost: 0, params: [], errors: [],
      mcp: false, cache: 'no-store',
      summary: 'Cumulative CPU microseconds per stage of the request path, and event loop idle time',
      description: 'Present only when EXREF_PROFILE_STAGES=true. Counters run from start-up; take two readings and subtract.',
      response: {
        status: 200, description: 'Stage totals',
        schema: {
          type: 'object', required: ['requests', 'stages_us', 'event_loop'],
          properties: {
            requests: { type: 'integer' },
            stages_us: { type: 'object', additionalProperties: { type: 'integer' } },
            event_loop: { type: 'object', properties: { idle_ms: { type: 'number' }, active_ms: { type: 'number' } } },
          },
        },
      },
      handler: () => ({ body: stages.report() }),
    },
  ];
}
