import { beforeEach, describe, expect, it, vi } from 'vitest';

// D16: back to real time removes the clock together with what it dated, under the lock a move takes: a reset that
// fails half-way leaves the clock moved (so a retry resets), and a move never slips in between.
const committed: string[] = [];
const failing = { consents: false };
const initializeSandbox = vi.fn(async () => ({ customers: [] }));
vi.mock('@/lib/sandbox/initialize-sandbox', () => ({ initializeSandbox }));
vi.mock('@/lib/db', () => {
  let steps: string[] = [];
  // Inside a transaction a step commits with it; outside one it commits at once.
  const models = (record: (name: string) => void) => {
    const step = (name: string) => async () => {
      if (name === 'consents' && failing.consents) throw new Error('deadlock detected');
      record(name);
      return { count: 1 };
    };
    return {
      $executeRaw: step('lock'),
      sandboxClock: { deleteMany: step('clock') },
      signingBasket: { deleteMany: step('baskets') },
      payment: { deleteMany: step('payments') },
      consent: { deleteMany: step('consents') },
    };
  };
  const client = models((name) => steps.push(name));
  return {
    db: {
      ...models((name) => committed.push(name)),
      $transaction: async (run: (tx: typeof client) => Promise<unknown>) => {
        steps = [];
        const result = await run(client);
        committed.push(...steps);
        return result;
      },
    },
  };
});
const { resetSandboxClock } = await import('./reset-sandbox-clock');

describe('resetSandboxClock', () => {
  beforeEach(() => {
    committed.length = 0;
    initializeSandbox.mockClear();
  });

  it('removes a moved clock and its data in one transaction, under the move’s lock, then resets the sandbox', async () => {
    failing.consents = false;
    expect(await resetSandboxClock({ tppId: 'tpp-1', now: new Date() })).toMatchObject({ realTime: true });
    expect(committed).toEqual(['lock', 'clock', 'baskets', 'payments', 'consents']);
    expect(initializeSandbox).toHaveBeenCalledOnce();
  });

  it('keeps the clock when the reset of its data fails', async () => {
    failing.consents = true;
    await expect(resetSandboxClock({ tppId: 'tpp-1', now: new Date() })).rejects.toThrow('deadlock');
    expect(committed).toEqual([]);
    expect(initializeSandbox).not.toHaveBeenCalled();
  });
});
