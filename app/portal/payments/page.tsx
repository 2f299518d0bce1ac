import type { Metadata } from 'next';
import { ActivityTable } from '@/components/portal/activity-table';
import { activityTexts } from '@/lib/portal/activity/activity-texts';
import { listTppPayments } from '@/lib/portal/activity/list-tpp-payments';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';
import { formatMoney } from '@/lib/psu/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: activityTexts((await portalLanguage()).language).texts.payments.title };
}

/** D27: the TPP's own payments in this environment, read-only, newest first, 25 a page. */
export default async function PaymentsPage({ searchParams }: { searchParams: Promise<{ after?: string }> }) {
  const { tpp } = await requirePortalTpp('/portal/payments');
  const { language } = await portalLanguage();
  const { texts, environmentNote, date, dateTime } = activityTexts(language);
  const words = texts.payments;
  const { after } = await searchParams;
  const { payments, hasMore } = await listTppPayments({ tppId: tpp.id, after });
  return (
    <ActivityTable
      title={words.title}
      intro={words.intro}
      environmentNote={environmentNote}
      empty={words.none}
      headings={[
        words.paymentId,
        words.kind,
        words.status,
        words.amount,
        words.executionDate,
        words.created,
        words.statusChanged,
      ]}
      rows={payments.map((payment) => {
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
              {formatMoney(payment.totalAmount, payment.currency, language)}
            </span>,
            executionDate ? date.format(executionDate) : texts.none,
            dateTime.format(payment.createdAt),
            dateTime.format(payment.statusChangedAt),
          ],
        };
      })}
      path="/portal/payments"
      hasMore={hasMore}
      isFirstPage={!after}
      labels={{ next: texts.next, first: texts.first }}
    />
  );
}
