// GET /livez – liveness: the process answers; no dependency is checked, so a database outage never restarts it (D33)
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } });
}
