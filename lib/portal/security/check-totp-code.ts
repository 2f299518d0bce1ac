import { verifySync } from 'otplib';

const periodSeconds = 30;

/** One 30-second step either side of the server's clock: a phone a little off still signs in. */
const toleranceSeconds = 30;

/**
 * D27: a 6-digit TOTP code (RFC 6238, SHA-1, 30 s) for `secret` at `now`, with its time step; a code of a step at or
 * before `lastStep` was used already (or superseded) and is `replayed`, never accepted twice.
 */
export function checkTotpCode(input: {
  secret: string;
  code: string;
  now: Date;
  lastStep: number | null;
}): { kind: 'valid'; step: number } | { kind: 'invalid' | 'replayed' } {
  const code = input.code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return { kind: 'invalid' };
  const epoch = Math.floor(input.now.getTime() / 1000);
  const result = verifySync({ secret: input.secret, token: code, epoch, epochTolerance: toleranceSeconds });
  if (!result.valid) return { kind: 'invalid' };
  const step = Math.floor(epoch / periodSeconds) + result.delta;
  if (input.lastStep !== null && step <= input.lastStep) return { kind: 'replayed' };
  return { kind: 'valid', step };
}
