/**
 * The answer to a PSU form post (post/redirect/get): 303 to a page of this site. The Location is a path, so the
 * browser stays on the origin it used and its session cookie goes with it.
 */
export function seeOther(path: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store', ...headers } });
}
