import type { Metadata } from 'next';
import { RequestLogView } from '@/components/portal/requests/request-log-view';
import { NotLinked, PortalToolsShell } from '@/components/portal/signature/portal-tools-shell';
import { requestLogMessagesEn } from '@/lib/portal/request-log/messages-en';
import { requestLogMessagesNb } from '@/lib/portal/request-log/messages-nb';
import { portalLanguage } from '@/lib/portal/signature-debugger/portal-language';
import { requirePortalTppId } from '@/lib/portal/session/require-portal-tpp-id';

export const metadata: Metadata = { title: 'Requests' };
export const dynamic = 'force-dynamic';

/** The request inspector (D28): the developer's TPP's request log, live. */
export default async function RequestsPage() {
  const { tppId } = await requirePortalTppId('page');
  const { language, messages } = await portalLanguage();
  const requestMessages = language === 'nb' ? requestLogMessagesNb : requestLogMessagesEn;
  return (
    <PortalToolsShell language={language} messages={messages} current="requests">
      <h1 className="text-2xl font-semibold">{requestMessages.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{requestMessages.intro}</p>
      <div className="mt-6">{tppId ? <RequestLogView messages={requestMessages} signatureMessages={messages} /> : <NotLinked messages={messages} />}</div>
    </PortalToolsShell>
  );
}
