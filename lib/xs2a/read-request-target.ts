import { rawTargetHeader } from '@/lib/edge/internal-headers';
import { splitRequestTarget } from '@/lib/edge/split-request-target';

/**
 * The path and query the TPP signed as `(request-target)` (D5, D18): the target exactly as sent, which our server
 * passes on, because `request.url` is Next.js's re-encoding of it (an empty `?` dropped, `%74` turned into `t`).
 * An absolute-form target signs as its path and query. Without the header (the wrapper called in-process) the parsed
 * URL is all there is.
 */
export function readRequestTarget(headers: Headers, url: URL): string {
  const raw = headers.get(rawTargetHeader);
  const parts = raw ? splitRequestTarget(raw) : null;
  return parts ? `${parts.path}${parts.query}` : `${url.pathname}${url.search}`;
}
