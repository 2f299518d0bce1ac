import { env } from '@/lib/env';
import { openSealedText, sealText } from '@/lib/web/sealed-text';

/** Sealed with NEXTAUTH_SECRET for this developer alone (D27): a copy of the database opens no TOTP secret. */
function totpSealing(developerId: string): { secret: string; purpose: string } {
  if (!env.NEXTAUTH_SECRET) throw new Error('NEXTAUTH_SECRET is needed to keep TOTP secrets (D27).');
  return { secret: env.NEXTAUTH_SECRET, purpose: `portal-totp-secret:${developerId}` };
}

/** D27: a developer's TOTP secret as stored, AES-256-GCM sealed (sealText). */
export function sealTotpSecret(secret: string, developerId: string): string {
  return sealText({ ...totpSealing(developerId), text: secret });
}

/** The secret sealTotpSecret stored for this developer, or null when the row was sealed for another or altered. */
export function openTotpSecret(sealed: string, developerId: string): string | null {
  return openSealedText({ ...totpSealing(developerId), sealed, maxSealedLength: 500 });
}
