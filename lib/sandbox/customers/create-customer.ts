import { db } from '@/lib/db';
import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { newId } from '@/lib/ids/new-id';
import { presentCustomer, type SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { isUniqueViolation } from '@/lib/sandbox/shared/is-unique-violation';
import type { CreateCustomerBody } from '@/lib/sandbox/customers/customer-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { privateAgreementName } from './private-agreement-name';

/**
 * POST /v1/sandbox/customers (D16). A private customer gets its own agreement at once, so that its accounts appear
 * in the PRIVATE context; a corporate customer's agreements are created with POST /v1/sandbox/agreements.
 */
export async function createCustomer(input: {
  tppId: string;
  customer: CreateCustomerBody;
}): Promise<SandboxCustomerView> {
  const { tppId, customer } = input;
  await checkSandboxRoom({ tppId, kind: 'customers' });
  if (customer.customerType === 'PRIVATE') await checkSandboxRoom({ tppId, kind: 'agreements' });
  const id = newId();
  try {
    await db.$transaction(async (tx) => {
      await tx.customer.create({ data: { id, tppId, ...customer } });
      if (customer.customerType === 'PRIVATE') {
        await tx.agreement.create({
          data: { id: newId(), tppId, ownerCustomerId: id, name: privateAgreementName(customer.customerName) },
        });
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'customerNumber',
      text: `Your sandbox already has a customer ${customer.customerNumber}.`,
    });
  }
  return presentCustomer({ id, ...customer });
}
