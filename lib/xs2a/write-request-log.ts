import { createMissingDayPartitions } from '@/lib/housekeeping/create-missing-day-partitions';
import { isMissingDayPartition } from '@/lib/xs2a/map-database-error';
import { isDatabaseUnreachable } from '@/lib/database/is-database-unreachable';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/runtime/on-shutdown';
import { processWide } from '@/lib/runtime/process-wide';
import { xs2aMetrics } from '@/lib/observability/metrics';
import type { ObservedRequest } from '@/lib/observability/observe-request';
import type { Prisma } from '@/lib/generated/prisma/client';
import { createBatchQueue, type BatchQueue } from '@/lib/xs2a/create-batch-queue';
import { createUnauthenticatedRowGate } from '@/lib/xs2a/create-unauthenticated-row-gate';
import type { LoggedRequestHeaders } from '@/lib/xs2a/loggable-request-headers';
import type { LoggedResponse } from '@/lib/xs2a/loggable-response';
import { insertRequestLogs, type QueuedRequestLog, type RowsNotStored } from '@/lib/xs2a/insert-request-logs';

/** A request's log line fields (ObservedRequest), and what only its stored row holds. */
export type RequestLogEntry = ObservedRequest & {
  signatureDiagnosis?: Prisma.InputJsonValue;
  /** With a refused signature: the certificate it came with, which finds the row for that certificate's TPP (D28). */
  certificateFingerprint?: string;
  /**
   * D28: the signature and certificate held, so the sender holds the TPP's key. Absent means not: such a row is counted
   * against its certificate's limit and marked in the portal.
   */
  isAuthenticated?: boolean;
  /** D28: an unauthenticated call's client address (from the launcher), for its address's limit; never stored. */
  clientAddress?: string;
  /** D28: the request's headers as kept (loggableRequestHeaders); absent for a call the edge refused. */
  requestHeaders?: LoggedRequestHeaders;
  /** D28: the answer's size and a refusal's body or a success's shape (loggableResponse). */
  response?: LoggedResponse;
  /** The consent an account-information call read under: a 2xx answer moves its lastAccessedAt (shown to the PSU). */
  accessedConsentId?: string;
  /** D11: what the request touched of the registry of the bank's changes (detectChangeUsages). */
  changeUsages?: string[];
};

/**
 * D31: the bounds of the request-log queue, and so of what a crash can lose (the delay is XS2A_REQUEST_LOG_DELAY_MS);
 * rows the database could not be reached for are tried again every second.
 */
const bounds = { batchSize: 200, maxQueued: 20_000, retryDelayMs: 1_000 } as const;

// One queue per process: the launcher's edge and the routes Next.js bundled load this module separately, and shutdown
// writes what both queued before the pools close (D31, D33). The gate too, so that both count against one limit (D28).
const gate = processWide('request-log.unauthenticated-row-gate', createUnauthenticatedRowGate);

const queue = processWide('request-log.queue', (): BatchQueue<QueuedRequestLog> => {
  const created = createBatchQueue({
    ...bounds,
    delayMs: env.XS2A_REQUEST_LOG_DELAY_MS,
    write: writeBatch,
    onLoss: reportLoss,
  });
  onShutdown(() => created.flush());
  return created;
});

const reportLoss = (message: string) => console.error(`[request-log] ${message}`);

/**
 * A batch the database refuses is written row by row, so that one bad row loses only itself. Rows the database could
 * not be reached for (down, restarting) are handed back to the queue, which writes them again later.
 */
async function writeBatch(batch: QueuedRequestLog[]): Promise<QueuedRequestLog[]> {
  try {
    countNotStored(await insertRequestLogs(batch));
    return [];
  } catch (error) {
    if (isDatabaseUnreachable(error)) return batch;
    // D36: no partition for the batch's day: handed back, to be written once it is created.
    if (isMissingDayPartition(error)) return createMissingDayPartitions().then(() => batch);
  }
  const results = await Promise.allSettled(batch.map((entry) => insertRequestLogs([entry])));
  for (const result of results) if (result.status === 'fulfilled') countNotStored(result.value);
  const isLeft = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' && isDatabaseUnreachable(result.reason);
  const refused = results.flatMap((result, index) =>
    result.status === 'rejected' && !isLeft(result)
      ? [`${batch[index]?.method} ${batch[index]?.path}: ${(result.reason as Error).message}`]
      : [],
  );
  if (refused.length > 0) reportLoss(`${refused.length} entries could not be written: ${refused.join('; ')}`);
  return batch.filter((_, index) => isLeft(results[index] as PromiseSettledResult<unknown>));
}

/** D28: rows over one of their limits, for the metrics, by the limit. */
function countNotStored(rows: Partial<RowsNotStored>): void {
  for (const [reason, count] of Object.entries(rows))
    if (count > 0) xs2aMetrics().requestLogRowsNotStored.inc({ reason }, count);
}

/**
 * D31: queues the one request-log row of every XS2A request, accepted or refused, written in a batch after the
 * response so logging never delays or fails it. Unauthenticated rows past their hourly limits are counted, not kept.
 */
export function writeRequestLog(entry: RequestLogEntry): void {
  const row = { ...entry, at: new Date() };
  const refusal = gate().refuses(row);
  if (refusal) return countNotStored({ [refusal]: 1 });
  queue().add(row);
}
