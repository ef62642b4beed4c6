/** The default load generator: autocannon's programmatic API, in this process. */
import autocannon from 'autocannon';
import type { LoadClient } from './load.ts';
import { Samples } from './stats.ts';

export const autocannonClient: LoadClient = {
  name: 'autocannon',
  holdMs: 0,
  async run(url, requests, s, durationS) {
    const latencies = new Samples();
    const own0 = process.cpuUsage();
    const instance = autocannon({
      url,
      connections: s.connections,
      pipelining: 1,
      duration: durationS,
      timeout: 10,
      headers: s.headers,
      requests: requests.map((r) => ({ method: 'GET', path: r.path, ...(r.headers ? { headers: r.headers } : {}) })),
    });
    // autocannon's own histogram keeps whole milliseconds; its per-response times are hrtime-precise.
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
    const result = await instance;
    const own = process.cpuUsage(own0);
    return {
      completed: result.requests.total,
      durationS: result.duration,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      bytes: result.throughput.total,
      latencies: latencies.sorted(),
      clientCpuS: (own.user + own.system) / 1e6,
    };
  },
};
