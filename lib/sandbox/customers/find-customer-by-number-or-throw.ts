import { db } from '@/lib/db';
import type { Customer } from '@/lib/generated/prisma/client';
import type { DbClient } from '@/lib/database/db-client';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type FindCustomerByNumberOrThrowInput = { tppId: string; customerNumber: string; path: string };

/**
 * A customer named by its customerNumber in a request body, in this TPP's sandbox only (D4). Unknown, or another
 * TPP's, is the same 400 FORMAT_ERROR naming the field (Berlin Group: a body entry referring to no data instance).
 */
export async function findCustomerByNumberOrThrow(
  input: FindCustomerByNumberOrThrowInput,
  client: DbClient = db,
): Promise<Customer> {
  const customer = await client.customer.findUnique({
    where: { tppId_customerNumber: { tppId: input.tppId, customerNumber: input.customerNumber } },
  });
  if (!customer)
    throw new Xs2aError('FORMAT_ERROR', {
      path: input.path,
      text: `There is no customer ${input.customerNumber} in your sandbox.`,
    });
  return customer;
}
