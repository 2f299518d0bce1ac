import document from '@/openapi/xs2a.openapi.json';

const verbs = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// The published document describes exactly the route files under app/v1 (tests/integration/fuzz-coverage.test.ts).
const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).map(([path, operations]) => ({
  segments: path.split('/').slice(1).map((segment) => (/^\{.+\}$/.test(segment) ? null : segment)),
  methods: verbs.filter((verb) => verb.toLowerCase() in operations),
}));

/**
 * RFC 9110 §10.2.1: the methods the resource at an API path offers, the route picked as Next.js picks it (at the first
 * segment where two routes differ, a literal one wins over a placeholder); null for a path no route serves (a 404).
 */
export function apiPathMethods(path: string): string[] | null {
  const segments = path.split('/').slice(1).map(decodedSegment);
  let best: (typeof routes)[number] | undefined;
  for (const route of routes) {
    const matches = route.segments.length === segments.length && route.segments.every((literal, index) => (literal === null ? segments[index] !== '' : literal === segments[index]));
    if (matches && (!best || isMoreSpecific(route.segments, best.segments))) best = route;
  }
  return best?.methods ?? null;
}

function isMoreSpecific(candidate: (string | null)[], current: (string | null)[]): boolean {
  const index = candidate.findIndex((segment, position) => (segment === null) !== (current[position] === null));
  return index !== -1 && candidate[index] !== null;
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
