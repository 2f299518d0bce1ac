import { readRequestLog } from '@/lib/portal/request-log/read-request-log';
import { portalErrorResponse } from '@/lib/portal/session/portal-error-response';
import { requirePortalRouteDeveloper } from '@/lib/portal/session/require-portal-route-developer';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export const dynamic = 'force-dynamic';

/** GET: the developer's TPP's request log, newest first, filtered and paged (D28). Never another TPP's rows. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { tppId } = await requirePortalRouteDeveloper(request, { needsTpp: true });
    const page = await readRequestLog(tppId, new URL(request.url).searchParams);
    return Response.json(page, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof Xs2aError) return portalErrorResponse(error);
    throw error;
  }
}
