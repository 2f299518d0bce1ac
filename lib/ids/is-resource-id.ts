/**
 * D1: resource ids are opaque, URL-safe strings (base64url from newId). A path segment that cannot be one is refused
 * before it reaches a query, so no client input (a NUL byte, a megabyte) can make the database fail (never a 5xx).
 */
export function isResourceId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
