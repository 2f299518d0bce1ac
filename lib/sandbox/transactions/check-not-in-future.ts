import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** D16: a sandbox transaction's dates are not in the future; today is the bank's date (Europe/Oslo). */
export function checkNotInFuture(dates: Record<string, string | null | undefined>, today: string): void {
  for (const [field, date] of Object.entries(dates)) {
    if (date && date > today)
      throw new Xs2aError('FORMAT_ERROR', {
        path: field,
        text: `${field}: ${date} is in the future; the bank's date is ${today}.`,
      });
  }
}
