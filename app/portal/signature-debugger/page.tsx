import type { Metadata } from 'next';
import { PortalToolPage } from '@/components/portal/portal-tool-page';
import { SignatureDebuggerForm } from '@/components/portal/signature/signature-debugger-form';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { signatureMessagesEn, type SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { signatureMessagesNb } from '@/lib/portal/signature-debugger/messages-nb';
import { requirePortalDeveloper } from '@/lib/portal/session/require-portal-developer';
import type { Language } from '@/lib/psu/i18n/pick-language';

export const dynamic = 'force-dynamic';

const dictionaries: Record<Language, SignatureMessages> = { en: signatureMessagesEn, nb: signatureMessagesNb };

export async function generateMetadata(): Promise<Metadata> {
  return { title: dictionaries[(await portalLanguage()).language].title };
}

/** The signature debugger (D28): any signed-in developer, linked to a TPP or not, in the portal's frame. */
export default async function SignatureDebuggerPage() {
  await requirePortalDeveloper('/portal/signature-debugger');
  const messages = dictionaries[(await portalLanguage()).language];
  return (
    <PortalToolPage title={messages.title} intro={messages.intro}>
      <SignatureDebuggerForm messages={messages} />
    </PortalToolPage>
  );
}
