import type { Metadata } from 'next';
import { PortalToolsShell } from '@/components/portal/signature/portal-tools-shell';
import { SignatureDebuggerForm } from '@/components/portal/signature/signature-debugger-form';
import { portalLanguage } from '@/lib/portal/signature-debugger/portal-language';
import { requirePortalTppId } from '@/lib/portal/session/require-portal-tpp-id';

export const metadata: Metadata = { title: 'Signature debugger' };
export const dynamic = 'force-dynamic';

/** The signature debugger (D28): any signed-in developer, linked to a TPP or not. */
export default async function SignatureDebuggerPage() {
  await requirePortalTppId('page');
  const { language, messages } = await portalLanguage();
  return (
    <PortalToolsShell language={language} messages={messages} current="debugger">
      <h1 className="text-2xl font-semibold">{messages.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{messages.intro}</p>
      <div className="mt-6">
        <SignatureDebuggerForm messages={messages} />
      </div>
    </PortalToolsShell>
  );
}
