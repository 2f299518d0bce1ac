import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { furnishNewAccount } from '@/lib/sandbox/shared/furnish-new-account';
import { findCustomerByNumberOrThrow } from '@/lib/sandbox/customers/find-customer-by-number-or-throw';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import { isUniqueViolation } from '@/lib/sandbox/shared/is-unique-violation';
import type { CreateAccountBody } from '@/lib/sandbox/accounts/account-schemas';
import { norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { freeAccountNumber } from './free-account-number';
import { getSandboxAccountOrThrow } from './load-sandbox-account-or-throw';

export type CreateAccountInput = { tppId: string; account: CreateAccountBody; now: Date };

/**
 * POST /v1/sandbox/accounts (spec "Create sandbox card account" rules, D16): `customerNumber` makes the owner. A
 * private owner's account joins its own agreement and so its account list; a corporate owner's account appears to a
 * PSU only once an engagement in the corporation's agreement grants it.
 */
export async function createAccount(input: CreateAccountInput): Promise<SandboxAccountView> {
  const { tppId, account, now } = input;
  const owner = await findCustomerByNumberOrThrow({
    tppId,
    customerNumber: account.customerNumber,
    path: 'customerNumber',
  });
  const number = await accountNumberOf(tppId, account);
  await checkSandboxRoom({ tppId, kind: 'accounts' });
  const id = newId();
  try {
    await db.$transaction(async (tx) => {
      await tx.account.create({
        data: {
          id,
          tppId,
          ownerCustomerId: owner.id,
          ...number,
          currency: account.currency,
          name: account.name ?? null,
          product: account.product ?? null,
          cashAccountType: account.cashAccountType ?? 'CACC',
          status: account.status ?? 'enabled',
        },
      });
      await furnishNewAccount(tx, { tppId, owner, target: { accountId: id }, balances: account.balances, now });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new Xs2aError('FORMAT_ERROR', {
      path: account.iban ? 'iban' : 'bban',
      text: `Your sandbox already has the account ${number.iban}.`,
    });
  }
  return getSandboxAccountOrThrow({ tppId, accountId: id });
}

// D9: the number as given (IBAN, BBAN or both, checked alike by the schema), or a free one.
async function accountNumberOf(tppId: string, account: CreateAccountBody): Promise<{ iban: string; bban: string }> {
  if (account.iban) return { iban: account.iban, bban: account.iban.slice(4) };
  const iban = account.bban ? norwegianIbanFromBban(account.bban) : null;
  if (account.bban && iban) return { iban, bban: account.bban };
  return freeAccountNumber(tppId);
}
