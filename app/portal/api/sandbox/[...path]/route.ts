import { runSandboxRequest } from '@/lib/portal/sandbox-editor/run-sandbox-request';
import { portalErrorResponse } from '@/lib/portal/session/portal-error-response';
import { requirePortalRouteDeveloper } from '@/lib/portal/session/require-portal-route-developer';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

/** The sandbox editor's JSON: /v1/sandbox/* for the developer's TPP, through the same domain functions (D16). */
async function handle(request: Request, context: Context): Promise<Response> {
  try {
    const { tppId } = await requirePortalRouteDeveloper(request, { needsTpp: true });
    const { path } = await context.params;
    const result = await runSandboxRequest({
      request,
      tppId: tppId,
      segments: path.map(decodeSegment),
      now: new Date(),
    });
    const headers = { 'Cache-Control': 'no-store' };
    return result.body === undefined
      ? new Response(null, { status: result.status, headers })
      : Response.json(result.body, { status: result.status, headers });
  } catch (error) {
    if (error instanceof Xs2aError) return portalErrorResponse(error);
    throw error;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new Xs2aError('FORMAT_ERROR', { text: 'A path segment is not valid percent-encoding.' });
  }
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
