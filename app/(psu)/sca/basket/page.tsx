import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import type { Metadata } from 'next';
import { ApprovalOverview, hasApprovalAlert } from '@/components/psu/approval-overview';
import { BasketDetails } from '@/components/psu/basket-details';
import { BasketForm } from '@/components/psu/basket-form';
import { scaFormId } from '@/components/psu/form-parts';
import { ScaDecisionPage } from '@/components/psu/sca-decision-page';
import { basketApprovalErrors } from '@/lib/signing-baskets/approval/approve-basket';
import { basketApprovalView } from '@/lib/signing-baskets/approval/basket-approval-view';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.basket.title ?? 'Approve payments' };
}

/** D25: one approval page for every payment of a signing basket, bound to what it shows (dynamic linking). */
export default async function BasketPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const page = await requireScaPage('/sca/basket');
  const { flow, approvalKey, language, messages } = page;
  const view = await basketApprovalView({ flow, approvalKey, now: await sandboxNow({ tppId: flow.tppId }) });
  const requested = (await searchParams).error;
  const error = basketApprovalErrors.find((candidate) => candidate === requested);
  const form =
    view &&
    ((actingAs: string) => (
      <BasketForm view={view} page={page} actingAs={actingAs} errorId={error ? 'basket-error' : undefined} />
    ));
  return (
    <ScaDecisionPage
      page={page}
      heading={messages.basket.heading(flow.tppName, view?.basket.payments.length ?? 0)}
      isHeadingFocused={!hasApprovalAlert({ error, view })}
      form={form}
      formId={scaFormId}
    >
      <ApprovalOverview
        kind="basket"
        messages={messages}
        error={error}
        view={view}
        intro={view?.basket.payments.length === 1 ? messages.basket.introOne : messages.basket.intro}
        details={view && <BasketDetails view={view} messages={messages} language={language} />}
      />
    </ScaDecisionPage>
  );
}
