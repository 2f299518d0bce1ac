'use client';

import { useId, useState, type FormEvent } from 'react';
import type { SignatureDebugReport } from '@/lib/portal/signature-debugger/debug-signature';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { portalCsrfHeader } from '@/components/portal/portal-csrf-header';
import { DebugReportView } from './debug-report-view';

type ErrorBody = { tppMessages?: { code: string; text?: string }[] };

/**
 * "Raw request" and "Check signature": posts the paste to the debugger route and shows its report. `initialRaw`: a
 * logged call to start from (D28).
 */
export function SignatureDebuggerForm({
  messages,
  initialRaw = '',
}: {
  messages: SignatureMessages;
  initialRaw?: string;
}) {
  const [raw, setRaw] = useState(initialRaw);
  const [report, setReport] = useState<SignatureDebugReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const fieldId = useId();

  async function check(event: FormEvent) {
    event.preventDefault();
    setIsChecking(true);
    setError(null);
    try {
      const response = await fetch('/portal/api/signature-debugger', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...portalCsrfHeader() },
        body: JSON.stringify({ rawRequest: raw }),
      });
      const body = (await response.json().catch(() => ({}))) as SignatureDebugReport & ErrorBody;
      if (response.ok) setReport(body);
      else {
        setReport(null);
        const message = body.tppMessages?.[0];
        setError(message ? `${message.code}: ${message.text ?? ''}` : messages.failed);
      }
    } catch {
      setError(messages.failed);
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={check} className="space-y-3" noValidate>
        <label htmlFor={fieldId} className="block font-medium">
          {messages.rawRequest}
        </label>
        <p id={`${fieldId}-hint`} className="text-sm text-slate-700">
          {messages.rawRequestHint}
        </p>
        <textarea
          id={fieldId}
          value={raw}
          onChange={(event) => setRaw(event.target.value)}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          rows={14}
          spellCheck={false}
          autoComplete="off"
          className="w-full rounded-md border border-slate-400 bg-white p-3 font-mono text-xs"
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={isChecking || raw.trim() === ''}
          className="rounded-md bg-bank-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {isChecking ? messages.checking : messages.check}
        </button>
      </form>
      {report && <DebugReportView report={report} messages={messages} />}
    </div>
  );
}
