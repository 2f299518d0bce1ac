// POST /portal/actions/issue-certificate – sandbox CA certificate for the browser's key, and link the TPP (D27)
import { isSandbox } from '@/lib/env';
import type { LinkRefusal } from '@/lib/portal/certificates/link-refusal';
import {
  issueCertificateRequestSchema,
  issuePortalCertificate,
} from '@/lib/portal/certificates/issue-portal-certificate';
import { requireRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
import { portalErrorResponse } from '@/lib/portal/session/portal-error-response';
import { readPortalJson } from '@/lib/portal/session/read-portal-json';
import { requirePortalRouteDeveloper } from '@/lib/portal/session/require-portal-route-developer';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// A CSR and a few fields.
const maxBodyBytes = 20_000;

/**
 * D27: a refusal in the portal's one error shape; its `path` is the LinkRefusal the page turns into its own words. The
 * code is the nearest Berlin Group one: the developer's state (SERVICE_BLOCKED), the request (FORMAT_ERROR), or the
 * certificate (CERTIFICATE_INVALID; 409 when the organisationIdentifier is registered with another key).
 */
function refusal(reason: LinkRefusal): Xs2aError {
  const text = `The certificate cannot be issued (${reason}).`;
  if (reason === 'unverified')
    return new Xs2aError('SERVICE_BLOCKED', { path: reason, text: 'Verify your e-mail address first.' });
  if (reason === 'request') return new Xs2aError('FORMAT_ERROR', { path: reason, text });
  return new Xs2aError('CERTIFICATE_INVALID', { status: reason === 'other-key' ? 409 : 400, path: reason, text });
}

/** D27: beyond the developer's certificates of the hour, 429 ACCESS_EXCEEDED with when to try again. */
function throttled(retryAt: Date, now: Date): Xs2aError {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const text = 'Too many certificates were generated in the last hour. Try again later.';
  return new Xs2aError('ACCESS_EXCEEDED', {
    path: 'throttled',
    text,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

export async function POST(request: Request): Promise<Response> {
  if (!isSandbox) return new Response(null, { status: 404 });
  try {
    const developer = await requirePortalRouteDeveloper(request);
    // D27: a certificate change needs a sign-in or "Confirm it's you" of the last minutes.
    const stale = requireRecentAuthentication({
      developer,
      now: new Date(),
      returnTo: '/portal/certificates',
      answer: 'json',
    });
    if (stale) return stale;
    const parsed = issueCertificateRequestSchema.safeParse(await readPortalJson(request, maxBodyBytes));
    if (!parsed.success) throw refusal('request');
    const outcome = await issuePortalCertificate({ developerId: developer.id, request: parsed.data, now: new Date() });
    if (outcome.kind === 'throttled') throw throttled(outcome.retryAt, new Date());
    if (outcome.kind === 'refused') throw refusal(outcome.reason);
    return Response.json(
      { certificatePem: outcome.certificatePem },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (error instanceof Xs2aError) return portalErrorResponse(error);
    throw error;
  }
}
