import { isDotSegment } from '@/lib/edge/is-dot-segment';

/**
 * Whether a request path belongs to the XS2A API (D1: everything under `/v1`), read the way Next.js would route it:
 * backslashes as slashes, repeated slashes as one, dot segments resolved. A path that reaches `/v1` only through `..`
 * counts too, so the edge answers it as the API would.
 */
export function isApiPath(path: string): boolean {
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '');
  if (segments[0] === 'v1') return true;
  const resolved: string[] = [];
  for (const segment of segments) {
    if (!isDotSegment(segment)) resolved.push(segment);
    else if (segment.replace(/%2e/gi, '.') === '..') resolved.pop();
  }
  return resolved[0] === 'v1';
}
