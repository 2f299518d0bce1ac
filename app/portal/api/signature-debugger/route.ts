import { checkPastedRequest } from '@/lib/portal/signature-debugger/check-pasted-request';
import { portalErrorResponse } from '@/lib/portal/session/portal-error-response';
import { readPortalJson } from '@/lib/portal/session/read-portal-json';
import { requirePortalRouteDeveloper } from '@/lib/portal/session/require-portal-route-developer';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export const dynamic = 'force-dynamic';

// A pasted request of 64 KiB as JSON, with room for escaping.
const maxBodyBytes = 200_000;

/** POST {rawRequest}: the signature debugger's verdict and steps (D28). Any signed-in developer, linked or not. */
export async function POST(request: Request): Promise<Response> {
  try {
    const developer = await requirePortalRouteDeveloper(request);
    const body = await readPortalJson(request, maxBodyBytes);
    const report = await checkPastedRequest({ developerId: developer.id, body, now: new Date() });
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof Xs2aError) return portalErrorResponse(error);
    throw error;
  }
}
