import type { Metadata } from 'next';
import { PortalToolPage } from '@/components/portal/portal-tool-page';
import { SandboxEditor } from '@/components/portal/sandbox/sandbox-editor';
import { isSandbox } from '@/lib/env';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { sandboxMessagesEn, type SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import { sandboxMessagesNb } from '@/lib/portal/sandbox-editor/messages-nb';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';
import type { Language } from '@/lib/psu/i18n/pick-language';

export const dynamic = 'force-dynamic';

const dictionaries: Record<Language, SandboxMessages> = { en: sandboxMessagesEn, nb: sandboxMessagesNb };

export async function generateMetadata(): Promise<Metadata> {
  return { title: dictionaries[(await portalLanguage()).language].title };
}

/** The TPP's own sandbox data, edited through the /v1/sandbox domain functions (D16), in the portal's frame (D27). */
export default async function SandboxPage() {
  await requirePortalTpp('/portal/sandbox');
  const messages = dictionaries[(await portalLanguage()).language];
  return (
    <PortalToolPage title={messages.title} intro={messages.intro}>
      {/* D17: in the sandbox "My consents" opens this developer's TPP's world, from this portal session. */}
      {isSandbox && (
        <p className="mb-6 text-slate-700">
          {messages.myConsents}{' '}
          <a className="font-semibold text-bank-700 underline underline-offset-4" href="/my-consents">
            {messages.myConsentsLink}
          </a>
        </p>
      )}
      <SandboxEditor messages={messages} />
    </PortalToolPage>
  );
}
