import type { RequestLogEntryView } from '@/lib/portal/request-log/present-request-log-entry';
import type { RequestLogMessages } from '@/lib/portal/request-log/messages-en';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { FactList } from '@/components/portal/fact-list';
import { DiagnosisSteps } from '@/components/portal/signature/diagnosis-steps';

function statusStyle(status: number): string {
  if (status >= 500) return 'bg-red-700 text-white';
  if (status >= 400) return 'bg-amber-200 text-slate-900';
  return 'bg-emerald-100 text-emerald-900';
}

export type RequestLogRowProps = {
  entry: RequestLogEntryView;
  messages: RequestLogMessages;
  signatureMessages: SignatureMessages;
};

/**
 * One logged call; a failing one opens its error codes and, for a refused signature, the API's diagnosis (D28). A call
 * that did not authenticate is marked so, with why: anyone holding the TPP's public certificate may have sent it.
 */
export function RequestLogRow({ entry, messages, signatureMessages }: RequestLogRowProps) {
  const summary = (
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
      <time dateTime={entry.at} className="ml-auto text-xs tabular-nums text-slate-700">
        {entry.at.replace('T', ' ').replace('Z', ' UTC')}
      </time>
    </span>
  );
  const details = (
    <>
      {!entry.isAuthenticated && <p className="mt-2 max-w-prose text-sm">{messages.unauthenticatedExplanation}</p>}
      <FactList
        className="mt-2 sm:grid-cols-[10rem_1fr]"
        facts={[
          {
            term: messages.xRequestId,
            value: entry.xRequestId ?? messages.none,
            valueClassName: 'break-all font-mono',
          },
          { term: messages.duration, value: `${entry.durationMs} ms` },
          {
            term: messages.errors,
            value: entry.errorCodes.length > 0 ? entry.errorCodes.join(', ') : messages.none,
            valueClassName: 'font-mono',
          },
        ]}
      />
    </>
  );
  const isFailure = entry.status >= 400;
  return (
    <li
      className="rounded-md bg-white p-3 ring-1 ring-slate-200"
      data-request-id={entry.xRequestId ?? undefined}
      data-authenticated={entry.isAuthenticated}
    >
      {isFailure ? (
        <details>
          <summary className="cursor-pointer list-none">{summary}</summary>
          {details}
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
        </details>
      ) : (
        summary
      )}
    </li>
  );
}
