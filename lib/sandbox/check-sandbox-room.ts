import { db } from '@/lib/db';
import type { DbClient } from '@/lib/database/db-client';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * D16: the most one TPP's sandbox holds of each kind (engagements: per agreement), far above the known state and
 * any test a TPP runs, so that no TPP can grow the shared database without end through the mock-data API.
 */
export const sandboxCapacity = {
  customers: 1_000,
  accounts: 2_000,
  cardAccounts: 1_000,
  agreements: 1_000,
  engagements: 1_000,
  transactions: 100_000,
} as const;

export type SandboxKind = keyof typeof sandboxCapacity;

const words: Record<SandboxKind, string> = {
  customers: 'customers',
  accounts: 'accounts',
  cardAccounts: 'card accounts',
  agreements: 'agreements',
  engagements: 'engagements in this agreement',
  transactions: 'transactions (of accounts and card accounts)',
};

// Each count reads an index led by the column it filters on.
const counts: Record<
  SandboxKind,
  (client: DbClient, scope: { tppId: string; agreementId?: string }) => Promise<number>
> = {
  customers: (client, { tppId }) => client.customer.count({ where: { tppId } }),
  accounts: (client, { tppId }) => client.account.count({ where: { tppId } }),
  cardAccounts: (client, { tppId }) => client.cardAccount.count({ where: { tppId } }),
  agreements: (client, { tppId }) => client.agreement.count({ where: { tppId } }),
  engagements: (client, { agreementId }) => client.engagement.count({ where: { agreementId } }),
  transactions: (client, { tppId }) => client.transaction.count({ where: { tppId } }),
};

export type CheckSandboxRoomInput = { tppId: string; kind: SandboxKind; agreementId?: string };

/**
 * D16: refuses a new row once the sandbox holds its kind's capacity (429 ACCESS_EXCEEDED, no Retry-After), checked
 * before the row is written. Within a transaction, pass its `client` so the count needs no second connection.
 */
export async function checkSandboxRoom(input: CheckSandboxRoomInput, client: DbClient = db): Promise<void> {
  const capacity = sandboxCapacity[input.kind];
  if ((await counts[input.kind](client, input)) < capacity) return;
  const text = `This sandbox already holds ${capacity.toLocaleString('en')} ${words[input.kind]}, the most it may hold. Delete some, or reset it with POST /v1/sandbox/initialize.`;
  throw new Xs2aError('ACCESS_EXCEEDED', { text });
}
