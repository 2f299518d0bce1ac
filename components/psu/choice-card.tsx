import type { ReactNode } from 'react';

export type ChoiceCardProps = {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  defaultChecked?: boolean;
  required?: boolean;
  title: ReactNode;
  /** A second line under the title (an account number, a hint); none for a choice named by its title alone. */
  detail?: ReactNode;
};

/** One choice of a PSU form as a bordered card: the whole card is the control's label, marked when it is checked. */
export function ChoiceCard({ type, name, value, defaultChecked, required, title, detail }: ChoiceCardProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-bank-600 has-checked:bg-bank-50">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        required={required}
        className="mt-1 h-5 w-5 shrink-0 accent-bank-600"
      />
      {detail === undefined ? (
        <span className="font-medium">{title}</span>
      ) : (
        <span>
          <span className="block font-medium">{title}</span>
          <span className="block text-sm text-slate-600">{detail}</span>
        </span>
      )}
    </label>
  );
}

/** One card of a ChoiceFieldset: its form value (also its key), title, detail and whether it starts checked. */
export type ListedChoice = Pick<ChoiceCardProps, 'value' | 'title' | 'detail' | 'defaultChecked'>;

export type ChoiceFieldsetProps = Pick<ChoiceCardProps, 'type' | 'name' | 'required'> & {
  legend: string;
  choices: ListedChoice[];
  /** The id of the error that names this field, if any. */
  errorId?: string;
  /** Shown between the legend and the cards (a "select all" link). */
  children?: ReactNode;
};

/** The choices of one form field (`name`) under their legend, a ChoiceCard each. */
export function ChoiceFieldset({ type, name, required, legend, choices, errorId, children }: ChoiceFieldsetProps) {
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-base font-semibold">{legend}</legend>
      {children}
      <ul className="mt-3 space-y-2">
        {choices.map((choice) => (
          <li key={choice.value}>
            <ChoiceCard type={type} name={name} required={required} {...choice} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
