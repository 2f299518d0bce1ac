import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatInBackground } from './repeat-in-background';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('repeatInBackground', () => {
  it('runs at start when asked, then once per interval', async () => {
    const work = vi.fn(async () => {});
    const loop = repeatInBackground({ intervalMs: 1_000, runsAtStart: true, work });
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(work).toHaveBeenCalledTimes(4);
    await loop.stop();
  });

  it('waits for the first interval when not asked to run at start', async () => {
    const work = vi.fn(async () => {});
    const loop = repeatInBackground({ intervalMs: 1_000, runsAtStart: false, work });
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(1);
    await loop.stop();
  });

  it('skips the ticks that find a run in hand, so slow runs never pile up', async () => {
    const slow = deferred();
    const work = vi.fn(() => slow.promise);
    const loop = repeatInBackground({ intervalMs: 1_000, runsAtStart: true, work });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(work).toHaveBeenCalledTimes(1);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('on stop aborts the run in hand, waits for it, and runs nothing more', async () => {
    const slow = deferred();
    let signal: AbortSignal | undefined;
    const work = vi.fn((given: AbortSignal) => {
      signal = given;
      return slow.promise;
    });
    const loop = repeatInBackground({ intervalMs: 1_000, runsAtStart: true, work });
    let hasStopped = false;
    const stopping = loop.stop().then(() => {
      hasStopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(true);
    expect(hasStopped).toBe(false);
    slow.resolve();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
