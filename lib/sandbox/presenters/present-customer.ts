import type { Customer } from '@/lib/generated/prisma/client';
import { apiLink, type Link } from '@/lib/xs2a/links';
import type { AccountView } from './present-account';
import type { AgreementView } from './present-agreement';
import type { CardAccountView } from './present-card-account';

/**
 * A sandbox customer (D16): customerId, customerNumber, customerType, customerName and _links.self. With
 * `withAccounts` the accounts and card accounts it owns; with `withAgreements` the agreements it owns or is engaged in.
 */
export type SandboxCustomerView = {
  customerId: string;
  customerNumber: string;
  customerType: Customer['customerType'];
  customerName: string;
  accounts?: AccountView[];
  cardAccounts?: CardAccountView[];
  agreements?: AgreementView[];
  _links: { self: Link };
};

export type CustomerRelations = { accounts?: AccountView[]; cardAccounts?: CardAccountView[]; agreements?: AgreementView[] };

export function presentCustomer(customer: Pick<Customer, 'id' | 'customerNumber' | 'customerType' | 'customerName'>, relations: CustomerRelations = {}): SandboxCustomerView {
  return {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    customerType: customer.customerType,
    customerName: customer.customerName,
    ...relations,
    _links: { self: apiLink(['sandbox', 'customers', customer.id], ['GET', 'DELETE']) },
  };
}
