'use client';

import type { ReactNode } from 'react';
import useSWR from 'swr';
import { formatEditorAmount } from '@/lib/portal/sandbox-editor/format-editor-amount';
import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxCardAccountView } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import type { SandboxTransactionView } from '@/lib/sandbox/transactions/present-sandbox-transaction';
import { AccountPayments } from './account-payments';
import { DeleteButton } from './delete-button';
import { sandboxCall } from './sandbox-api';
import { FoldedCreateForm } from './create-form';
import { FoldedSandboxForm } from './folded-sandbox-form';
import { apiLabel, minorUnits, optional, selectField, type FormField } from './sandbox-form';

type Balance = { balanceType: string; balanceAmount: { currency: string; amount: number } };

/** A balance type's words beside its API name: "Closing booked (closingBooked)". */
function balanceLabel(type: string, messages: SandboxMessages): string {
  return apiLabel((messages.balanceTypes as Record<string, string>)[type] ?? type, type);
}

/** The balances in the customer's units, as the account information API and the PSU pages show them (D7). */
function Balances({ balances, messages }: { balances: Balance[]; messages: SandboxMessages }) {
  return (
    <ul className="flex flex-wrap gap-x-4 text-xs">
      {balances.map((balance) => (
        <li key={balance.balanceType}>
          {balanceLabel(balance.balanceType, messages)}:{' '}
          <span className="font-mono whitespace-nowrap">
            {formatEditorAmount(balance.balanceAmount.amount, balance.balanceAmount.currency, messages.language, true)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The balances form: each filled type becomes one entry, in the account's currency (minor units, D7). */
function balanceBody(types: string[], currency: string) {
  return (values: Record<string, string>) =>
    types
      .filter((type) => optional(values[type]))
      .map((type) => ({ balanceAmount: { currency, amount: minorUnits(values[type] ?? '') }, balanceType: type }));
}

function balanceFields(types: string[], balances: Balance[], currency: string, messages: SandboxMessages): FormField[] {
  return types.map((type) => {
    const amount = balances.find((balance) => balance.balanceType === type)?.balanceAmount.amount;
    return {
      name: type,
      label: balanceLabel(type, messages),
      kind: 'amount',
      amount: { currency, messages },
      initial: amount === undefined ? '' : formatEditorAmount(amount, currency, messages.language),
    };
  });
}

function transactionFields(messages: SandboxMessages, currency: string): FormField[] {
  const f = messages.fields;
  const today = new Date().toISOString().slice(0, 10);
  return [
    { name: 'amount', label: f.amount, kind: 'amount', amount: { currency, currencyField: 'currency', messages } },
    { name: 'currency', label: f.currency, initial: currency },
    selectField('bookingStatus', f.bookingStatus, messages.bookingStatuses),
    { name: 'bookingDate', label: f.bookingDate, kind: 'date', initial: today },
    { name: 'valueDate', label: f.valueDate, kind: 'date', initial: today },
  ];
}

function transactionBody(values: Record<string, string>) {
  return {
    amount: minorUnits(values.amount ?? ''),
    currency: values.currency?.trim(),
    bookingStatus: values.bookingStatus,
    bookingDate: values.bookingStatus === 'pending' ? undefined : optional(values.bookingDate),
    valueDate: optional(values.valueDate),
  };
}

function Transactions({ path, messages }: { path: string; messages: SandboxMessages }) {
  const { data, error } = useSWR<unknown>(path, (key: string) => sandboxCall('GET', key), { refreshInterval: 10_000 });
  if (error)
    return (
      <p role="alert" className="text-sm text-red-800">
        {(error as Error).message}
      </p>
    );
  if (!data) return <p className="text-sm">{messages.loading}</p>;
  const list = (
    Array.isArray(data) ? data : ((data as { transactions?: SandboxTransactionView[] }).transactions ?? [])
  ) as SandboxTransactionView[];
  if (list.length === 0) return <p className="text-sm">{messages.noTransactions}</p>;
  return (
    <ul className="mt-1 max-h-64 overflow-y-auto text-xs">
      {list.map((transaction) => (
        <li key={transaction.id} className="border-t border-slate-100 py-1">
          <span className="font-mono">{transaction.valueDate}</span>{' '}
          <span className="font-mono whitespace-nowrap">
            {formatEditorAmount(transaction.amount, transaction.currency, messages.language, true)}
          </span>{' '}
          {apiLabel(messages.bookingStatuses[transaction.bookingStatus], transaction.bookingStatus)}{' '}
          {transaction.creditorName ?? transaction.debtorName ?? ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * One account or card account, as both are shown: its label, name and balances (and an action such as delete), its
 * balances form, a new transaction with the fields of its kind (each extra field is optional text in the body under
 * its own name), and its transactions. `path` is the resource's sandbox path: accounts/{id} or card-accounts/{id}.
 */
function ResourceItem(input: {
  label: string;
  name: string | null;
  action?: ReactNode;
  path: string;
  currency: string;
  balances: Balance[];
  balanceTypes: string[];
  extraFields: FormField[];
  messages: SandboxMessages;
  onChange: () => void;
  children?: ReactNode;
}) {
  const { path, currency, balanceTypes, extraFields, messages, onChange } = input;
  const extraBody = (values: Record<string, string>) =>
    Object.fromEntries(extraFields.map((field) => [field.name, optional(values[field.name])]));
  return (
    <li className="space-y-1 rounded-md p-2 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm">{input.label}</span>
        <span className="text-sm">{input.name}</span>
        <Balances balances={input.balances} messages={messages} />
        {input.action}
      </div>
      <FoldedSandboxForm
        title={messages.editBalances}
        submitLabel={messages.save}
        savedLabel={messages.saved}
        method="PUT"
        path={`${path}/balances`}
        fields={balanceFields(balanceTypes, input.balances, currency, messages)}
        toBody={balanceBody(balanceTypes, currency)}
        onDone={onChange}
      />
      <FoldedCreateForm
        title={messages.newTransaction}
        messages={messages}
        path={`${path}/transactions`}
        fields={[...transactionFields(messages, currency), ...extraFields]}
        toBody={(values) => ({ ...transactionBody(values), ...extraBody(values) })}
        onDone={onChange}
      />
      <details>
        <summary className="cursor-pointer text-sm text-bank-700">{messages.showTransactions}</summary>
        <Transactions path={`${path}/transactions`} messages={messages} />
      </details>
      {input.children}
    </li>
  );
}

export type AccountItemProps = { account: SandboxAccountView; messages: SandboxMessages; onChange: () => void };

/** An account: balances, transactions, and its edit, add and delete actions through the API's functions. */
export function AccountItem({ account, messages, onChange }: AccountItemProps) {
  const path = `accounts/${account.resourceId}`;
  return (
    <ResourceItem
      label={account.iban}
      name={account.name}
      action={<DeleteButton path={path} messages={messages} onDone={onChange} />}
      path={path}
      currency={account.currency}
      balances={account.balances}
      balanceTypes={['closingBooked', 'expected']}
      extraFields={[
        { name: 'creditorName', label: messages.fields.counterparty },
        { name: 'remittanceInformationUnstructured', label: messages.fields.remittance },
      ]}
      messages={messages}
      onChange={onChange}
    >
      <AccountPayments path={`${path}/payments`} messages={messages} onChange={onChange} />
    </ResourceItem>
  );
}

export type CardAccountItemProps = { card: SandboxCardAccountView; messages: SandboxMessages; onChange: () => void };

/** A card account: balances and card transactions (the API has no card account delete). */
export function CardAccountItem({ card, messages, onChange }: CardAccountItemProps) {
  return (
    <ResourceItem
      label={card.maskedPan}
      name={card.name}
      path={`card-accounts/${card.resourceId}`}
      currency={card.currency}
      balances={card.balances}
      balanceTypes={['closingBooked', 'expected', 'interimBooked']}
      extraFields={[
        { name: 'cardAcceptorName', label: messages.fields.cardAcceptorName },
        { name: 'transactionDetails', label: messages.fields.transactionDetails },
      ]}
      messages={messages}
      onChange={onChange}
    />
  );
}
