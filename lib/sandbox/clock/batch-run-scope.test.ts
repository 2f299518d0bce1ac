import { beforeEach, describe, expect, it, vi } from 'vitest';

// D16: production never reads a sandbox clock, not even to leave the moved ones out of its batch run.
const environment = vi.hoisted(() => ({ isSandbox: false }));
vi.mock('@/lib/env', () => ({
  env: { XS2A_BATCH_TIMES: [] },
  get isSandbox() {
    return environment.isSandbox;
  },
}));
const findPayments = vi.fn(async (_query: { where: Record<string, unknown> }) => []);
const findClocks = vi.fn(async () => []);
vi.mock('@/lib/db', () => ({ db: { payment: { findMany: findPayments }, sandboxClock: { findMany: findClocks } } }));
const { findDuePayments } = await import('@/lib/payments/batch/find-due-payments');
const { findDuePeriodicPayments } = await import('@/lib/payments/batch/find-due-periodic-payments');
const { runMovedClocksBatches } = await import('./run-moved-clocks-batches');

const wheres = () => findPayments.mock.calls.map(([query]) => query.where);

describe('the batch run and the sandbox clocks', () => {
  beforeEach(() => {
    findPayments.mockClear();
    findClocks.mockClear();
  });

  it('reads no sandbox clock in production', async () => {
    environment.isSandbox = false;
    await findDuePayments({ day: '2027-03-01' });
    await findDuePeriodicPayments({ day: '2027-03-01' });
    await runMovedClocksBatches({ now: new Date(), times: ['06:00'] });
    for (const where of wheres()) expect(where).not.toHaveProperty('tpp');
    expect(findClocks).not.toHaveBeenCalled();
  });

  it('leaves out the sandboxes on a moved clock in the sandbox, and takes one TPP’s payments when named', async () => {
    environment.isSandbox = true;
    await findDuePayments({ day: '2027-03-01' });
    await findDuePeriodicPayments({ day: '2027-03-01', tppId: 'tpp-1' });
    await runMovedClocksBatches({ now: new Date(), times: ['06:00'] });
    expect(wheres()[0]).toMatchObject({ tpp: { sandboxClock: { is: null } } });
    expect(wheres()[1]).toMatchObject({ tppId: 'tpp-1' });
    expect(wheres()[1]).not.toHaveProperty('tpp');
    expect(findClocks).toHaveBeenCalledOnce();
  });
});
