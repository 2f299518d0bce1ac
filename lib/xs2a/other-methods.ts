import { isSandbox } from '@/lib/env';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const verbs = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Verb = (typeof verbs)[number];
type RouteHandler = ReturnType<typeof withXs2a>;

/**
 * Handlers for the verbs a route does not offer: 405 SERVICE_INVALID with Allow, through withXs2a like every request;
 * a sandbox path in production is 404 (D4). Use: `export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);`
 */
export function otherMethods(allowed: Verb[]): Record<Verb, RouteHandler> {
  // RFC 9110 §10.2.1: the same order wherever Allow is sent (here and at the edge, lib/edge/api-path-methods).
  const allow = verbs.filter((verb) => allowed.includes(verb)).join(', ');
  const refuse = withXs2a(
    async ({ request, url }) => {
      // D4: production has no sandbox paths, whatever the verb; a 405 naming the sandbox's verbs would show they exist.
      if (!isSandbox && url.pathname.startsWith('/v1/sandbox/'))
        throw new Xs2aError('RESOURCE_UNKNOWN', { text: `There is no resource at ${url.pathname}.` });
      throw new Xs2aError('SERVICE_INVALID', {
        status: 405,
        text: `${request.method} is not offered on ${url.pathname}; use ${allow}.`,
        headers: { Allow: allow },
      });
    },
    { operation: 'methodNotAllowed' },
  );
  return Object.fromEntries(verbs.map((verb) => [verb, refuse])) as Record<Verb, RouteHandler>;
}
