import type { ReactNode } from 'react';
import { ColumnHeads, type ColumnHeadsProps } from '@/components/portal/column-heads';

export type ScrollingTableProps = ColumnHeadsProps & {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The table's rows. */
  children: ReactNode;
};

/** A table wider than a phone scrolls sideways; the keyboard reaches what is off screen by focusing it. */
export function ScrollingTable({ labelledBy, headings, gap, children }: ScrollingTableProps) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full text-left text-sm">
        <thead>
          <ColumnHeads gap={gap} headings={headings} />
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
