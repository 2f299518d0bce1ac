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
  write: (batch: Item[]) => Promise<void>;
  /** A batch is written at once when this many items wait, else `delayMs` after the first one was queued. */
  batchSize: number;
  delayMs: number;
  /** The bound: what may wait while the database is slow or away. */
  maxQueued: number;
  /** Told about a batch that could not be written, and about items dropped because the queue was full. */
  onLoss: (message: string) => void;
};

/**
 * D31: one write at a time, so batches reach the database in the order they were queued and a slow database sees one
 * statement per instance, not one per request. A batch that fails is reported and not retried: the write already
 * failed once, and keeping it would let a broken database grow the queue without end.
 */
export function createBatchQueue<Item>(options: BatchQueueOptions<Item>): BatchQueue<Item> {
  let queued: Item[] = [];
  let dropped = 0;
  let droppedSinceReport = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  const writeNext = async (): Promise<void> => {
    while (queued.length > 0) {
      const batch = queued.slice(0, options.batchSize);
      queued = queued.slice(batch.length);
      try {
        await options.write(batch);
      } catch (error) {
        options.onLoss(`${batch.length} entries could not be written: ${(error as Error).message}`);
      }
    }
    if (droppedSinceReport > 0) {
      options.onLoss(`${droppedSinceReport} entries were dropped: more than ${options.maxQueued} were waiting`);
      droppedSinceReport = 0;
    }
  };

  const start = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing ??= writeNext().finally(() => {
      writing = undefined;
      // Items queued while the last batch was being written are not left waiting for a timer that was never set.
      if (queued.length > 0) schedule();
    });
    return writing;
  };

  // The timer does not keep a process alive: shutdown flushes the queue explicitly.
  const schedule = () => {
    if (writing) return;
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
    async flush() {
      while (writing || queued.length > 0) await (writing ?? start());
    },
    stats: () => ({ queued: queued.length, dropped }),
  };
}
