import { generateURI } from 'otplib';
import { db } from '@/lib/db';
import { openTotpSecret } from '@/lib/portal/security/totp-secret-box';
import { totpQrPath, type QrPath } from '@/lib/portal/security/totp-qr-path';

/** What the security page shows of a developer's second factor (D27). */
export type TotpEnrolment =
  | { kind: 'enabled'; enabledAt: Date; recoveryCodesLeft: number }
  | { kind: 'pending'; secret: string; qr: QrPath }
  | { kind: 'none' };

/**
 * D27: the developer's second factor; an enrolment under way shows its secret and QR code (otpauth URI) again, but only
 * to a session with a recent sign-in (`isRecent`): to any other it is none, and starting again makes a new secret.
 */
export async function readTotpEnrolment(input: {
  developerId: string;
  email: string;
  isRecent: boolean;
}): Promise<TotpEnrolment> {
  const developer = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { totpSecret: true, totpEnabledAt: true, _count: { select: { recoveryCodes: true } } },
  });
  if (developer?.totpEnabledAt)
    return { kind: 'enabled', enabledAt: developer.totpEnabledAt, recoveryCodesLeft: developer._count.recoveryCodes };
  const secret =
    developer?.totpSecret && input.isRecent ? openTotpSecret(developer.totpSecret, input.developerId) : null;
  if (!secret) return { kind: 'none' };
  const uri = generateURI({ issuer: 'Nordbank developer portal', label: input.email, secret });
  return { kind: 'pending', secret, qr: totpQrPath(uri) };
}
