/** D36: the tables partitioned by UTC day; each partition is named `<table>_YYYYMMDD` and holds that day. */
export const dayPartitionedTables = ['RequestLog', 'SeenRequestId'] as const;

export type DayPartitionedTable = (typeof dayPartitionedTables)[number];

const dayMilliseconds = 24 * 3_600_000;

/** The UTC day that holds `at`, as its first instant. */
export function utcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / dayMilliseconds) * dayMilliseconds);
}

/** `days` after the UTC day `day` (negative: before). */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * dayMilliseconds);
}

/** The partition of `table` that holds the UTC day `day`. */
export function dayPartitionName(table: DayPartitionedTable, day: Date): string {
  return `${table}_${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The day a partition's name gives, or null for a name that is not `<table>_YYYYMMDD`. */
export function partitionDay(table: DayPartitionedTable, name: string): Date | null {
  const match = new RegExp(`^${table}_(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  if (!match) return null;
  const day = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || dayPartitionName(table, day) !== name ? null : day;
}
