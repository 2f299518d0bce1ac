import { ApproveOrCancel, CsrfField, PageCodeField } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

export type IdentifyFormProps = {
  messages: Messages;
  csrfToken: string;
  pageCode: string;
  tppName: string;
  actingAs: string;
};

/** GET /v1/user's SCA: the PSU confirms their identity to the TPP; nothing else is shared. */
export function IdentifyForm({ messages, csrfToken, pageCode, tppName, actingAs }: IdentifyFormProps) {
  return (
    <form method="post" action="/sca/actions/confirm">
      <CsrfField token={csrfToken} />
      <PageCodeField code={pageCode} />
      <p className="text-slate-700">{messages.identify.intro(tppName)}</p>
      <p className="mt-3 text-sm font-medium text-slate-700">{actingAs}</p>
      <ApproveOrCancel messages={messages} />
    </form>
  );
}
