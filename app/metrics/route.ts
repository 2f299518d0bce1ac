// GET /metrics – this instance's Prometheus metrics, behind a bearer token in production (D33)
import { answerMetricsRequest } from '@/lib/observability/answer-metrics-request';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return answerMetricsRequest(request);
}
