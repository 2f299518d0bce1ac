import type { Metadata } from 'next';
import { ActivityTable } from '@/components/portal/activity-table';
import { activityTexts } from '@/lib/portal/activity/activity-texts';
import { readActivityPage } from '@/lib/portal/activity/read-activity-page';
import { listTppPayments } from '@/lib/portal/activity/list-tpp-payments';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { formatMoney } from '@/lib/psu/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: activityTexts((await portalLanguage()).language).texts.payments.title };
}

/** D27: the TPP's own payments in this environment, read-only, newest first, 25 a page. */
export default async function PaymentsPage({ searchParams }: { searchParams: Promise<{ after?: string }> }) {
  const page = await readActivityPage('payments', searchParams, listTppPayments);
  const { words, date, dateTime } = page;
  return (
    <ActivityTable
      {...page.table}
      headings={[
        words.paymentId,
        words.kind,
        words.status,
        words.amount,
        words.executionDate,
        words.created,
        words.statusChanged,
      ]}
      rows={page.rows.map((payment) => {
        const executionDate = payment.requestedExecutionDate ?? payment.startDate;
        return {
          key: payment.id,
          cells: [
            <span key="id" className="font-mono break-all">
              {payment.id}
            </span>,
            <span key="kind" className="font-mono break-all">
              {payment.service.replace('_', '-')}/{payment.product}
            </span>,
            <span key="status" className="font-mono">
              {payment.status}
              {payment.fundsAvailable === false && ` (${words.noFunds})`}
            </span>,
            <span key="amount" className="whitespace-nowrap">
              {formatMoney(payment.totalAmount, payment.currency, page.language)}
            </span>,
            executionDate ? date.format(executionDate) : page.none,
            dateTime.format(payment.createdAt),
            dateTime.format(payment.statusChangedAt),
          ],
        };
      })}
    />
  );
}
