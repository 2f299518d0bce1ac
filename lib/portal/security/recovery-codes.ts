import { createHash, randomBytes } from 'node:crypto';

/** How many recovery codes a developer gets at enrolment (D27). */
export const recoveryCodeCount = 10;

// Crockford-style alphabet without look-alikes (0/o, 1/l/i): a code copied by hand still matches.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** D27: fresh single-use recovery codes, `xxxxx-xxxxx` (about 49 bits each), shown once and stored only as hashes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** The stored hash of a recovery code as typed: case, spaces and hyphens do not matter. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`portal-recovery-code:${normalised}`).digest('hex');
}
