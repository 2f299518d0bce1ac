import { getLogger } from '@/lib/observability/logger';
import { scrubbedError } from '@/lib/observability/loggable-error';
import type { StoredResponse } from '@/lib/xs2a/repeat-outcome';
import { releaseRequestId, storeResponseForReplay } from '@/lib/xs2a/request-id-replay';

/** What settles a claimed X-Request-ID: the response a POST keeps for replays, or the release after a 5xx (D5). */
export type RequestIdSettlement = { tppId: string; requestId: string; response?: StoredResponse; queuedAt?: number };

// D14: settlements the database refused (it went away), kept on this instance and written again until it is back.
const unsettled = new Map<string, RequestIdSettlement>();
const firstRetryMilliseconds = 1_000;
const longestRetryMilliseconds = 30_000;
const keptMilliseconds = 24 * 60 * 60 * 1000;
let retryTimer: NodeJS.Timeout | undefined;
let retryDelay = firstRetryMilliseconds;
let retrying: Promise<void> | undefined;

/**
 * D5: stores a POST's response for replays, or releases the id when there is none. When the database refuses,
 * the settlement is kept on this instance and written again (`retryUnsettledRequestIds`) once it is back, then throws.
 */
export async function settleRequestId(settlement: RequestIdSettlement): Promise<void> {
  try {
    await writeSettlement(settlement);
  } catch (error) {
    unsettled.set(settlementKey(settlement), { ...settlement, queuedAt: settlement.queuedAt ?? Date.now() });
    scheduleRetry();
    throw error;
  }
}

/** D14: writes the settlements the database refused before; every request runs it first, and so does a timer. */
export function retryUnsettledRequestIds(): Promise<void> {
  if (unsettled.size === 0) return Promise.resolve();
  retrying ??= writeUnsettled().finally(() => (retrying = undefined));
  return retrying;
}

async function writeUnsettled(): Promise<void> {
  for (const [key, settlement] of unsettled) {
    // After 24 hours the id is free again, and a late settlement would overwrite its next use.
    if (Date.now() - (settlement.queuedAt ?? 0) > keptMilliseconds) {
      unsettled.delete(key);
      continue;
    }
    try {
      await writeSettlement(settlement);
      unsettled.delete(key);
    } catch (error) {
      getLogger().warn({ unsettled: unsettled.size, error: scrubbedError(error) }, 'X-Request-ID still not settled');
      return;
    }
  }
  retryDelay = firstRetryMilliseconds;
}

function scheduleRetry(): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void retryUnsettledRequestIds().then(() => {
      if (unsettled.size === 0) return;
      retryDelay = Math.min(2 * retryDelay, longestRetryMilliseconds);
      scheduleRetry();
    });
  }, retryDelay);
  retryTimer.unref();
}

function writeSettlement(settlement: RequestIdSettlement): Promise<void> {
  const { tppId, requestId, response } = settlement;
  return response ? storeResponseForReplay({ tppId, requestId, response }) : releaseRequestId({ tppId, requestId });
}

function settlementKey(settlement: RequestIdSettlement): string {
  return `${settlement.tppId}\u0000${settlement.requestId.toLowerCase()}`;
}
