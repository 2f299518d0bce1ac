'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { RequestLogPage } from '@/lib/portal/request-log/list-request-log';
import type { RequestLogMessages } from '@/lib/portal/request-log/messages-en';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { RequestLogRow } from './request-log-row';

type Filters = {
  status: string;
  authentication: string;
  operation: string;
  xRequestId: string;
  from: string;
  to: string;
};

const noFilters: Filters = { status: '', authentication: '', operation: '', xRequestId: '', from: '', to: '' };
const statusChoices = ['2xx', '4xx', '5xx', '400', '401', '403', '404', '409', '429'];

class LoadError extends Error {}

async function fetchPage(url: string): Promise<RequestLogPage> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as RequestLogPage & {
    tppMessages?: { code: string; text?: string }[];
  };
  if (!response.ok)
    throw new LoadError(
      body.tppMessages?.map((message) => `${message.code}: ${message.text ?? ''}`).join(' ') ?? String(response.status),
    );
  return body;
}

/** One filter: its label over its control, whose id is `id`. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The request log with its filters, refreshed every few seconds (SWR), older pages loaded by keyset cursor. */
export function RequestLogView({
  messages,
  signatureMessages,
}: {
  messages: RequestLogMessages;
  signatureMessages: SignatureMessages;
}) {
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const id = useId();
  const { data, error, size, setSize, isValidating } = useSWRInfinite<RequestLogPage>(
    (index, previous) => {
      if (previous && !previous.nextCursor) return null;
      const query = new URLSearchParams();
      if (filters.status) query.set('status', filters.status);
      if (filters.authentication) query.set('authentication', filters.authentication);
      if (filters.operation) query.set('operation', filters.operation.trim());
      if (filters.xRequestId) query.set('xRequestId', filters.xRequestId.trim());
      // datetime-local is the browser's local time; the route takes ISO 8601 instants.
      if (filters.from) query.set('from', new Date(filters.from).toISOString());
      if (filters.to) query.set('to', new Date(filters.to).toISOString());
      if (index > 0 && previous?.nextCursor) query.set('cursor', previous.nextCursor);
      return `/portal/api/requests?${query}`;
    },
    fetchPage,
    { refreshInterval: 5000, revalidateFirstPage: true },
  );
  const entries = data?.flatMap((page) => page.entries) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  const field = (name: keyof Filters) => ({
    id: `${id}-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const inputClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm';

  return (
    <div className="space-y-4">
      <form
        onSubmit={apply}
        aria-label={messages.filters}
        className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3"
      >
        <FilterField id={`${id}-status`} label={messages.status}>
          <select {...field('status')} className={inputClass}>
            <option value="">{messages.statusAny}</option>
            {statusChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id={`${id}-authentication`} label={messages.authentication}>
          <select {...field('authentication')} className={inputClass}>
            <option value="">{messages.authenticationAny}</option>
            <option value="authenticated">{messages.authenticationAuthenticated}</option>
            <option value="unauthenticated">{messages.authenticationUnauthenticated}</option>
          </select>
        </FilterField>
        <FilterField id={`${id}-operation`} label={messages.operation}>
          <input
            {...field('operation')}
            className={inputClass}
            placeholder="createBankOfferedConsent"
            aria-describedby={`${id}-operation-hint`}
          />
          <span id={`${id}-operation-hint`} className="sr-only">
            {messages.operationHint}
          </span>
        </FilterField>
        <FilterField id={`${id}-xRequestId`} label={messages.xRequestId}>
          <input {...field('xRequestId')} className={`${inputClass} font-mono`} />
        </FilterField>
        {(['from', 'to'] as const).map((name) => (
          <FilterField key={name} id={`${id}-${name}`} label={messages[name]}>
            <input type="datetime-local" step="1" {...field(name)} className={inputClass} />
          </FilterField>
        ))}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="rounded-md bg-bank-700 px-4 py-2 text-sm font-semibold text-white">
            {messages.apply}
          </button>
          <button
            type="button"
            onClick={() => {
              setDraft(noFilters);
              setFilters(noFilters);
            }}
            className="rounded-md px-4 py-2 text-sm font-semibold text-bank-700 ring-1 ring-bank-600"
          >
            {messages.clear}
          </button>
        </div>
      </form>

      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {messages.loadFailed} {(error as Error).message}
        </p>
      )}
      {data && entries.length === 0 && <p>{messages.empty}</p>}
      {entries.length > 0 && (
        <ul className="space-y-2" aria-label={messages.title}>
          {entries.map((entry) => (
            <RequestLogRow key={entry.id} entry={entry} messages={messages} signatureMessages={signatureMessages} />
          ))}
        </ul>
      )}
      {hasMore && (
        <button
          type="button"
          onClick={() => setSize(size + 1)}
          disabled={isValidating}
          className="rounded-md px-4 py-2 text-sm font-semibold text-bank-700 ring-1 ring-bank-600"
        >
          {isValidating ? messages.loading : messages.loadOlder}
        </button>
      )}
    </div>
  );
}
