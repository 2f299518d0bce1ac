'use client';

import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import { paymentAnchor } from './account-payments';

/** What POST /v1/sandbox/batch-runs answers (D24). */
export type BatchReport = { executed: string[]; retried: string[]; rejected: string[] };

/** The batch run's outcome: how many payments it executed, left for later and rejected, each linked to its row. */
export function BatchSummary({ report, messages }: { report: BatchReport; messages: SandboxMessages }) {
  const groups = [
    { label: messages.batchExecuted, ids: report.executed },
    { label: messages.batchRetried, ids: report.retried },
    { label: messages.batchRejected, ids: report.rejected },
  ];
  const total = report.executed.length + report.retried.length + report.rejected.length;
  return (
    <div className="w-full text-sm">
      <p className="font-medium">
        {total === 0
          ? messages.batchNothingDue
          : messages.batchSummary
              .replace('{executed}', String(report.executed.length))
              .replace('{retried}', String(report.retried.length))
              .replace('{rejected}', String(report.rejected.length))}
      </p>
      {groups
        .filter((group) => group.ids.length > 0)
        .map((group) => (
          <div key={group.label} className="mt-1">
            <p>
              {group.label} ({group.ids.length}):
            </p>
            <ul className="flex flex-wrap gap-x-3 font-mono text-xs">
              {group.ids.map((id) => (
                <li key={id}>
                  <a className="text-bank-700 underline underline-offset-4" href={`#${paymentAnchor(id)}`}>
                    {id}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
