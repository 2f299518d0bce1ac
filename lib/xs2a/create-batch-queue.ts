/** A bounded queue that hands its items to `write` in batches, off the path that adds them. */
export type BatchQueue<Item> = {
  /** Queues an item; when `maxQueued` items already wait, the item is dropped and counted instead. Never throws. */
  add(item: Item): void;
  /** Writes everything queued so far (and waits for a write already under way). */
  flush(): Promise<void>;
  /** Items waiting, and items dropped since the queue was made. */
  stats(): { queued: number; dropped: number };
};

export type BatchQueueOptions<Item> = {
  /** Writes a batch; answers the items it could not write for now (the database away), to be written again later. */
  write: (batch: Item[]) => Promise<Item[] | void>;
  /** A batch is written at once when this many items wait, else `delayMs` after the first one was queued. */
  batchSize: number;
  delayMs: number;
  /** The bound: what may wait while the database is slow or away. */
  maxQueued: number;
  /** How long items the writer handed back wait before the next try. */
  retryDelayMs: number;
  /** Told about a batch that could not be written, and about items dropped because the queue was full. */
  onLoss: (message: string) => void;
};

/**
 * D31: one write at a time, so batches reach the database in the order they were queued and a slow database sees one
 * statement per instance, not one per request. Items the writer hands back go to the front and are written again
 * after `retryDelayMs`, within the `maxQueued` bound; a batch whose write throws is reported and not retried.
 */
export function createBatchQueue<Item>(options: BatchQueueOptions<Item>): BatchQueue<Item> {
  let queued: Item[] = [];
  let dropped = 0;
  let droppedSinceReport = 0;
  let timer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  // The write under way, if any: resolves to the items it handed back, which then wait at the front of the queue.
  let writing: Promise<Item[]> | undefined;

  const reportDropped = () => {
    if (droppedSinceReport > 0) {
      options.onLoss(`${droppedSinceReport} entries were dropped: more than ${options.maxQueued} were waiting`);
      droppedSinceReport = 0;
    }
  };

  const writeNext = async (): Promise<Item[]> => {
    while (queued.length > 0) {
      const batch = queued.slice(0, options.batchSize);
      queued = queued.slice(batch.length);
      try {
        const left = (await options.write(batch)) ?? [];
        if (left.length > 0) {
          queued = [...left, ...queued];
          return left;
        }
      } catch (error) {
        options.onLoss(`${batch.length} entries could not be written: ${(error as Error).message}`);
      }
    }
    reportDropped();
    return [];
  };

  const clearTimers = () => {
    clearTimeout(timer);
    clearTimeout(retryTimer);
    timer = retryTimer = undefined;
  };

  const start = (): Promise<Item[]> => {
    clearTimers();
    writing ??= writeNext().then((left) => {
      writing = undefined;
      if (left.length > 0) retryTimer = setTimeout(() => void start(), options.retryDelayMs).unref();
      // Items queued while the last batch was being written are not left waiting for a timer that was never set.
      else if (queued.length > 0) schedule();
      return left;
    });
    return writing;
  };

  // The timers do not keep a process alive: shutdown flushes the queue explicitly.
  const schedule = () => {
    if (writing || retryTimer) return;
    if (queued.length >= options.batchSize) void start();
    else timer ??= setTimeout(() => void start(), options.delayMs).unref();
  };

  return {
    add(item) {
      if (queued.length >= options.maxQueued) {
        dropped++;
        droppedSinceReport++;
        return;
      }
      queued.push(item);
      schedule();
    },
    // A flush ends (at shutdown, before the process exits): what a write hands back meanwhile is reported lost.
    async flush() {
      while (writing || queued.length > 0) {
        if ((await (writing ?? start())).length === 0) continue;
        clearTimers();
        options.onLoss(`${queued.length} entries could not be written: the database could not be reached`);
        queued = [];
        reportDropped();
        return;
      }
    },
    stats: () => ({ queued: queued.length, dropped }),
  };
}
