import { getLogger } from '@/lib/observability/logger';
import { onShutdown } from '@/lib/runtime/on-shutdown';
import { processWide } from '@/lib/runtime/process-wide';
import { scrubbedError } from '@/lib/observability/loggable-error';
import type { StoredResponse } from '@/lib/xs2a/repeat-outcome';
import { releaseRequestId, storeResponseForReplay } from '@/lib/xs2a/request-id-replay';

/** What settles a claimed X-Request-ID: the response a POST keeps for replays, or the release after a 5xx (D5). */
export type RequestIdSettlement = { tppId: string; requestId: string; response?: StoredResponse; queuedAt?: number };

const firstRetryMilliseconds = 1_000;
const longestRetryMilliseconds = 30_000;
const keptMilliseconds = 24 * 60 * 60 * 1000;

type Unsettled = {
  settlements: Map<string, RequestIdSettlement>;
  /** Whether a shutdown hook writes them once more before the pools close (D33). */
  isWrittenAtShutdown?: boolean;
  retryTimer?: NodeJS.Timeout;
  retryDelay: number;
  retrying?: Promise<void>;
};

// D14: settlements the database refused (it went away), kept on this instance, for every copy of this module, and
// written again until it is back.
const unsettled = processWide('xs2a.unsettled-request-ids', (): Unsettled => ({
  settlements: new Map(),
  retryDelay: firstRetryMilliseconds,
}));

/**
 * D5: stores a POST's response for replays, or releases the id when there is none. When the database refuses,
 * the settlement is kept on this instance and written again (`retryUnsettledRequestIds`) once it is back, then throws.
 */
export async function settleRequestId(settlement: RequestIdSettlement): Promise<void> {
  try {
    await writeSettlement(settlement);
  } catch (error) {
    writeAtShutdown();
    unsettled().settlements.set(settlementKey(settlement), {
      ...settlement,
      queuedAt: settlement.queuedAt ?? Date.now(),
    });
    scheduleRetry();
    throw error;
  }
}

/** D14: writes the settlements the database refused before; every request runs it first, and so does a timer. */
export function retryUnsettledRequestIds(): Promise<void> {
  const held = unsettled();
  if (held.settlements.size === 0) return Promise.resolve();
  held.retrying ??= writeUnsettled(held).finally(() => (held.retrying = undefined));
  return held.retrying;
}

async function writeUnsettled(held: Unsettled): Promise<void> {
  const { settlements } = held;
  for (const [key, settlement] of settlements) {
    // After 24 hours the id is free again, and a late settlement would overwrite its next use.
    if (Date.now() - (settlement.queuedAt ?? 0) > keptMilliseconds) {
      settlements.delete(key);
      continue;
    }
    try {
      await writeSettlement(settlement);
      settlements.delete(key);
    } catch (error) {
      getLogger().warn({ unsettled: settlements.size, error: scrubbedError(error) }, 'X-Request-ID still not settled');
      return;
    }
  }
  held.retryDelay = firstRetryMilliseconds;
}

/** D33: a stop before the database is back would lose them: the launcher's shutdown tries them once more. */
function writeAtShutdown(): void {
  const held = unsettled();
  if (held.isWrittenAtShutdown) return;
  held.isWrittenAtShutdown = true;
  onShutdown(() => {
    held.isWrittenAtShutdown = false;
    return retryUnsettledRequestIds();
  });
}

function scheduleRetry(): void {
  const held = unsettled();
  if (held.retryTimer) return;
  held.retryTimer = setTimeout(() => {
    held.retryTimer = undefined;
    void retryUnsettledRequestIds().then(() => {
      if (held.settlements.size === 0) return;
      held.retryDelay = Math.min(2 * held.retryDelay, longestRetryMilliseconds);
      scheduleRetry();
    });
  }, held.retryDelay);
  held.retryTimer.unref();
}

function writeSettlement(settlement: RequestIdSettlement): Promise<void> {
  const { tppId, requestId, response } = settlement;
  return response ? storeResponseForReplay({ tppId, requestId, response }) : releaseRequestId({ tppId, requestId });
}

function settlementKey(settlement: RequestIdSettlement): string {
  return `${settlement.tppId}\u0000${settlement.requestId.toLowerCase()}`;
}
