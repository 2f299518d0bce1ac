import type { RequestLogEntryView } from '@/lib/portal/request-log/present-request-log-entry';
import type { RequestLogMessages } from '@/lib/portal/request-log/messages-en';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { CopyButton } from '@/components/portal/copy-button';
import { DiagnosisSteps } from '@/components/portal/signature/diagnosis-steps';
import { RequestLogDetails } from './request-log-details';

function statusStyle(status: number): string {
  if (status >= 500) return 'bg-red-700 text-white';
  if (status >= 400) return 'bg-amber-200 text-slate-900';
  return 'bg-emerald-100 text-emerald-900';
}

export type RequestLogRowProps = {
  entry: RequestLogEntryView;
  /** The call's time in Oslo time with its offset, in the page's language. */
  time: string;
  isOpen: boolean;
  messages: RequestLogMessages;
  signatureMessages: SignatureMessages;
};

/**
 * One logged call, with its X-Request-ID to copy; every call opens to its headers and answer (D28), a refused signature
 * to the API's diagnosis. A call that did not authenticate is marked so, with why: anyone holding the TPP's public
 * certificate may have sent it.
 */
export function RequestLogRow({ entry, time, isOpen, messages, signatureMessages }: RequestLogRowProps) {
  return (
    <li
      className="flex flex-col gap-2 rounded-md bg-white p-3 ring-1 ring-slate-200 sm:flex-row sm:items-start"
      data-request-id={entry.xRequestId ?? undefined}
      data-row-id={entry.id}
      data-authenticated={entry.isAuthenticated}
    >
      <details open={isOpen} className="min-w-0 flex-1">
        <summary className="cursor-pointer list-none">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold ${statusStyle(entry.status)}`}>
              {entry.status}
            </span>
            {!entry.isAuthenticated && (
              <span className="rounded border border-slate-800 px-2 py-0.5 text-xs font-semibold text-slate-900">
                {messages.unauthenticated}
              </span>
            )}
            <span className="font-mono text-sm">
              {entry.method} <span className="break-all">{entry.path}</span>
            </span>
            {entry.operation && <span className="text-sm text-slate-700">{entry.operation}</span>}
            {entry.errorCodes.length > 0 && (
              <span className="font-mono text-xs text-red-800">{entry.errorCodes.join(', ')}</span>
            )}
            {entry.xRequestId && (
              <span className="break-all font-mono text-xs text-slate-700" data-testid="x-request-id">
                {entry.xRequestId}
              </span>
            )}
            <time dateTime={entry.at} className="ml-auto text-xs tabular-nums text-slate-700">
              {time}
            </time>
          </span>
        </summary>
        {!entry.isAuthenticated && <p className="mt-2 max-w-prose text-sm">{messages.unauthenticatedExplanation}</p>}
        <RequestLogDetails entry={entry} time={time} messages={messages} />
        {entry.signatureDiagnosis && (
          <section className="mt-3">
            <h3 className="mb-2 font-semibold">{messages.signatureDiagnosis}</h3>
            {entry.signatureDiagnosis.failure && (
              <p className="mb-2 break-words text-sm">
                {messages.failedWith}{' '}
                <span className="font-mono font-semibold">{entry.signatureDiagnosis.failure.code}</span>:{' '}
                {entry.signatureDiagnosis.failure.text}
              </p>
            )}
            <DiagnosisSteps steps={entry.signatureDiagnosis.steps} messages={signatureMessages} />
          </section>
        )}
        {entry.requestHeaders && (
          <p className="mt-3">
            <a
              href={`/portal/signature-debugger?${new URLSearchParams({ from: entry.id })}`}
              className="text-sm font-semibold text-bank-700 underline"
            >
              {messages.openInDebugger}
            </a>
          </p>
        )}
      </details>
      {entry.xRequestId && (
        <CopyButton
          text={entry.xRequestId}
          label={messages.copyRequestId}
          copiedLabel={messages.copied}
          failedLabel={messages.copyFailed}
        />
      )}
    </li>
  );
}
