import autocannon from 'autocannon';

/** Requests per second and latency of one load run (autocannon, a fixed number of connections for a fixed time). */
export type LoadResult = {
  name: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers other than the expected status (any non-2xx unless one was named), and failed requests. */
  unexpected: number;
  statusCodes: Record<string, number>;
};

/** Pre-signed requests per second of a load run: more than a route serves on this machine; a warning says when a pool ran out. */
export const signedPoolPerSecond = 1_500;

/** One request as the load generator sends it: a signed request needs its own headers each time (D5). */
export type LoadRequest = { headers: Record<string, string>; body?: Uint8Array; path?: string };

export type LoadTestInput = {
  name: string;
  baseUrl: string;
  path: string;
  method?: 'GET' | 'POST';
  connections: number;
  seconds: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
  requestFor?: () => LoadRequest;
  expectedStatus?: number;
};

/**
 * Runs `connections` keep-alive connections against one path for `seconds`, each request's headers and body from
 * `requestFor`'s pool prepared beforehand (D5: a fresh X-Request-ID each). `expectedStatus`: a measured non-2xx status.
 */
export async function loadTest(input: LoadTestInput): Promise<LoadResult> {
  const result = await autocannon({
    url: `${input.baseUrl}${input.path}`,
    connections: input.connections,
    duration: input.seconds,
    ...(input.amount === undefined ? {} : { amount: input.amount }),
    requests: [
      {
        method: input.method ?? 'GET',
        setupRequest: (request) => {
          const next = input.requestFor?.();
          if (!next) return request;
          return {
            ...request,
            headers: { ...request.headers, ...next.headers },
            ...(next.path ? { path: next.path } : {}),
            ...(next.body ? { body: Buffer.from(next.body) } : {}),
          };
        },
      },
    ],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats?.count ?? 0]),
  );
  const expected = input.expectedStatus;
  const otherAnswers =
    expected === undefined
      ? result.non2xx
      : Object.entries(statusCodes).reduce((sum, [code, count]) => (Number(code) === expected ? sum : sum + count), 0);
  return {
    name: input.name,
    connections: input.connections,
    seconds: input.seconds,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    unexpected: otherAnswers + result.errors,
    statusCodes,
  };
}

/** The hot-path table: each route beside the trivial route of the same run (`baseline` requests per second). */
export function printLoadTable(results: LoadResult[], baseline: number): void {
  console.log('| Route | Requests/s | p50 (ms) | p99 (ms) | Ratio to /healthz | Unexpected answers |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const result of results) {
    const ratio = `${Math.round((100 * result.requestsPerSecond) / baseline)} %`;
    console.log(
      `| ${result.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${ratio} | ${result.unexpected} |`,
    );
  }
  for (const result of results.filter((each) => each.unexpected > 0)) {
    console.log(
      `Warning: ${result.name}: answers ${JSON.stringify(result.statusCodes)}, ${result.errors} failed; the row does not measure the route.`,
    );
  }
}
