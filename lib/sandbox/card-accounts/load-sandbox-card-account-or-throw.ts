import { findSandboxRowOrThrow } from '@/lib/sandbox/shared/find-sandbox-row-or-throw';
import { readSnapshot } from '@/lib/database/read-snapshot';
import { cardAccountInclude, type CardAccountRecord } from '@/lib/sandbox/shared/includes';
import {
  presentCardAccountRead,
  type CardAccountReadView,
} from '@/lib/sandbox/card-accounts/present-sandbox-card-account';

export type LoadSandboxCardAccountOrThrowInput = { tppId: string; cardAccountId: string };

/** The card account with this id in this TPP's sandbox, or 404 RESOURCE_UNKNOWN; read with its owner on one snapshot (D21). */
export async function loadSandboxCardAccountOrThrow(
  input: LoadSandboxCardAccountOrThrowInput,
): Promise<CardAccountRecord> {
  return findSandboxRowOrThrow({
    id: input.cardAccountId,
    resource: 'card account',
    find: () =>
      readSnapshot((client) =>
        client.cardAccount.findFirst({
          where: { id: input.cardAccountId, tppId: input.tppId },
          include: cardAccountInclude,
        }),
      ),
  });
}

/** Spec "Get a sandbox card account": `{ cardAccount: {...} }` without customerNumber. */
export async function getSandboxCardAccountOrThrow(
  input: LoadSandboxCardAccountOrThrowInput,
): Promise<CardAccountReadView> {
  return presentCardAccountRead(await loadSandboxCardAccountOrThrow(input));
}
