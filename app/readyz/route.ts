// GET /readyz – the database is reachable and every migration is applied
import { checkReadiness } from '@/lib/observability/check-readiness';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
