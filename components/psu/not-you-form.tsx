import { CsrfField, PageCodeField } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { decisionPageCode } from '@/lib/sca/decision-page-code';
import type { ScaPage } from '@/lib/sca/load-sca-page';

/**
 * D29: "Not you? Sign in as someone else" on the pages after the web sign-in: its own form, bound to the person and
 * context the page was shown for (its page code), that sends the SCA back to the sign-in.
 */
export function NotYouForm({ page, messages }: { page: ScaPage; messages: Messages }) {
  if (page.flow.scaStatus !== 'PSU_AUTHENTICATED') return null;
  return (
    <form method="post" action="/sca/actions/someone-else" className="mt-6 border-t border-slate-200 pt-4">
      <CsrfField token={page.csrfToken} />
      <PageCodeField code={decisionPageCode(page.approvalKey)} />
      <button
        type="submit"
        formNoValidate
        className="inline-flex min-h-11 items-center text-sm font-medium text-bank-700 underline underline-offset-2 hover:text-bank-900"
      >
        {messages.someoneElse.button}
      </button>
    </form>
  );
}
