import { z } from 'zod';

/** D1: resource ids are opaque URL-safe strings; anything longer or stranger cannot be one of ours. */
const resourceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a resource id of this bank');

export const consentPathSchema = z.object({ consentId: resourceIdSchema });

export const consentAuthorisationPathSchema = z.object({
  consentId: resourceIdSchema,
  authorisationId: resourceIdSchema,
});
