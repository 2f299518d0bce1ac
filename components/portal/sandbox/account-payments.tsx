'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { parseAmount } from '@/lib/money/amount';
import { canMovePaymentStatus } from '@/lib/payments/payment-transitions';
import { formatEditorAmount } from '@/lib/portal/sandbox-editor/format-editor-amount';
import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import type { SandboxPaymentView } from '@/lib/sandbox/payments/list-account-payments';
import { sandboxCall } from './sandbox-api';
import { apiLabel } from './sandbox-form';
import { dateTimeFormat } from '@/lib/web/intl-formats';

type HoldStatus = 'onHold' | 'released' | 'stopped';

/** The row a batch summary links to: `#sandbox-payment-{paymentId}`. */
export function paymentAnchor(paymentId: string): string {
  return `sandbox-payment-${paymentId}`;
}

/** The moves the sandbox's status editor offers for a status (D24): hold from PDNG, release from ACWP, stop if not final. */
function movesFrom(payment: SandboxPaymentView): HoldStatus[] {
  const moves: HoldStatus[] = [];
  if (payment.transactionStatus === 'PDNG') moves.push('onHold');
  if (payment.transactionStatus === 'ACWP') moves.push('released');
  if (canMovePaymentStatus(payment.transactionStatus, 'RJCT')) moves.push('stopped');
  return moves;
}

/**
 * The TPP's payments from one account (GET …/accounts/{id}/payments): status, amount, creditor and dates in the
 * developer's language, with the bank's hold, release and stop (PUT /v1/sandbox/payments/{paymentId}/status).
 */
export function AccountPayments(input: { path: string; messages: SandboxMessages; onChange: () => void }) {
  const { path, messages } = input;
  const { data, error, mutate } = useSWR<{ payments: SandboxPaymentView[] }>(
    path,
    (key: string) => sandboxCall<{ payments: SandboxPaymentView[] }>('GET', key),
    { refreshInterval: 10_000 },
  );
  const [notice, setNotice] = useState<{ text: string; isProblem: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (error)
    return (
      <p role="alert" className="text-sm text-red-800">
        {(error as Error).message}
      </p>
    );
  const payments = data?.payments ?? [];
  if (payments.length === 0) return null;

  async function move(paymentId: string, status: HoldStatus) {
    setBusy(paymentId);
    setNotice(null);
    try {
      await sandboxCall('PUT', `payments/${encodeURIComponent(paymentId)}/status`, { status });
      const done = { onHold: messages.holdDone, released: messages.releaseDone, stopped: messages.stopDone }[status];
      setNotice({ text: done.replace('{payment}', paymentId), isProblem: false });
      void mutate();
      input.onChange();
    } catch (moveError) {
      setNotice({ text: (moveError as Error).message, isProblem: true });
    } finally {
      setBusy(null);
    }
  }

  const locale = messages.language === 'nb' ? 'nb-NO' : 'en-GB';
  const dateTime = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  });
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const moveLabels = { onHold: messages.hold, released: messages.release, stopped: messages.stop };
  return (
    <section className="mt-1">
      <h5 className="text-sm font-semibold">{messages.payments}</h5>
      <ul className="mt-1 space-y-1 text-xs">
        {payments.map((payment) => {
          const { currency, amount } = payment.instructedAmount;
          const summaryId = `${paymentAnchor(payment.paymentId)}-summary`;
          const extra = payment.numberOfTransactions - 1;
          return (
            <li
              key={payment.paymentId}
              id={paymentAnchor(payment.paymentId)}
              tabIndex={-1}
              className="grid gap-1 border-t border-slate-100 py-1 target:bg-amber-50 sm:grid-cols-[1fr_auto]"
            >
              <dl id={summaryId} className="grid grid-cols-[auto_1fr] gap-x-2">
                <dt className="text-slate-600">{messages.paymentStatus}</dt>
                <dd className="font-medium">
                  {apiLabel(messages.transactionStatuses[payment.transactionStatus], payment.transactionStatus)}
                </dd>
                <dt className="text-slate-600">{messages.paymentAmount}</dt>
                <dd>
                  <span className="font-mono whitespace-nowrap">
                    {formatEditorAmount(parseAmount(amount, currency), currency, messages.language, true)}
                  </span>{' '}
                  · {apiLabel(paymentServiceLabel(payment.paymentService, messages), payment.paymentService)}
                </dd>
                <dt className="text-slate-600">{messages.paymentCreditor}</dt>
                <dd>
                  {payment.creditorName ?? '–'}
                  {extra > 0 && ` ${messages.moreCreditors.replace('{count}', String(extra))}`}
                </dd>
                <dt className="text-slate-600">{messages.paymentDates}</dt>
                <dd>
                  {payment.requestedExecutionDate &&
                    `${messages.requestedExecution} ${date.format(new Date(`${payment.requestedExecutionDate}T00:00:00Z`))} · `}
                  {messages.created} {dateTime.format(new Date(payment.createdAt))} · {messages.statusChanged}{' '}
                  {dateTime.format(new Date(payment.statusChangedAt))}
                </dd>
                <dt className="sr-only">paymentId</dt>
                <dd className="col-span-2 font-mono break-all text-slate-600">{payment.paymentId}</dd>
              </dl>
              <div className="flex flex-wrap items-start gap-2" role="group" aria-label={messages.paymentActions}>
                {movesFrom(payment).map((status) => (
                  <button
                    key={status}
                    type="button"
                    disabled={busy !== null}
                    aria-describedby={summaryId}
                    onClick={() => void move(payment.paymentId, status)}
                    className={`rounded-md px-2 py-1 text-xs font-semibold ring-1 ${
                      status === 'stopped' ? 'text-red-800 ring-red-700' : 'text-bank-700 ring-bank-700'
                    }`}
                  >
                    {moveLabels[status]}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {notice && (
        <p role={notice.isProblem ? 'alert' : 'status'} className={`text-sm ${notice.isProblem ? 'text-red-800' : ''}`}>
          {notice.text}
        </p>
      )}
    </section>
  );
}

function paymentServiceLabel(service: string, messages: SandboxMessages): string {
  return (messages.paymentServices as Record<string, string>)[service] ?? service;
}
