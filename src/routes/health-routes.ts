import { statfs } from 'node:fs/promises';
import { ref } from '../docs/schemas.ts';
import type { Route } from '../http/route-types.ts';
import type { App } from '../app.ts';
import type { LogStats } from '../log.ts';
import { VERSION } from '../version.ts';

/** The access log's state: lines written, and lines dropped because stdout could not keep up (never silently). */
function logCheck(s: LogStats): Record<string, unknown> {
  return { status: s.dropped > 0 ? 'dropping' : 'ok', lines_written: s.written, lines_dropped: s.dropped, buffered_bytes: s.bufferedBytes };
}

export function healthRoutes(app: App, endpoints: () => Record<string, string>): Route[] {
  const uptime = () => Math.round((Date.now() - app.startedAt.getTime()) / 10) / 100;
  const open = { access: 'open' as const, cost: 0, params: [], errors: [] as number[], tag: 'Health', cache: 'no-store' };
  return [
    {
      ...open, id: 'root', method: 'GET', path: '/', summary: 'Service information and a map of the endpoints',
      cache: 'public, max-age=300',
      response: { status: 200, description: 'Root document', schema: ref('Root') },
      handler: () => ({
        body: {
          name: 'exref', description: 'Exercise reference API', version: VERSION,
          docs: '/docs', openapi: '/openapi.json', llms: '/llms.txt', health: '/health', endpoints: endpoints(),
        },
      }),
    },
    {
      ...open, id: 'health', method: 'GET', path: '/health', access: 'public', summary: 'Short health status',
      response: { status: 200, description: 'Health', schema: ref('Health') },
      handler: () => ({ body: { status: 'healthy', version: VERSION, exercises_loaded: app.catalogue.exercises.length } }),
    },
    {
      ...open, id: 'health_detailed', method: 'GET', path: '/health/detailed', access: 'key', cost: 1, mcp: false, errors: [401, 403, 429],
      summary: 'Detailed health: data, ledger, disk and memory',
      response: { status: 200, description: 'HealthStatus', schema: ref('HealthStatus') },
      async handler() {
        const catalogue = app.catalogue;
        const mem = process.memoryUsage();
        let disk: Record<string, unknown>;
        try {
          const s = await statfs(app.config.stateDir);
          disk = { status: 'ok', free_bytes: s.bavail * s.bsize, total_bytes: s.blocks * s.bsize };
        } catch (err) {
          disk = { status: 'error', error: (err as Error).message };
        }
        return {
          body: {
            status: app.lifecycle.draining ? 'draining' : 'healthy',
            version: VERSION,
            environment: app.config.environment,
            uptime_seconds: uptime(),
            checks: {
              database: { status: 'ok', kind: 'in-memory catalogue', ledger: app.ledger ? app.ledger.kind ?? 'json-file journal' : 'metering off' },
              disk,
              memory: { status: 'ok', rss_bytes: mem.rss, heap_used_bytes: mem.heapUsed },
              log: logCheck(app.log.stats()),
              exercise_data: {
                status: 'ok', exercises_loaded: catalogue.exercises.length, languages: catalogue.languages,
                languages_built: catalogue.builtLanguages, all_languages_built_ms: app.allLanguagesMs,
                // Strings a language lacks are served in English; 1 means complete.
                translation_coverage: Object.fromEntries(catalogue.coverage.map((c) => [c.lang, {
                  coverage: Math.floor(c.ratio * 10_000) / 10_000, strings: c.strings, missing: c.missing.length,
                }])),
                reloaded_at: app.reloadedAt?.toISOString() ?? null,
                // Derived state read back from EXREF_CACHE_DIR (hits) or built and written there (misses, writes).
                build_cache: { dir: catalogue.buildCache.dir, ...catalogue.buildCache.stats() },
              },
              ...Object.fromEntries(Object.entries(app.healthChecks ?? {}).map(([name, check]) => [name, check()])),
            },
          },
        };
      },
    },
    {
      ...open, id: 'health_ready', method: 'GET', path: '/health/ready',
      summary: 'Readiness probe', description: 'ready is false (status 503) until data and ledger are loaded, while the shared usage store (Redis) is unreachable, and while the server drains.',
      response: { status: 200, description: 'ReadinessStatus', schema: ref('ReadinessStatus') },
      alternatives: [{ status: 503, description: 'Not ready (same body, ready false)', schema: ref('ReadinessStatus') }],
      handler() {
        const checks = { catalogue: true, ledger: (app.ledger !== null && (app.ledger.ready?.() ?? true)) || !app.config.metering, accepting: !app.lifecycle.draining };
        const ready = app.lifecycle.ready && Object.values(checks).every(Boolean);
        return { status: ready ? 200 : 503, body: { ready, checks } };
      },
    },
    {
      ...open, id: 'health_live', method: 'GET', path: '/health/live', summary: 'Liveness probe',
      response: { status: 200, description: 'Alive', schema: ref('Liveness') },
      handler: () => ({ body: { status: 'alive' } }),
    },
    {
      ...open, id: 'health_startup', method: 'GET', path: '/health/startup', summary: 'Start-up probe',
      response: { status: 200, description: 'Started', schema: ref('Startup') },
      handler: () => ({ body: { status: 'started', started_at: app.startedAt.toISOString(), startup_ms: app.startupMs, all_languages_built_ms: app.allLanguagesMs } }),
    },
  ];
}
