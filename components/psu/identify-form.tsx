import { ApproveOrCancel, CsrfField, PageCodeField } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

export type IdentifyFormProps = {
  messages: Messages;
  csrfToken: string;
  pageCode: string;
  tppName: string;
  /** The company the PSU acts for (CORPORATE), whose identifier the TPP gets too; null when acting as PRIVATE. */
  companyName: string | null;
  actingAs: string;
};

/** GET /v1/user's SCA: the PSU confirms their identity to the TPP; nothing else is shared. */
export function IdentifyForm({ messages, csrfToken, pageCode, tppName, companyName, actingAs }: IdentifyFormProps) {
  return (
    <form method="post" action="/sca/actions/confirm">
      <CsrfField token={csrfToken} />
      <PageCodeField code={pageCode} />
      <p className="text-slate-700">
        {companyName ? messages.identify.introCompany(tppName, companyName) : messages.identify.intro(tppName)}
      </p>
      <p className="mt-3 text-sm font-medium text-slate-700">{actingAs}</p>
      <ApproveOrCancel messages={messages} />
    </form>
  );
}
