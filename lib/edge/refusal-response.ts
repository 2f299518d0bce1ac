import type { EdgeRefusal } from '@/lib/edge/find-edge-refusal';
import { badRequestPage } from '@/lib/edge/bad-request-page';
import { isUuid } from '@/lib/xs2a/request-format';
import { errorToParts, toResponse } from '@/lib/xs2a/xs2a-response';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * D18: the answer to a request the edge refuses. Under /v1 the Berlin Group body exactly as withXs2a builds it
 * (X-Request-ID echoed when it is a UUID, `Cache-Control: no-store`, signed with the bank's seal when configured);
 * anywhere else the friendly page.
 */
export function refusalResponse(
  verdict: { isApi: boolean; refusal: EdgeRefusal },
  request: { requestId?: string; acceptLanguage?: string },
): Response {
  const { refusal } = verdict;
  if (!verdict.isApi)
    return badRequestPage({ status: refusal.status, acceptLanguage: request.acceptLanguage, allow: refusal.allow });
  const sentId = request.requestId?.trim();
  const requestId = sentId && isUuid(sentId) ? sentId : undefined;
  const error = new Xs2aError(refusal.code, {
    status: refusal.status,
    text: refusal.text,
    headers: refusal.allow ? { Allow: refusal.allow } : undefined,
  });
  return toResponse(errorToParts(error, requestId), requestId);
}
