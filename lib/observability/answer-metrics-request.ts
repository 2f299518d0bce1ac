import { env } from '@/lib/env';
import { isMetricsAccessAllowed } from './is-metrics-access-allowed';
import { xs2aMetrics } from './metrics';

/** D33: this instance's metrics in Prometheus's text format, for a scraper that may see them. */
export async function answerMetricsRequest(request: Request): Promise<Response> {
  const isAllowed = isMetricsAccessAllowed({
    authorization: request.headers.get('authorization'),
    token: env.XS2A_METRICS_TOKEN,
    isProduction: env.XS2A_ENV === 'production',
  });
  if (!isAllowed) {
    return new Response('A valid bearer token is required.\n', {
      status: 401,
      headers: {
        'WWW-Authenticate': 'Bearer realm="metrics"',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    });
  }
  const { registry } = xs2aMetrics();
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
}
