'use client';

import type { ReactNode } from 'react';
import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { AccountItem, CardAccountItem } from './account-item';
import { DeleteButton } from './delete-button';
import { FoldedCreateForm } from './create-form';
import { apiLabel, minorUnits, optional } from './sandbox-form';

export type CustomerCardProps = { customer: SandboxCustomerView; messages: SandboxMessages; onChange: () => void };

/** One customer: its accounts, card accounts and agreements, each with its actions, and forms to add more. */
export function CustomerCard({ customer, messages, onChange }: CustomerCardProps) {
  const f = messages.fields;
  const owned = (customer.agreements ?? []).filter((agreement) => agreement.owner === customer.customerNumber);
  return (
    <article
      className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
      aria-label={`${customer.customerName} ${customer.customerNumber}`}
    >
      <header className="flex flex-wrap items-center gap-3">
        <h3 className="font-semibold">{customer.customerName}</h3>
        <span className="font-mono text-sm">{customer.customerNumber}</span>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">
          {apiLabel(
            (messages.customerTypes as Record<string, string>)[customer.customerType] ?? customer.customerType,
            customer.customerType,
          )}
        </span>
        <DeleteButton path={`customers/${customer.customerId}`} messages={messages} onDone={onChange} />
      </header>

      <ItemList heading={messages.accounts} count={customer.accounts?.length ?? 0}>
        {customer.accounts?.map((account) => (
          <AccountItem key={account.resourceId} account={account} messages={messages} onChange={onChange} />
        ))}
      </ItemList>
      <ItemList heading={messages.cardAccounts} count={customer.cardAccounts?.length ?? 0}>
        {customer.cardAccounts?.map((card) => (
          <CardAccountItem key={card.resourceId} card={card} messages={messages} onChange={onChange} />
        ))}
      </ItemList>
      <ItemList heading={messages.agreements} count={owned.length}>
        {owned.map((agreement) => (
          <li key={agreement.agreementId} className="rounded-md p-2 ring-1 ring-slate-200">
            <p className="text-sm font-medium">{agreement.name ?? agreement.agreementId}</p>
            <ul className="text-xs">
              {agreement.engagements.map((engagement, index) => (
                <li key={index} className="font-mono">
                  {engagement.customer} ·{' '}
                  {'iban' in engagement.account ? engagement.account.iban : engagement.account.maskedPan} ·{' '}
                  {engagement.roles
                    .map((role) => apiLabel((messages.engagementRoles as Record<string, string>)[role] ?? role, role))
                    .join(', ')}
                </li>
              ))}
            </ul>
            <FoldedCreateForm
              className="mt-2"
              title={messages.newEngagement}
              messages={messages}
              path={`agreements/${agreement.agreementId}/engagements`}
              fields={[
                { name: 'customer', label: f.customer },
                { name: 'account', path: 'account.iban', label: f.accountIban },
                { name: 'maskedPan', path: 'account.maskedPan', label: f.accountMaskedPan },
                { name: 'roles', label: f.roles, initial: 'REGISTER,VIEW' },
              ]}
              toBody={(values) => ({
                customer: values.customer?.trim(),
                account: optional(values.maskedPan)
                  ? { maskedPan: optional(values.maskedPan) }
                  : { iban: optional(values.account) },
                roles: (values.roles ?? '')
                  .split(',')
                  .map((role) => role.trim())
                  .filter(Boolean),
              })}
              onDone={onChange}
            />
          </li>
        ))}
      </ItemList>

      <div className="grid gap-2 lg:grid-cols-2">
        <FoldedCreateForm
          title={messages.newAccount}
          messages={messages}
          path="accounts"
          fields={[
            { name: 'currency', label: f.currency, initial: 'NOK' },
            { name: 'name', label: f.name },
            { name: 'iban', label: f.iban },
            { name: 'product', label: f.product },
            {
              name: 'balances',
              label: apiLabel(messages.balanceTypes.closingBooked, 'closingBooked'),
              kind: 'amount',
              amount: { currency: 'NOK', currencyField: 'currency', messages },
            },
          ]}
          toBody={(values) => ({
            customerNumber: customer.customerNumber,
            currency: values.currency?.trim(),
            name: optional(values.name),
            iban: optional(values.iban),
            product: optional(values.product),
            balances: optional(values.balances)
              ? [
                  {
                    balanceAmount: { currency: values.currency?.trim(), amount: minorUnits(values.balances ?? '') },
                    balanceType: 'closingBooked',
                  },
                ]
              : undefined,
          })}
          onDone={onChange}
        />
        <FoldedCreateForm
          title={messages.newCardAccount}
          messages={messages}
          path="card-accounts"
          fields={[
            { name: 'maskedPan', label: f.maskedPan },
            { name: 'currency', label: f.currency, initial: 'NOK' },
            { name: 'name', label: f.name },
            {
              name: 'creditLimit',
              label: f.creditLimit,
              kind: 'amount',
              amount: { currency: 'NOK', currencyField: 'currency', messages },
            },
          ]}
          toBody={(values) => ({
            customerNumber: customer.customerNumber,
            maskedPan: values.maskedPan?.trim(),
            currency: values.currency?.trim(),
            name: optional(values.name),
            creditLimit: optional(values.creditLimit)
              ? { currency: values.currency?.trim(), amount: minorUnits(values.creditLimit ?? '') }
              : undefined,
          })}
          onDone={onChange}
        />
        {customer.customerType === 'CORPORATE' && (
          <FoldedCreateForm
            title={messages.newAgreement}
            messages={messages}
            path="agreements"
            fields={[{ name: 'name', label: f.name }]}
            toBody={(values) => ({ owner: customer.customerNumber, name: optional(values.name) })}
            onDone={onChange}
          />
        )}
      </div>
    </article>
  );
}

/** A titled list of the customer's items, left out when there are none. */
function ItemList({ heading, count, children }: { heading: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section>
      <h4 className="text-sm font-semibold">{heading}</h4>
      <ul className="mt-1 space-y-2">{children}</ul>
    </section>
  );
}
