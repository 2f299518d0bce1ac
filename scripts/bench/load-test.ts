import autocannon from 'autocannon';

/** Requests per second and latency of one load run (autocannon, a fixed number of connections for a fixed time). */
export type LoadResult = { name: string; connections: number; seconds: number; requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

/**
 * Runs `connections` parallel keep-alive connections against one path for `seconds`. `headersFor` gives each request
 * its headers (signed requests need a fresh X-Request-ID each, D5), taken from a pool prepared beforehand so that
 * signing does not compete with the server for the two cores.
 */
export async function loadTest(input: { name: string; baseUrl: string; path: string; connections: number; seconds: number; headersFor?: () => Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({
    url: `${input.baseUrl}${input.path}`,
    connections: input.connections,
    duration: input.seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...input.headersFor?.() } }) }],
  });
  return {
    name: input.name,
    connections: input.connections,
    seconds: input.seconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printLoadTable(results: LoadResult[]): void {
  console.log('| Route | Connections | Requests/s | p50 (ms) | p99 (ms) | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const result of results) {
    console.log(`| ${result.name} | ${result.connections} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.non2xx + result.errors} |`);
  }
}
