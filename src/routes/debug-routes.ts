import type { Route } from '../http/route-types.ts';
import type { StageClock } from '../http/stages.ts';
import type { QuotaStore } from '../quota/store.ts';

/**
 * Only in the table when EXREF_PROFILE_STAGES is on (benchmarks): where the request path spends its CPU, and how many
 * charges each of the file ledger's syncs carried (what durable metering costs depends on it).
 */
export function debugRoutes(stages: StageClock, ledger: QuotaStore | null): Route[] {
  return [
    {
      id: 'debug_stages', method: 'GET', path: '/debug/stages', tag: 'Debug', access: 'public', cost: 0, params: [], errors: [],
      mcp: false, cache: 'no-store',
      summary: 'Cumulative CPU microseconds per stage of the request path, and event loop idle time',
      description: 'Present only when EXREF_PROFILE_STAGES=true. Counters run from start-up; take two readings and subtract. '
        + '`ledger` counts the file ledger\'s syncs, writes and records (charges); null with metering off or on Redis.',
      response: {
        status: 200, description: 'Stage totals',
        schema: {
          type: 'object', required: ['requests', 'stages_us', 'event_loop', 'ledger'],
          properties: {
            requests: { type: 'integer' },
            stages_us: { type: 'object', additionalProperties: { type: 'integer' } },
            event_loop: { type: 'object', properties: { idle_ms: { type: 'number' }, active_ms: { type: 'number' } } },
            ledger: {
              type: ['object', 'null'],
              properties: { fsyncs: { type: 'integer' }, writes: { type: 'integer' }, records: { type: 'integer' } },
            },
          },
        },
      },
      handler: () => ({ body: { ...stages.report(), ledger: ledger?.stats?.() ?? null } }),
    },
  ];
}
