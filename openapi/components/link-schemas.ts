import type { JsonSchema } from './json-schema';

/** A Berlin Group hyperlink: its `href`, and the `verbs` it may be called with. */
export const linkSchema: JsonSchema = {
  type: 'object',
  properties: { href: { type: 'string' }, verbs: { type: 'array', items: { type: 'string' } } },
  required: ['href'],
};

/**
 * The `_links` of a created payment or signing basket: where to read it back and start its SCA (D22); scaRedirect and
 * scaStatus only when the SCA started with it (no TPP-Explicit-Authorisation-Preferred: true).
 */
export const createdResourceLinksSchema: JsonSchema = {
  type: 'object',
  properties: {
    scaRedirect: linkSchema,
    self: linkSchema,
    status: linkSchema,
    startAuthorisation: {
      ...linkSchema,
      description:
        'POST it, with no body, to start the SCA; while the SCA started with the resource is unopened, that SCA is taken over: same authorisationId, a new scaRedirect, and the earlier one no longer works (D22).',
    },
    scaStatus: linkSchema,
  },
  required: ['self', 'status', 'startAuthorisation'],
};
