import type { ReactNode } from 'react';

export type ColumnHeadsProps = {
  headings: ReactNode[];
  /** The space after each column but the last. */
  gap: 'pr-3' | 'pr-4';
};

/** The header row of a portal table: one column header (`scope="col"`) a heading. */
export function ColumnHeads({ headings, gap }: ColumnHeadsProps) {
  return (
    <tr className="border-b border-slate-300">
      {headings.map((heading, index) => (
        <th key={index} scope="col" className={index < headings.length - 1 ? `py-2 ${gap}` : 'py-2'}>
          {heading}
        </th>
      ))}
    </tr>
  );
}
