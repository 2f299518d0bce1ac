import { readSnapshot } from '@/lib/database/read-snapshot';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { cardAccountInclude, type CardAccountRecord } from '@/lib/sandbox/shared/includes';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';
import {
  presentCardAccountRead,
  type CardAccountReadView,
} from '@/lib/sandbox/card-accounts/present-sandbox-card-account';

/** The card account with this id in this TPP's sandbox, or 404 RESOURCE_UNKNOWN; read with its owner on one snapshot (D21). */
export async function loadSandboxCardAccountOrThrow(input: {
  tppId: string;
  cardAccountId: string;
}): Promise<CardAccountRecord> {
  const card = isResourceId(input.cardAccountId)
    ? await readSnapshot((client) =>
        client.cardAccount.findFirst({
          where: { id: input.cardAccountId, tppId: input.tppId },
          include: cardAccountInclude,
        }),
      )
    : null;
  if (!card) throw resourceUnknown('card account');
  return card;
}

/** Spec "Get a sandbox card account": `{ cardAccount: {...} }` without customerNumber. */
export async function getSandboxCardAccountOrThrow(input: {
  tppId: string;
  cardAccountId: string;
}): Promise<CardAccountReadView> {
  return presentCardAccountRead(await loadSandboxCardAccountOrThrow(input));
}
