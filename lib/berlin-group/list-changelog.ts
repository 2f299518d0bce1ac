import type { BankChange, Environment } from '@/lib/berlin-group/bank-change-schema';

/** One dated line of the changelog: a change on a day, in one environment when the two differ. */
export type ChangelogRow = {
  key: string;
  /** `YYYY-MM-DD`, or `YYYY-MM` for the month an x-accept-fix opt-in appeared; absent when not dated yet. */
  date?: string;
  change: BankChange;
  environment?: Environment;
};

/**
 * D11: the registry as the changelog shows it: upcoming lines first (the soonest first, undated ones last), then the
 * lines in force (the newest first). A day counts as upcoming until it starts (Europe/Oslo, `today`).
 */
export function listChangelog(
  changes: readonly BankChange[],
  today: string,
): { upcoming: ChangelogRow[]; past: ChangelogRow[] } {
  const rows = changes.flatMap(datedRows);
  const isUpcoming = (row: ChangelogRow) => row.date === undefined || row.date > today;
  const byDate = (a: ChangelogRow, b: ChangelogRow) => (a.date ?? '9999').localeCompare(b.date ?? '9999');
  return {
    upcoming: rows.filter(isUpcoming).sort(byDate),
    past: rows
      .filter((row) => !isUpcoming(row))
      .sort(byDate)
      .reverse(),
  };
}

function datedRows(change: BankChange): ChangelogRow[] {
  const row = (date: string | undefined, environment?: Environment): ChangelogRow => ({
    key: `${change.id}-${environment ?? 'both'}`,
    date,
    change,
    environment,
  });
  if (change.kind === 'release') return [row(change.date)];
  if (change.kind === 'accept-fix') return [row(change.defaultFrom ?? change.introduced)];
  const refusedFrom = change.refusedFrom;
  if (refusedFrom && refusedFrom.sandbox !== refusedFrom.production)
    return [row(refusedFrom.sandbox, 'sandbox'), row(refusedFrom.production, 'production')];
  return [row(refusedFrom?.production ?? (change.kind === 'deprecation' ? change.deprecatedFrom : undefined))];
}
