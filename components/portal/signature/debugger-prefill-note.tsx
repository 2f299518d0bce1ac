import type { DebuggerPrefill } from '@/lib/portal/request-log/read-debugger-prefill';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';

export type DebuggerPrefillNoteProps = { prefill: DebuggerPrefill | null; messages: SignatureMessages };

/**
 * D28: over a debugger prefilled from the request log, which call it came from and what the developer must paste in
 * (the body, secrets kept only by their ends); or that the call is not the TPP's, saying no more.
 */
export function DebuggerPrefillNote({ prefill, messages }: DebuggerPrefillNoteProps) {
  if (!prefill)
    return (
      <p role="status" className="mb-5 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
        {messages.prefillUnknown}
      </p>
    );
  return (
    <div role="status" className="mb-5 rounded-md border-l-4 border-bank-600 bg-bank-50 p-4 text-bank-900">
      <p className="break-words">{messages.prefilledFrom.replace('{xRequestId}', prefill.xRequestId ?? '')}</p>
      {prefill.toPaste.length > 0 && (
        <>
          <p className="mt-2">{messages.prefillPaste}</p>
          <ul className="mt-1 list-disc pl-6" data-testid="prefill-to-paste">
            {prefill.toPaste.map((name) => (
              <li key={name} className={name === 'body' ? undefined : 'font-mono'}>
                {name === 'body' ? messages.prefillBody : name}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
