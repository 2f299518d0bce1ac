import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

type ApprovalText = { intro: string; errors: Record<string, string> & { 'not-waiting': string } };

export type ApprovalOverviewProps = {
  /** Which approval page: it picks the texts and names the alerts' ids. */
  kind: 'payment' | 'basket';
  messages: Messages;
  /** The error of the last attempt, from the page's address. */
  error?: string;
  view: { isWaiting: boolean; debtor: { kind: string } } | null;
  /** A further notice, shown before the one on a refused debtor account or accounts the core cannot show (D34). */
  notice?: ReactNode;
  /** What is approved; null when the page has nothing left to show. */
  details: ReactNode;
  /** The intro when the kind's own does not fit what is approved (several payments, a standing order). */
  intro?: string;
};

/** Whether ApprovalOverview shows an alert, which then takes the focus as the page loads (D30). */
export function hasApprovalAlert({ error, view }: Pick<ApprovalOverviewProps, 'error' | 'view'>): boolean {
  return (
    Boolean(error) ||
    view?.isWaiting === false ||
    view?.debtor.kind === 'refused' ||
    view?.debtor.kind === 'unavailable'
  );
}

/** D23, D25: the intro of a payment or basket approval page, its notices, then what the PSU approves. */
export function ApprovalOverview({ kind, messages, error, view, notice, details, intro }: ApprovalOverviewProps) {
  const text: ApprovalText = messages[kind];
  return (
    <>
      <p className="mb-4 text-slate-700">{intro ?? text.intro}</p>
      {error && (
        <ErrorAlert id={`${kind}-error`} title={messages.errorTitle}>
          {text.errors[error]}
        </ErrorAlert>
      )}
      {view && !view.isWaiting && error !== 'not-waiting' && (
        <ErrorAlert id={`${kind}-ended`} title={messages.errorTitle}>
          {text.errors['not-waiting']}
        </ErrorAlert>
      )}
      {notice}
      {view?.debtor.kind === 'refused' && (
        <ErrorAlert id={`${kind}-refused`} title={messages.errorTitle}>
          {messages.payment.debtorRefused}
        </ErrorAlert>
      )}
      {view?.debtor.kind === 'unavailable' && (
        <ErrorAlert id={`${kind}-accounts-unavailable`} title={messages.errorTitle}>
          {messages.payment.accountsUnavailable}
        </ErrorAlert>
      )}
      {details ?? <p className="mb-4 text-slate-700">{text.errors['not-waiting']}</p>}
    </>
  );
}
