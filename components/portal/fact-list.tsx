import { Fragment, type ReactNode } from 'react';

/** One row of a FactList: the term, its value, and the value's classes (`font-mono`, `break-all`, ...). */
export type Fact = { term: ReactNode; value: ReactNode; valueClassName?: string };

export type FactListProps = { facts: Fact[]; className: string };

/** Terms beside their values in a small-print grid; `className` sets the columns (`sm:grid-cols-[14rem_1fr]`). */
export function FactList({ facts, className }: FactListProps) {
  return (
    <dl className={`grid gap-1 text-sm ${className}`}>
      {facts.map((fact, index) => (
        <Fragment key={index}>
          <dt className="font-medium">{fact.term}</dt>
          <dd className={fact.valueClassName}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
