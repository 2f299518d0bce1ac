// GET /healthz – the process is up (no dependencies checked)
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'up' }, { headers: { 'Cache-Control': 'no-store' } });
}
