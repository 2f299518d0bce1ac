'use client';

import { useId, useState, type FormEvent } from 'react';
import { fieldForPath } from '@/lib/portal/sandbox-editor/field-for-path';
import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import { parseEditorAmount } from '@/lib/portal/sandbox-editor/parse-editor-amount';
import { SandboxCallError, sandboxCall, type TppMessage } from './sandbox-api';

/** How an amount field reads what is typed: the currency (or the field that holds it) and the words for a problem. */
export type AmountReading = {
  currency: string;
  currencyField?: string;
  messages: Pick<SandboxMessages, 'language' | 'amountProblems'>;
};

/**
 * `path`: the body path the API names the field by, when it is not the field's name (see fieldForPath). An `amount`
 * field is typed as a decimal in the locale and reaches `toBody` as the API's minor units (D7), or is refused here.
 */
export type FormField = {
  name: string;
  path?: string;
  label: string;
  kind?: 'text' | 'number' | 'date' | 'select' | 'amount';
  options?: string[];
  optionLabels?: Record<string, string>;
  amount?: AmountReading;
  initial?: string;
  required?: boolean;
};

export type SandboxFormProps = {
  title: string;
  submitLabel: string;
  fields: FormField[];
  method: string;
  path: string;
  toBody: (values: Record<string, string>) => unknown;
  onDone: () => void;
  savedLabel: string;
};

/**
 * A create or edit form of the sandbox editor. The server validates with the API's schemas; its message is shown next
 * to the field its path names (or above the button when no field matches), in the API's words.
 */
export function SandboxForm(props: SandboxFormProps) {
  const initial = Object.fromEntries(props.fields.map((field) => [field.name, field.initial ?? '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [problem, setProblem] = useState<TppMessage | null>(null);
  const [amountProblems, setAmountProblems] = useState<Record<string, string>>({});
  const [isSaved, setIsSaved] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const id = useId();
  const problemField = fieldForPath(props.fields, problem?.path);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setIsSaved(false);
    const read = readAmounts(props.fields, values);
    setAmountProblems(read.problems);
    if (Object.keys(read.problems).length > 0) return;
    setIsBusy(true);
    try {
      await sandboxCall(props.method, props.path, props.toBody(read.values));
      setIsSaved(true);
      setValues(initial);
      props.onDone();
    } catch (error) {
      setProblem(
        error instanceof SandboxCallError
          ? (error.messages[0] ?? { code: 'ERROR' })
          : { code: 'ERROR', text: String(error) },
      );
    } finally {
      setIsBusy(false);
    }
  }

  const inputClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm';
  return (
    <form
      onSubmit={submit}
      aria-label={props.title}
      className="grid gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-2"
      noValidate
    >
      <p className="font-medium sm:col-span-2">{props.title}</p>
      {props.fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const amountProblem = amountProblems[field.name];
        const isAtFault = problemField === field || amountProblem !== undefined;
        const common = {
          id: fieldId,
          name: field.name,
          value: values[field.name] ?? '',
          'aria-invalid': isAtFault || undefined,
          'aria-describedby': isAtFault ? `${fieldId}-error` : undefined,
          onChange: (event: { target: { value: string } }) =>
            setValues({ ...values, [field.name]: event.target.value }),
          className: inputClass,
        };
        return (
          <div key={field.name}>
            <label htmlFor={fieldId} className="text-sm font-medium">
              {field.label}
            </label>
            {field.kind === 'select' ? (
              <select {...common}>
                {field.options?.map((option) => (
                  <option key={option} value={option}>
                    {field.optionLabels?.[option] ?? option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.kind === 'date' ? 'date' : 'text'}
                inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'amount' ? 'decimal' : undefined}
                required={field.required}
              />
            )}
            {isAtFault && (
              <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-800">
                {amountProblem ?? `${problem?.code}: ${problem?.text}`}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-md bg-bank-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
        >
          {props.submitLabel}
        </button>
        {problem && !problemField && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {problem.code}
            {problem.path ? ` (${problem.path})` : ''}: {problem.text}
          </p>
        )}
        {Object.keys(amountProblems).length > 0 && (
          <p role="alert" className="sr-only">
            {Object.values(amountProblems).join(' ')}
          </p>
        )}
        {problem && problemField && (
          <p role="alert" className="sr-only">
            {problem.code}: {problem.text}
          </p>
        )}
        {isSaved && (
          <p role="status" className="text-sm text-emerald-800">
            {props.savedLabel}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * The values with each filled amount field as its minor units, or the field's problem in the developer's language
 * (an empty amount is left for `toBody`, as every optional field is).
 */
function readAmounts(
  fields: FormField[],
  values: Record<string, string>,
): { values: Record<string, string>; problems: Record<string, string> } {
  const read = { ...values };
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const text = values[field.name] ?? '';
    if (!field.amount || text.trim() === '') continue;
    const { currency, currencyField, messages } = field.amount;
    const amount = parseEditorAmount(
      text,
      (currencyField ? values[currencyField] : undefined) ?? currency,
      messages.language,
    );
    if ('minor' in amount) read[field.name] = String(amount.minor);
    else problems[field.name] = messages.amountProblems[amount.problem].replace('{decimals}', String(amount.decimals));
  }
  return { values: read, problems };
}

/** A field's label with the API's name beside it: "Closing booked (closingBooked)". */
export function apiLabel(label: string, apiName: string): string {
  return `${label} (${apiName})`;
}

/** Minor units (D7) as the API takes them; anything not an integer is sent as typed, for the API's own message. */
export function minorUnits(value: string): number | string {
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** The value, or undefined when the field was left empty (the API's optional fields). */
export function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A choice among `options`, the first chosen to begin with; each shown by its label beside the API's name. */
export function selectField(name: string, label: string, labels: Record<string, string>): FormField {
  const options = Object.keys(labels);
  const optionLabels = Object.fromEntries(
    options.map((option) => [option, apiLabel(labels[option] ?? option, option)]),
  );
  return { name, label, kind: 'select', options, optionLabels, initial: options[0] };
}
