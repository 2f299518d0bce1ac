import { bankDate, isoDate } from '@/lib/berlin-group/bank-date';

/** A bank-offered consent holds for 90 days from the PSU's SCA (PSD2 RTS art. 10: AIS access needs SCA at least every 90 days). */
export const consentValidityDays = 90;

/** Spec "Limits": at most 4 reads a day of each account without the PSU present. */
export const consentFrequencyPerDay = 4;

/** The consent's validUntil (inclusive, the bank's date in Europe/Oslo, as the Berlin Group validUntil says). */
export function consentValidUntil(now: Date): Date {
  const today = new Date(`${bankDate(now)}T00:00:00Z`);
  return new Date(today.getTime() + consentValidityDays * 86_400_000);
}

/** True once the bank's date is past validUntil. */
export function isPastValidUntil(validUntil: Date | null, now: Date): boolean {
  return validUntil !== null && bankDate(now) > isoDate(validUntil);
}
