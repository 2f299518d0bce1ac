import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchQueue } from './create-batch-queue';

function recordingQueue(
  options: { batchSize?: number; maxQueued?: number; write?: (batch: number[]) => Promise<number[] | void> } = {},
) {
  const written: number[][] = [];
  const losses: string[] = [];
  const queue = createBatchQueue<number>({
    batchSize: options.batchSize ?? 3,
    delayMs: 50,
    maxQueued: options.maxQueued ?? 100,
    retryDelayMs: 1_000,
    write: options.write ?? (async (batch) => void written.push(batch)),
    onLoss: (message) => losses.push(message),
  });
  return { queue, written, losses };
}

afterEach(() => vi.useRealTimers());

describe('createBatchQueue', () => {
  it('writes nothing on the path that adds, then the batch after the delay', async () => {
    vi.useFakeTimers();
    const { queue, written } = recordingQueue();
    queue.add(1);
    queue.add(2);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(written).toEqual([[1, 2]]);
    expect(queue.stats()).toEqual({ queued: 0, dropped: 0 });
  });

  it('writes a full batch at once under pressure, without waiting for the delay', async () => {
    vi.useFakeTimers();
    const { queue, written } = recordingQueue();
    for (const item of [1, 2, 3, 4]) queue.add(item);
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([[1, 2, 3], [4]]);
  });

  it('flush writes everything queued, in order, and waits for a write under way', async () => {
    let release: () => void = () => undefined;
    const written: number[][] = [];
    const { queue } = recordingQueue({
      write: async (batch) => {
        if (written.length === 0) await new Promise<void>((resolve) => (release = resolve));
        written.push(batch);
      },
    });
    for (const item of [1, 2, 3]) queue.add(item);
    queue.add(4);
    queue.add(5);
    const flushed = queue.flush();
    release();
    await flushed;
    expect(written).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(queue.stats().queued).toBe(0);
  });

  it('is bounded: beyond maxQueued items are dropped, counted and reported, never thrown', async () => {
    let release: () => void = () => undefined;
    const { queue, losses } = recordingQueue({
      batchSize: 2,
      maxQueued: 4,
      write: () => new Promise<void>((resolve) => (release = resolve)),
    });
    queue.add(1);
    queue.add(2); // a full batch: its write starts and hangs, as on a slow database
    for (const item of [3, 4, 5, 6, 7, 8]) queue.add(item);
    expect(queue.stats()).toEqual({ queued: 4, dropped: 2 });
    const flushed = queue.flush();
    const releaseAll = setInterval(() => release(), 1);
    await flushed;
    clearInterval(releaseAll);
    expect(losses).toEqual(['2 entries were dropped: more than 4 were waiting']);
  });

  it('reports a batch the writer refuses and goes on with the next', async () => {
    const written: number[][] = [];
    const { queue, losses } = recordingQueue({
      write: async (batch) => {
        if (batch.includes(1)) throw new Error('database away');
        written.push(batch);
      },
    });
    for (const item of [1, 2, 3, 4]) queue.add(item);
    await queue.flush();
    expect(losses).toEqual(['3 entries could not be written: database away']);
    expect(written).toEqual([[4]]);
  });

  it('writes again, in order and after the retry delay, what the writer handed back (the database away)', async () => {
    vi.useFakeTimers();
    let isReachable = false;
    const written: number[][] = [];
    const { queue, losses } = recordingQueue({
      write: async (batch) => {
        if (!isReachable) return batch;
        written.push(batch);
      },
    });
    queue.add(1);
    queue.add(2);
    await vi.advanceTimersByTimeAsync(50);
    queue.add(3);
    queue.add(4);
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toEqual([]);
    expect(queue.stats()).toEqual({ queued: 4, dropped: 0 });
    isReachable = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toEqual([[1, 2, 3], [4]]);
    expect(losses).toEqual([]);
  });

  it('a flush reports what the writer handed back as lost and ends', async () => {
    const { queue, losses } = recordingQueue({ write: async (batch) => batch });
    for (const item of [1, 2, 3, 4]) queue.add(item);
    await queue.flush();
    expect(losses).toEqual(['4 entries could not be written: the database could not be reached']);
    expect(queue.stats().queued).toBe(0);
  });
});
