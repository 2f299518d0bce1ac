import { describe, expect, it, vi } from 'vitest';

// D16, D24: two catch-ups of one clock at once (two PUTs, a PUT and the scheduler): the one that loses a run to the
// other leaves the rest to it, and the other goes on to where the clock was moved meanwhile, so no run is left out.
const day = 86_400_000;
const state = vi.hoisted(() => ({
  batchRunThrough: new Date(0),
  offsetMs: 0,
  ran: [] as string[],
  onRead: undefined as (() => void) | undefined,
}));
vi.mock('@/lib/env', () => ({ env: { XS2A_BATCH_TIMES: ['06:00', '12:00'] } }));
vi.mock('./batch-day-checker', () => ({ batchDayChecker: async () => async () => true }));
vi.mock('@/lib/payments/batch/run-payment-batch', () => ({
  runPaymentBatch: async (input: { now: Date }) => {
    await new Promise((resolve) => setImmediate(resolve));
    state.ran.push(input.now.toISOString());
    return { executed: [], retried: [], rejected: [] };
  },
}));
vi.mock('@/lib/db', () => ({
  db: {
    sandboxClock: {
      findUnique: async () => {
        state.onRead?.();
        return { batchRunThrough: state.batchRunThrough, offsetMs: BigInt(state.offsetMs) };
      },
      updateMany: async (query: { where: { batchRunThrough: Date }; data: { batchRunThrough: Date } }) => {
        await Promise.resolve();
        if (query.where.batchRunThrough.getTime() !== state.batchRunThrough.getTime()) return { count: 0 };
        state.batchRunThrough = query.data.batchRunThrough;
        return { count: 1 };
      },
    },
  },
}));
const { runClockBatchSlots } = await import('./run-clock-batch-slots');

describe('runClockBatchSlots', () => {
  it('runs every run time up to where a second move put the clock, each once, in order', async () => {
    const now = new Date('2027-03-01T12:00:00+01:00');
    state.batchRunThrough = now;
    state.offsetMs = 2 * day + 3_600_000;
    let read = () => undefined as void;
    const firstRead = new Promise<void>((resolve) => (read = resolve));
    state.onRead = () => read();
    const first = runClockBatchSlots({ tppId: 'tpp-1', now });
    // The second move lands once the first catch-up has read the clock, before it claims its first run.
    await firstRead;
    state.onRead = undefined;
    state.offsetMs = 4 * day + 3_600_000;
    const second = runClockBatchSlots({ tppId: 'tpp-1', now });
    await Promise.all([first, second]);
    const expected = ['02', '03', '04', '05'].flatMap((date) =>
      ['06:00', '12:00'].map((time) => new Date(`2027-03-${date}T${time}:00+01:00`).toISOString()),
    );
    expect(state.ran).toEqual(expected);
    expect(state.batchRunThrough).toEqual(new Date(now.getTime() + state.offsetMs));
  });
});
