/** The route groups the soak reports on, by what a request is; `other` for anything not named. */
export function routeGroupOf(method: string, path: string): string {
  if (path.startsWith('/v1/accounts')) return 'AIS reads';
  if (path.startsWith('/v1/bank-offered-consents')) return 'consent creation';
  if (path.startsWith('/v1/sandbox/batch-runs')) return 'batch run';
  if (/^\/v1\/(payments|periodic-payments|bulk-payments)\//.test(path))
    return method === 'POST' ? 'payment initiation' : 'payment reads';
  if (path.startsWith('/sca/')) return 'SCA pages (PSU)';
  if (path.startsWith('/portal')) return 'portal pages';
  if (/^\/(help|privacy|my-consents)/.test(path)) return 'PSU pages';
  return 'other';
}

/** What one interval saw: answers, 5xx, requests that got no answer, and each route group's wall times (ms). */
export type IntervalTraffic = {
  requests: number;
  serverErrors: number;
  failures: number;
  latencies: Map<string, number[]>;
  serverErrorSamples: string[];
};

const emptyTraffic = (): IntervalTraffic => ({
  requests: 0,
  serverErrors: 0,
  failures: 0,
  latencies: new Map(),
  serverErrorSamples: [],
});

/**
 * Wraps the process's fetch (which the signing TPP client and the headless PSU both use) so that every request to the
 * app is counted and timed until its whole body is read. `take` hands over the interval so far and starts the next.
 */
export function recordHttpTraffic(baseUrl: string): { take: () => IntervalTraffic; unwrap: () => void } {
  const original = globalThis.fetch;
  let current = emptyTraffic();
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin !== new URL(baseUrl).origin) return original(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const traffic = current;
    const started = performance.now();
    let response: Response;
    let body: ArrayBuffer;
    try {
      response = await original(input, init);
      body = await response.arrayBuffer();
    } catch (error) {
      traffic.failures++;
      throw error;
    }
    const group = routeGroupOf(method, url.pathname);
    traffic.requests++;
    if (response.status >= 500) {
      traffic.serverErrors++;
      if (traffic.serverErrorSamples.length < 5)
        traffic.serverErrorSamples.push(
          `${method} ${url.pathname} ${response.status}: ${new TextDecoder().decode(body).slice(0, 200)}`,
        );
    }
    const times = traffic.latencies.get(group) ?? [];
    times.push(performance.now() - started);
    traffic.latencies.set(group, times);
    const hasNoBody = [101, 204, 205, 304].includes(response.status);
    return new Response(hasNoBody ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return {
    take: () => {
      const taken = current;
      current = emptyTraffic();
      return taken;
    },
    unwrap: () => {
      globalThis.fetch = original;
    },
  };
}

/** The nearest-rank percentile of some wall times (NaN for none). */
export function percentile(times: number[], fraction: number): number {
  if (times.length === 0) return Number.NaN;
  const sorted = [...times].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
