import type { Metadata } from 'next';
import { SandboxEditor } from '@/components/portal/sandbox/sandbox-editor';
import { NotLinked, PortalToolsShell } from '@/components/portal/signature/portal-tools-shell';
import { sandboxMessagesEn } from '@/lib/portal/sandbox-editor/messages-en';
import { sandboxMessagesNb } from '@/lib/portal/sandbox-editor/messages-nb';
import { portalLanguage } from '@/lib/portal/signature-debugger/portal-language';
import { requirePortalTppId } from '@/lib/portal/session/require-portal-tpp-id';

export const metadata: Metadata = { title: 'Sandbox data' };
export const dynamic = 'force-dynamic';

/** The TPP's own sandbox data, edited through the /v1/sandbox domain functions (D16). */
export default async function SandboxPage() {
  const { tppId } = await requirePortalTppId('page');
  const { language, messages } = await portalLanguage();
  const sandboxMessages = language === 'nb' ? sandboxMessagesNb : sandboxMessagesEn;
  return (
    <PortalToolsShell language={language} messages={messages} current="sandbox">
      <h1 className="text-2xl font-semibold">{sandboxMessages.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{sandboxMessages.intro}</p>
      <div className="mt-6">{tppId ? <SandboxEditor messages={sandboxMessages} /> : <NotLinked messages={messages} />}</div>
    </PortalToolsShell>
  );
}
