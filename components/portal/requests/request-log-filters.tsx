'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { InspectorFilters } from '@/lib/portal/request-log/inspector-url';
import type { RequestLogMessages } from '@/lib/portal/request-log/messages-en';

const statusChoices = ['2xx', '4xx', '5xx', '400', '401', '403', '404', '409', '429'];

export type RequestLogFiltersProps = {
  /** The filters in force (the URL's); the form starts from them. */
  applied: InspectorFilters;
  onApply: (filters: InspectorFilters) => void;
  onClear: () => void;
  messages: RequestLogMessages;
};

/** One filter: its label over its control, whose id is `id`, and a hint for screen readers (`${id}-hint`) if given. */
function FilterField({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="sr-only">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A date-time input's value (the browser's local time) for an ISO 8601 instant; '' for none or an unreadable one. */
function localInputValue(instant: string): string {
  const date = new Date(instant);
  if (!instant || Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** An ISO 8601 instant with seconds for a date-time input's local value, as the route reads it. */
function instantValue(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : '';
}

/** The inspector's filter form; "Apply filters" hands the filters to `onApply`, which puts them in the URL. */
export function RequestLogFilters({ applied, onApply, onClear, messages }: RequestLogFiltersProps) {
  const [draft, setDraft] = useState<InspectorFilters>({
    ...applied,
    from: localInputValue(applied.from),
    to: localInputValue(applied.to),
  });
  const id = useId();

  function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, value.trim()]));
    onApply({ ...(trimmed as InspectorFilters), from: instantValue(draft.from), to: instantValue(draft.to) });
  }

  const hinted: (keyof InspectorFilters)[] = ['operation', 'code'];
  const field = (name: keyof InspectorFilters) => ({
    id: `${id}-${name}`,
    name,
    'aria-describedby': hinted.includes(name) ? `${id}-${name}-hint` : undefined,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const inputClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm';

  return (
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
      <FilterField id={`${id}-operation`} label={messages.operation} hint={messages.operationHint}>
        <input {...field('operation')} className={inputClass} placeholder="createBankOfferedConsent" />
      </FilterField>
      <FilterField id={`${id}-code`} label={messages.code} hint={messages.codeHint}>
        <input {...field('code')} className={`${inputClass} font-mono`} placeholder="CONSENT_UNKNOWN" />
      </FilterField>
      <FilterField id={`${id}-xRequestId`} label={messages.xRequestId}>
        <input {...field('xRequestId')} className={`${inputClass} font-mono`} />
      </FilterField>
      {(['from', 'to'] as const).map((name) => (
        <FilterField key={name} id={`${id}-${name}`} label={messages[name]}>
          <input type="datetime-local" step="1" {...field(name)} className={inputClass} />
        </FilterField>
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="rounded-md bg-bank-700 px-4 py-2 text-sm font-semibold text-white">
          {messages.apply}
        </button>
        <button
          type="button"
          onClick={onClear}
          className="rounded-md px-4 py-2 text-sm font-semibold text-bank-700 ring-1 ring-bank-600"
        >
          {messages.clear}
        </button>
      </div>
    </form>
  );
}
