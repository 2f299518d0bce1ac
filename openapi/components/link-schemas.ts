import type { JsonSchema } from './json-schema';

/** A Berlin Group hyperlink: its `href`, and the `verbs` it may be called with. */
export const linkSchema: JsonSchema = {
  type: 'object',
  properties: { href: { type: 'string' }, verbs: { type: 'array', items: { type: 'string' } } },
  required: ['href'],
};

/** The `_links` of a created payment or signing basket: where to start SCA and where to read it back. */
export const createdResourceLinksSchema: JsonSchema = {
  type: 'object',
  properties: { scaRedirect: linkSchema, self: linkSchema, status: linkSchema, scaStatus: linkSchema },
  required: ['scaRedirect', 'self', 'status', 'scaStatus'],
};
