/** The path and query of a request target; `query` keeps its `?` (empty when there was none). */
export type TargetParts = { path: string; query: string };

const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * RFC 9112 §3.2: the origin form (`/v1/accounts?x=1`) as it is, and the absolute form (`http://host/v1/accounts`,
 * which a server must accept) as its path and query. Anything else (`*`, `host:443`, a bare word) is not a path: null.
 */
export function splitRequestTarget(target: string): TargetParts | null {
  const authority = absoluteForm.exec(target);
  const rest = authority ? target.slice(authority[0].length) : target;
  const pathAndQuery = authority && !rest.startsWith('/') ? `/${rest}` : rest;
  if (!pathAndQuery.startsWith('/')) return null;
  const queryStart = pathAndQuery.indexOf('?');
  return queryStart === -1
    ? { path: pathAndQuery, query: '' }
    : { path: pathAndQuery.slice(0, queryStart), query: pathAndQuery.slice(queryStart) };
}
