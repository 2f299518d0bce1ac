// POST /portal/actions/issue-certificate – sandbox CA certificate for the browser's key, and link the TPP (D27)
import { isSandbox } from '@/lib/env';
import { issueCertificateRequestSchema, issuePortalCertificate } from '@/lib/portal/certificates/issue-portal-certificate';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { portalUnauthorized } from '@/lib/portal/session/portal-route-developer';

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  if (!isSandbox) return new Response(null, { status: 404 });
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind === 'signed-out') return portalUnauthorized();
  if (portal.kind !== 'ok') return answer(403, { reason: 'request' });
  const parsed = issueCertificateRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return answer(400, { reason: 'request' });
  const outcome = await issuePortalCertificate({ developerId: portal.developer.id, request: parsed.data, now });
  if (outcome.kind === 'refused') return answer(outcome.reason === 'other-key' ? 409 : 400, { reason: outcome.reason });
  return answer(201, { certificatePem: outcome.certificatePem });
}
