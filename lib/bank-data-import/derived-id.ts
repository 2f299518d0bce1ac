import { createHash } from 'node:crypto';

/**
 * D32: agreements and engagements have no natural-key column, and are never shown to a TPP (PSU-Corporate-ID is a
 * pseudonym, D8), so their id is derived from the bank's natural key: importing the same row again finds the same id.
 * Ids a TPP sees (accounts, card accounts, transactions) stay random (D1) and are found by their natural key instead.
 */
export function derivedId(kind: 'agreement' | 'engagement', naturalKey: string): string {
  return createHash('sha256').update(`bank-data:${kind}:${naturalKey}`).digest('base64url').slice(0, 22);
}
