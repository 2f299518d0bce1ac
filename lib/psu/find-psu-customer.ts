import { db } from '@/lib/db';

export type PsuCustomer = {
  id: string;
  tppId: string;
  customerNumber: string;
  customerName: string;
  customerType: 'PRIVATE' | 'CORPORATE';
};

const select = { id: true, tppId: true, customerNumber: true, customerName: true, customerType: true } as const;

/** D4: the SCA pages for a TPP's request see only that TPP's sandbox customers. */
export async function findPsuCustomer(input: { tppId: string; customerNumber: string }): Promise<PsuCustomer | null> {
  return db.customer.findUnique({
    where: { tppId_customerNumber: { tppId: input.tppId, customerNumber: input.customerNumber } },
    select,
  });
}
