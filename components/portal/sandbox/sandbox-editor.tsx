'use client';

import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { ConfirmPanel } from '@/components/portal/confirm-panel';
import { sandboxCall } from './sandbox-api';
import { CustomerCard } from './customer-card';
import { CreateForm } from './create-form';
import { optional, selectField } from './sandbox-form';

type Customers = { customers: SandboxCustomerView[] };

/** The TPP's sandbox, live: customers with their accounts, cards and agreements; reset; the payment batch. */
export function SandboxEditor({ messages }: { messages: SandboxMessages }) {
  const customers = useSWR<Customers>(
    'customers?withAccounts=true&withAgreements=true',
    (path: string) => sandboxCall<Customers>('GET', path),
    { refreshInterval: 10_000 },
  );
  const payments = useSWR<{ payments: number }>(
    'payments-summary',
    (path: string) => sandboxCall<{ payments: number }>('GET', path),
    { refreshInterval: 10_000 },
  );
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const refresh = () => {
    void customers.mutate();
    void payments.mutate();
  };

  async function act(path: string, done: string) {
    setIsBusy(true);
    setNotice(null);
    try {
      await sandboxCall('POST', path, {});
      setNotice(done);
      refresh();
    } catch (error) {
      setNotice((error as Error).message);
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  }

  const f = messages.fields;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          ref={resetButton}
          onClick={() => setIsConfirming(true)}
          disabled={isBusy}
          aria-expanded={isConfirming}
          className="rounded-md px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-700"
        >
          {messages.reset}
        </button>
        {(payments.data?.payments ?? 0) > 0 && (
          <button
            type="button"
            onClick={() => act('batch-runs', messages.batchDone)}
            disabled={isBusy}
            className="rounded-md bg-bank-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {messages.runBatch}
          </button>
        )}
        {notice && (
          <p role="status" className="text-sm">
            {notice}
          </p>
        )}
      </div>
      {isConfirming && (
        <ConfirmPanel
          text={messages.resetConfirm}
          confirmLabel={messages.resetConfirmButton}
          cancelLabel={messages.cancel}
          isBusy={isBusy}
          opener={resetButton}
          onConfirm={() => void act('initialize', messages.resetDone)}
          onCancel={() => setIsConfirming(false)}
        />
      )}

      <details className="rounded-md bg-white p-3 ring-1 ring-slate-200">
        <summary className="cursor-pointer font-medium">{messages.newCustomer}</summary>
        <div className="mt-3">
          <CreateForm
            title={messages.newCustomer}
            messages={messages}
            path="customers"
            fields={[
              { name: 'customerNumber', label: f.customerNumber, required: true },
              selectField('customerType', f.customerType, ['PRIVATE', 'CORPORATE']),
              { name: 'customerName', label: f.customerName, required: true },
            ]}
            toBody={(values) => ({
              customerNumber: values.customerNumber?.trim(),
              customerType: values.customerType,
              customerName: optional(values.customerName),
            })}
            onDone={refresh}
          />
        </div>
      </details>

      <section aria-labelledby="customers-heading" className="space-y-3">
        <h2 id="customers-heading" className="text-lg font-semibold">
          {messages.customers}
        </h2>
        {customers.error && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {messages.loadFailed} {(customers.error as Error).message}
          </p>
        )}
        {!customers.data && !customers.error && <p>{messages.loading}</p>}
        {customers.data?.customers.length === 0 && <p>{messages.noCustomers}</p>}
        {customers.data?.customers.map((customer) => (
          <CustomerCard key={customer.customerId} customer={customer} messages={messages} onChange={refresh} />
        ))}
      </section>
    </div>
  );
}
