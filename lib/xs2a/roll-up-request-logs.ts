import { requestLogDurationBoundsMs, requestLogDurationBucket } from './request-log-durations';

type Loggable = {
  at: Date;
  tppId?: string | null;
  isAuthenticated?: boolean;
  operation: string | null;
  status: number;
  errorCodes: string[];
  durationMs: number;
};

export type RequestLogHourRow = { tppId: string; hour: string; operation: string; count: number; durations: number[] };
export type RequestLogRefusalHourRow = { tppId: string; hour: string; code: string; count: number };

/**
 * D28: a batch's authenticated calls counted per TPP, UTC hour and operation (with their duration buckets) and, for
 * refusals, per error code as the inspector's `code` filter matches them: each code of a row counts once.
 */
export function rollUpRequestLogs(entries: readonly Loggable[]): {
  hours: RequestLogHourRow[];
  refusals: RequestLogRefusalHourRow[];
} {
  const hours = new Map<string, RequestLogHourRow>();
  const refusals = new Map<string, RequestLogRefusalHourRow>();
  for (const entry of entries) {
    if (!entry.isAuthenticated || !entry.tppId) continue;
    const hour = new Date(Math.floor(entry.at.getTime() / 3_600_000) * 3_600_000).toISOString();
    const operation = entry.operation ?? '';
    const hourKey = JSON.stringify([entry.tppId, hour, operation]);
    const row = hours.get(hourKey) ?? {
      tppId: entry.tppId,
      hour,
      operation,
      count: 0,
      durations: Array.from({ length: requestLogDurationBoundsMs.length + 1 }, () => 0),
    };
    row.count += 1;
    row.durations[requestLogDurationBucket(Math.round(entry.durationMs))]! += 1;
    hours.set(hourKey, row);
    if (entry.status < 400) continue;
    for (const code of new Set(entry.errorCodes)) {
      const refusalKey = JSON.stringify([entry.tppId, hour, code]);
      const refusal = refusals.get(refusalKey) ?? { tppId: entry.tppId, hour, code, count: 0 };
      refusal.count += 1;
      refusals.set(refusalKey, refusal);
    }
  }
  return { hours: [...hours.values()], refusals: [...refusals.values()] };
}
