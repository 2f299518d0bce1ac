import Link from 'next/link';
import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/portal/column-heads';
import { PortalNote } from '@/components/portal/portal-form-parts';

export type ActivityTableProps = {
  title: string;
  intro: string;
  environmentNote: string;
  empty: string;
  headings: string[];
  /** One row a record: its key and its cells. */
  rows: { key: string; cells: ReactNode[] }[];
  /** The page's path; "Older" adds `after` with the last row's key when there are more. */
  path: string;
  hasMore: boolean;
  isFirstPage: boolean;
  labels: { next: string; first: string };
};

/** D27: a read-only, paged list of the TPP's own records (consents, payments), wide tables scrolling at 390 px. */
export function ActivityTable(props: ActivityTableProps) {
  const last = props.rows.at(-1)?.key;
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{props.title}</h1>
      <p className="mb-4 text-slate-700">{props.intro}</p>
      <PortalNote>{props.environmentNote}</PortalNote>
      {props.rows.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          tabIndex={0}
          role="region"
          aria-labelledby="activity-caption"
        >
          <table className="w-full text-left text-sm">
            <caption id="activity-caption" className="sr-only">
              {props.title}
            </caption>
            <thead>
              <ColumnHeads gap="pr-3" headings={props.headings} />
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-200 align-top">
                  {row.cells.map((cell, index) => (
                    <td key={index} className={index < row.cells.length - 1 ? 'py-2 pr-3' : 'py-2'}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={props.title} className="mt-4 flex gap-6">
        {!props.isFirstPage && (
          <Link className="font-semibold text-bank-700 underline" href={props.path}>
            {props.labels.first}
          </Link>
        )}
        {props.hasMore && last && (
          <Link
            className="font-semibold text-bank-700 underline"
            href={`${props.path}?${new URLSearchParams({ after: last })}`}
          >
            {props.labels.next}
          </Link>
        )}
      </nav>
    </div>
  );
}
