// GET /readyz – the database is reachable and every migration is applied; names the core's state (D34)
import { checkReadiness } from '@/lib/observability/check-readiness';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.status === 'not-ready' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
