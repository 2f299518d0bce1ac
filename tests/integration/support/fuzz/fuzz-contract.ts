import committed from '@/openapi/xs2a.openapi.json';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { contractProblems } from '@/tests/integration/support/xs2a-contract';
import { edgeFeatures, type WireRequest, type WireResponse } from './fuzz-request';

// The published document's contract (xs2a-contract: a listed status, a code the status allows, X-Request-ID echoed,
// the documented body) applied to a fuzzed answer. Left out, as HTTP-edge refusals that are no operation of the
// document: a request the launcher or Next.js refuses before any route (edgeFeatures: malformed percent-encoding, raw
// bytes, dot and empty segments), a path no documented operation serves (the catch-all's 404), and a method the path's
// route does not offer (405 with Allow). An oversized target (414) or head (431) is held to the operation's contract.

const templates = Object.entries(committed.paths as Record<string, Record<string, unknown>>).map(
  ([path, operations]) => ({
    path,
    segments: path.split('/'),
    methods: new Set(Object.keys(operations).map((method) => method.toUpperCase())),
  }),
);

/**
 * The documented path a request reaches, as the router picks it: same number of segments, every literal segment equal,
 * the most literal segments winning (static routes before dynamic ones).
 */
function documentedPathOf(rawPath: string): (typeof templates)[number] | undefined {
  const segments = rawPath.split('/');
  let best: { template: (typeof templates)[number]; literals: number } | undefined;
  for (const template of templates) {
    if (template.segments.length !== segments.length) continue;
    let literals = 0;
    const matches = template.segments.every((segment, index) => {
      if (/^\{[^}]+\}$/.test(segment)) return segments[index] !== '';
      literals++;
      return segment === segments[index];
    });
    if (matches && (!best || literals > best.literals)) best = { template, literals };
  }
  return best?.template;
}

/** The documented operation a fuzzed request reaches, or undefined when it is none (an HTTP-edge refusal). */
export function documentedOperationOf(request: WireRequest): { method: string; path: string } | undefined {
  if (edgeFeatures(request).length > 0) return undefined;
  const template = documentedPathOf(request.path.split('?')[0] ?? '');
  if (!template || !template.methods.has(request.method)) return undefined;
  return { method: request.method, path: template.path };
}

/** What in a fuzzed answer differs from the document's contract for the operation the request reached; empty when nothing. */
export function fuzzContractProblems(request: WireRequest, response: WireResponse): string[] {
  const operation = documentedOperationOf(request);
  if (!operation) return [];
  const header = (name: string) =>
    Object.entries(request.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const asTppResponse: TppResponse = {
    status: response.status,
    statusText: '',
    headers: response.headers,
    body: parsed(response.text),
    text: response.text,
  };
  // D20: a TPP that names an x-accept-fix opts out of the Berlin Group shape; the document's own schema still holds.
  return contractProblems(operation.method, operation.path, asTppResponse, header('X-Request-ID') ?? '', {
    isBerlinGroupShape: header('x-accept-fix') === undefined,
  });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
