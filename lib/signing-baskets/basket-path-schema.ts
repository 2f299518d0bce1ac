import { z } from 'zod';

/** The path parameters of a basket route; ids are opaque, bounded so that no message echoes an unbounded value. */
export const basketPathSchema = z.object({
  basketId: z.string().min(1).max(100),
  authorisationId: z.string().min(1).max(100).optional(),
});
