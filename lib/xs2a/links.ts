/** Berlin Group link verbs. */
export type LinkVerb = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Link object (spec "Link object"): `href` and the `verbs` allowed on it. */
export type Link = { href: string; verbs?: LinkVerb[] };

export type Links = Record<string, Link>;

/**
 * D1: every href except scaRedirect is a path relative to the API base and starts with /v1/; path segments are
 * percent-encoded so that opaque ids survive clients that concatenate base URL + href.
 */
export function apiLink(
  segments: (string | number)[],
  verbs: LinkVerb[],
  query?: Record<string, string | undefined>,
): Link {
  const path = `/v1/${segments.map((segment) => encodeURIComponent(String(segment))).join('/')}`;
  const search = query
    ? new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString()
    : '';
  return { href: search ? `${path}?${search}` : path, verbs };
}

/** D1: scaRedirect is an absolute URL of the PSU-facing site. */
export function scaRedirectLink(absoluteUrl: string): Link {
  return { href: absoluteUrl, verbs: ['GET'] };
}
