import type { RequestLogEntryView } from '@/lib/portal/request-log/present-request-log-entry';
import type { RequestLogMessages } from '@/lib/portal/request-log/messages-en';
import type { HeaderMark } from '@/lib/xs2a/loggable-request-headers';
import { FactList } from '@/components/portal/fact-list';

export type RequestLogDetailsProps = { entry: RequestLogEntryView; time: string; messages: RequestLogMessages };

const markMessage: Record<HeaderMark, 'markShortened' | 'markMasked' | 'markTruncated'> = {
  shortened: 'markShortened',
  masked: 'markMasked',
  truncated: 'markTruncated',
};

/** D28: an opened call: what it was, its headers as kept, and its answer (a refusal's body, a success's shape). */
export function RequestLogDetails({ entry, time, messages }: RequestLogDetailsProps) {
  return (
    <div className="mt-3 space-y-4">
      <FactList
        className="sm:grid-cols-[10rem_1fr]"
        facts={[
          { term: messages.time, value: time },
          { term: messages.method, value: entry.method, valueClassName: 'font-mono' },
          { term: messages.path, value: entry.path, valueClassName: 'break-all font-mono' },
          { term: messages.status, value: entry.status, valueClassName: 'font-mono' },
          { term: messages.duration, value: `${entry.durationMs} ms` },
          {
            term: messages.xRequestId,
            value: entry.xRequestId ?? messages.none,
            valueClassName: 'break-all font-mono',
          },
          {
            term: messages.errors,
            value: entry.errorCodes.length > 0 ? entry.errorCodes.join(', ') : messages.none,
            valueClassName: 'font-mono',
          },
        ]}
      />
      {!entry.requestHeaders && !entry.response && <p className="max-w-prose text-sm">{messages.notRecorded}</p>}
      {entry.requestHeaders && (
        <section>
          <h3 className="mb-1 font-semibold">{messages.requestHeaders}</h3>
          <table className="w-full table-fixed text-left text-xs">
            <thead>
              <tr>
                <th scope="col" className="w-1/3 py-1 pr-2 font-medium">
                  {messages.header}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {messages.value}
                </th>
              </tr>
            </thead>
            <tbody className="font-mono">
              {entry.requestHeaders.headers.map(([name, value, mark]) => (
                <tr key={name} className="border-t border-slate-200 align-top" data-header={name}>
                  <th scope="row" className="break-all py-1 pr-2 font-normal">
                    {name}
                  </th>
                  <td className="break-all py-1">
                    {value}
                    {mark && (
                      <span className="ml-2 rounded bg-slate-100 px-1 font-sans text-slate-800">
                        {messages[markMessage[mark]]}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {entry.requestHeaders.otherCount > 0 && (
            <p className="mt-1 text-xs text-slate-700">
              {messages.otherHeaders.replace('{count}', String(entry.requestHeaders.otherCount))}
            </p>
          )}
        </section>
      )}
      {entry.response && (
        <section>
          <h3 className="mb-1 font-semibold">{messages.response}</h3>
          <p className="text-sm">
            {messages.size}: {messages.sizeBytes.replace('{size}', String(entry.response.size))}
          </p>
          {entry.response.body !== undefined && (
            <JsonBlock label={messages.responseBody} value={entry.response.body} testId="response-body" />
          )}
          {entry.response.shape !== undefined && (
            <>
              <JsonBlock label={messages.responseShape} value={entry.response.shape} testId="response-shape" />
              <p className="mt-1 text-xs text-slate-700">{messages.responseShapeHint}</p>
            </>
          )}
        </section>
      )}
    </div>
  );
}

function JsonBlock({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  return (
    <figure className="mt-2">
      <figcaption className="text-sm font-medium">{label}</figcaption>
      <pre
        data-testid={testId}
        tabIndex={0}
        className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs ring-1 ring-slate-200"
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}
