import { rawTargetHeader } from '@/lib/edge/internal-headers';
import { splitRequestTarget } from '@/lib/edge/split-request-target';

/**
 * D18: the path and query the TPP signed as `(request-target)`, exactly as sent (an absolute-form target as its path
 * and query), not Next.js's re-encoded `request.url`. Without the raw-target header, the parsed URL.
 */
export function readRequestTarget(headers: Headers, url: URL): string {
  const raw = headers.get(rawTargetHeader);
  const parts = raw ? splitRequestTarget(raw) : null;
  return parts ? `${parts.path}${parts.query}` : `${url.pathname}${url.search}`;
}
