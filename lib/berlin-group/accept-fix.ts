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

/** The spec's x-accept-fix table (D6) and the bank's own opt-ins; a future fix is one new row. */
export const acceptFixes: readonly AcceptFix[] = [
  {
    value: 'amount-as-string',
    introduced: '2019-11',
    defaultFrom: '2020-08-01',
    effect: 'Amounts serialised as strings',
  },
  {
    value: 'cardaccount-switch-originalamount-and-transactionamount',
    introduced: '2020-05',
    defaultFrom: '2024-11-13',
    effect: 'Correct card transaction amount mapping',
  },
  {
    value: 'longer-names',
    introduced: '2020-06',
    defaultFrom: '2024-10-01',
    effect: 'Card account name up to 70 characters',
  },
  {
    value: 'cash-account-type-iso',
    introduced: '2023-06',
    defaultFrom: '2024-11-13',
    effect: 'ISO 20022 mapping of cashAccountType',
  },
  // D20: the bank's own opt-in, not in the spec's table; the default is the Berlin Group enum (received, finalised, ...).
  {
    value: 'sca-status-upper-case',
    introduced: '2026-11',
    effect: "scaStatus in upper case as the bank's specification lists it (RECEIVED, FINALISED, ...)",
  },
];

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
