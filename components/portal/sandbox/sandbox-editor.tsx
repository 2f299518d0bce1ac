'use client';

import { useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { ConfirmPanel } from '@/components/portal/confirm-panel';
import { BatchSummary, type BatchReport } from './batch-summary';
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
  const [notice, setNotice] = useState<ReactNode>(null);
  const [isBusy, setIsBusy] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void customers.mutate();
    void payments.mutate();
    // Every account's payment list: a batch run or a reset changes their statuses.
    void mutate((key) => typeof key === 'string' && key.endsWith('/payments'));
  };

  async function act(path: string, done: (answer: unknown) => ReactNode) {
    setIsBusy(true);
    setNotice(null);
    try {
      setNotice(done(await sandboxCall('POST', path, {})));
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
            onClick={() =>
              act('batch-runs', (report) => <BatchSummary report={report as BatchReport} messages={messages} />)
            }
            disabled={isBusy}
            className="rounded-md bg-bank-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {messages.runBatch}
          </button>
        )}
        {notice && (
          <div role="status" className="text-sm">
            {notice}
          </div>
        )}
      </div>
      {isConfirming && (
        <ConfirmPanel
          text={messages.resetConfirm}
          confirmLabel={messages.resetConfirmButton}
          cancelLabel={messages.cancel}
          isBusy={isBusy}
          opener={resetButton}
          onConfirm={() => void act('initialize', () => messages.resetDone)}
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
              selectField('customerType', f.customerType, messages.customerTypes),
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
