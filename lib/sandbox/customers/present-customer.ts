import type { Customer } from '@/lib/generated/prisma/client';
import { apiLink, type Link } from '@/lib/xs2a/links';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';
import type { SandboxCardAccountView } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';

/**
 * A sandbox customer (D16): customerId, customerNumber, customerType, customerName and _links.self. With
 * `withAccounts` the accounts and card accounts it owns; with `withAgreements` the agreements it owns or is engaged in.
 */
export type SandboxCustomerView = {
  customerId: string;
  customerNumber: string;
  customerType: Customer['customerType'];
  customerName: string;
  accounts?: SandboxAccountView[];
  cardAccounts?: SandboxCardAccountView[];
  agreements?: SandboxAgreementView[];
  _links: { self: Link };
};

export type CustomerRelations = {
  accounts?: SandboxAccountView[];
  cardAccounts?: SandboxCardAccountView[];
  agreements?: SandboxAgreementView[];
};

export function presentCustomer(
  customer: Pick<Customer, 'id' | 'customerNumber' | 'customerType' | 'customerName'>,
  relations: CustomerRelations = {},
): SandboxCustomerView {
  return {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    customerType: customer.customerType,
    customerName: customer.customerName,
    ...relations,
    _links: { self: apiLink(['sandbox', 'customers', customer.id], ['GET', 'DELETE']) },
  };
}
