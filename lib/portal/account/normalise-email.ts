import { z } from 'zod';

const emailSchema = z.email().max(254);

/** D27: an e-mail address as the portal stores and compares it (trimmed, lower-cased), or null when it is not one. */
export function normaliseEmail(input: string | null | undefined): string | null {
  const email = (input ?? '').trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : null;
}
