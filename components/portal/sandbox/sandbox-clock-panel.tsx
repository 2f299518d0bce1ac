'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { ConfirmPanel } from '@/components/portal/confirm-panel';
import { PortalSection } from '@/components/portal/portal-form-parts';
import type { SandboxClockMessages } from '@/lib/portal/sandbox-clock/messages-en';
import type { SandboxClockView } from '@/lib/sandbox/clock/clock-schemas';
import { sandboxCall } from './sandbox-api';

/** D16: the TPP's sandbox clock: its time, "Advance" by an ISO 8601 duration, and "Back to real time". */
export function SandboxClockPanel({ messages }: { messages: SandboxClockMessages }) {
  const clock = useSWR<SandboxClockView>('clock', (path: string) => sandboxCall<SandboxClockView>('GET', path), {
    refreshInterval: 30_000,
  });
  const [advanceBy, setAdvanceBy] = useState('P1D');
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const backButton = useRef<HTMLButtonElement>(null);
  const fieldId = useId();

  async function move(method: 'PUT' | 'DELETE', body: unknown, done: (view: SandboxClockView) => string) {
    setIsBusy(true);
    setNotice(null);
    try {
      const view = await sandboxCall<SandboxClockView>(method, 'clock', body);
      await clock.mutate(view, { revalidate: false });
      setNotice({ text: done(view), isError: false });
    } catch (error) {
      setNotice({ text: (error as Error).message, isError: true });
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  }

  function onAdvance(event: FormEvent) {
    event.preventDefault();
    void move('PUT', { advanceBy: advanceBy.trim() }, (view) => messages.advanced.replace('{now}', view.now));
  }

  return (
    <PortalSection id="sandbox-clock" title={messages.heading}>
      <p className="mb-4 text-slate-700">{messages.intro}</p>
      <dl className="mb-4 flex flex-wrap gap-x-3 gap-y-1">
        <dt className="font-medium">{messages.now}</dt>
        <dd className="font-mono" data-testid="sandbox-clock-now">
          {clock.data ? clock.data.now : messages.loading}
        </dd>
        {clock.data && (
          <dd className="text-sm text-slate-700">{clock.data.realTime ? messages.realTime : messages.moved}</dd>
        )}
      </dl>
      <form onSubmit={onAdvance} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={fieldId} className="text-sm font-medium">
            {messages.advanceBy}
          </label>
          <input
            id={fieldId}
            name="advanceBy"
            value={advanceBy}
            onChange={(event) => setAdvanceBy(event.target.value)}
            aria-describedby={`${fieldId}-hint`}
            autoComplete="off"
            spellCheck={false}
            className="mt-1 block w-40 rounded-md border border-slate-400 bg-white px-2 py-1.5 font-mono text-sm"
          />
        </div>
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-md bg-bank-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {messages.advance}
        </button>
        <button
          type="button"
          ref={backButton}
          onClick={() => setIsConfirming(true)}
          disabled={isBusy || clock.data?.realTime !== false}
          aria-expanded={isConfirming}
          className="rounded-md px-4 py-2 text-sm font-semibold ring-1 ring-slate-400 disabled:opacity-60"
        >
          {messages.backToRealTime}
        </button>
      </form>
      <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-700">
        {messages.advanceHint}
      </p>
      {isConfirming && (
        <div className="mt-4">
          <ConfirmPanel
            text={messages.backConfirm}
            confirmLabel={messages.backConfirmButton}
            cancelLabel={messages.cancel}
            isBusy={isBusy}
            opener={backButton}
            onConfirm={() => void move('DELETE', undefined, () => messages.backDone)}
            onCancel={() => setIsConfirming(false)}
          />
        </div>
      )}
      {notice && (
        <p
          role={notice.isError ? 'alert' : 'status'}
          className={`mt-3 text-sm ${notice.isError ? 'font-medium text-red-800' : ''}`}
        >
          {notice.text}
        </p>
      )}
    </PortalSection>
  );
}
