import { bankChanges } from '@/lib/berlin-group/bank-changes';
import { bankDate } from './bank-date';

/** One x-accept-fix opt-in from the spec's Versioning table (D6). */
export type AcceptFix = {
  value: string;
  /** Month the opt-in appeared, `YYYY-MM`. */
  introduced: string;
  /** First day (Europe/Oslo) on which the behaviour applies without the header, `YYYY-MM-DD`; absent for an opt-in that never becomes the default. */
  defaultFrom?: string;
  effect: string;
};

/** The x-accept-fix rows of the registry of the bank's changes (D6, D11); a future fix is one new row there. */
export const acceptFixes: readonly AcceptFix[] = bankChanges.flatMap((change) =>
  change.kind === 'accept-fix'
    ? [{ value: change.id, introduced: change.introduced, defaultFrom: change.defaultFrom, effect: change.summary.en }]
    : [],
);

/** The fixes active for a request: every default in force at `now` plus each known value the header asks for (D6). */
export function parseAcceptFix(header: string | null, now: Date): Set<string> {
  const today = bankDate(now);
  const requested = new Set((header ?? '').split(',').map((value) => value.trim().toLowerCase()));
  // D6: unknown values are ignored, so only rows of the table can become active.
  return new Set(
    acceptFixes
      .filter((fix) => (fix.defaultFrom !== undefined && fix.defaultFrom <= today) || requested.has(fix.value))
      .map((fix) => fix.value),
  );
}
