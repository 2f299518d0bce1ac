import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { processWide } from '@/lib/runtime/process-wide';

type TransactionClient = Prisma.TransactionClient;

// The effects each open transaction will run once it commits, by its client (one client object per transaction).
const pendingEffects = processWide(
  'database.pending-effects',
  () => new WeakMap<TransactionClient, Array<() => void>>(),
);

/**
 * An interactive transaction (`db.$transaction`) whose work may register effects with `afterCommit`: they run, in
 * order, once the transaction has committed, and never when it rolls back. For what must not claim a change the
 * database did not keep: a metric, a log line.
 */
export async function runTransaction<Result>(work: (client: TransactionClient) => Promise<Result>): Promise<Result> {
  const effects: Array<() => void> = [];
  const result = await db.$transaction(async (client) => {
    pendingEffects().set(client, effects);
    return work(client);
  });
  for (const effect of effects) effect();
  return result;
}

/** Runs `effect` after the transaction of `client` commits (see `runTransaction`, which must have opened it). */
export function afterCommit(client: TransactionClient, effect: () => void): void {
  const effects = pendingEffects().get(client);
  if (!effects) throw new Error('afterCommit needs a transaction opened by runTransaction.');
  effects.push(effect);
}
