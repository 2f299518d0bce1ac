import type { ReactNode } from 'react';

export type PortalErrorProps = { id?: string; title: string; children: ReactNode };

/** An error the developer must act on, announced to screen readers. */
export function PortalError({ id, title, children }: PortalErrorProps) {
  return (
    <div id={id} role="alert" className="mb-5 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  );
}

/** A confirmation announced politely. */
export function PortalNote({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  const colours =
    tone === 'warning' ? 'border-amber-600 bg-amber-50 text-amber-950' : 'border-bank-600 bg-bank-50 text-bank-900';
  return (
    <p role="status" className={`mb-5 rounded-md border-l-4 p-4 ${colours}`}>
      {children}
    </p>
  );
}

/**
 * A field's hint and, after a refusal, its error (D27): the error is shown under the field and announced (role=alert),
 * and the field names both (aria-describedby), is marked invalid and takes the focus, so a keyboard or screen-reader
 * user lands on what to fix with the text as typed still in it.
 */
function fieldDescription(props: { id: string; hint?: string; error?: string }) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const errorId = props.error ? `${props.id}-error` : undefined;
  return {
    hint: props.hint && (
      <p id={hintId} className="text-sm text-slate-600">
        {props.hint}
      </p>
    ),
    error: props.error && (
      <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
        {props.error}
      </p>
    ),
    inputProps: {
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      'aria-invalid': props.error ? true : undefined,
      autoFocus: props.error ? true : undefined,
    },
  };
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
};

export type TextFieldProps = FieldProps & {
  type?: string;
  autoComplete?: string;
  minLength?: number;
  maxLength?: number;
};

export type LabelledFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A form control (`children`, with the id `id`) under its label, which is the control's accessible name. */
export function LabelledField({ id, label, hint, className = 'mb-4', children }: LabelledFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint}
      {children}
    </div>
  );
}

/** What a described field hands its control: name, value and state, and the ids of its hint and error. */
type ControlProps = ReturnType<typeof fieldDescription>['inputProps'] & {
  id: string;
  name: string;
  defaultValue?: string;
  required?: boolean;
  readOnly?: boolean;
};

/** A labelled field with its hint and error around the control that `children` draws from the given props. */
function DescribedField({ field, children }: { field: FieldProps; children: (control: ControlProps) => ReactNode }) {
  const description = fieldDescription(field);
  return (
    <LabelledField id={field.id} label={field.label} hint={description.hint}>
      {children({
        id: field.id,
        name: field.name,
        defaultValue: field.defaultValue,
        required: field.isRequired,
        readOnly: field.isReadOnly,
        ...description.inputProps,
      })}
      {description.error}
    </LabelledField>
  );
}

/** A labelled text input; the label is the field's accessible name. */
export function TextField(props: TextFieldProps) {
  return (
    <DescribedField field={props}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          minLength={props.minLength}
          maxLength={props.maxLength}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base read-only:bg-slate-100 aria-invalid:border-red-700"
        />
      )}
    </DescribedField>
  );
}

export function TextArea(props: FieldProps & { rows?: number }) {
  return (
    <DescribedField field={props}>
      {(control) => (
        <textarea
          {...control}
          rows={props.rows ?? 4}
          spellCheck={false}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm read-only:bg-slate-100 aria-invalid:border-red-700"
        />
      )}
    </DescribedField>
  );
}

/** `disabledBy`: the id of the text saying why the button is off (it is then disabled and described by it). */
export type SubmitButtonProps = { children: ReactNode; name?: string; value?: string; disabledBy?: string };

export function SubmitButton({ children, name, value, disabledBy }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabledBy !== undefined}
      aria-describedby={disabledBy}
      className="inline-flex min-h-11 items-center justify-center rounded-md bg-bank-600 px-5 py-2 font-semibold text-white hover:bg-bank-700 disabled:cursor-not-allowed disabled:bg-slate-500"
    >
      {children}
    </button>
  );
}

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrfToken" value={token} />;
}

export type PortalSectionProps = { id: string; title: string; children: ReactNode };

/** A titled section of a portal page. */
export function PortalSection({ id, title, children }: PortalSectionProps) {
  return (
    <section aria-labelledby={id} className="mb-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
