import { isSandbox } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';

/** The consents a signed-in PSU sees and may revoke: in the sandbox those of that TPP world's customer, in production the person's at every TPP. */
export function psuConsentScope(customerId: string, customerNumber: string): Prisma.ConsentWhereInput {
  return isSandbox ? { customerId } : { customer: { customerNumber, customerType: 'PRIVATE' } };
}
