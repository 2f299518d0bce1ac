import type { Metadata } from 'next';
import { PortalToolPage } from '@/components/portal/portal-tool-page';
import { SandboxEditor } from '@/components/portal/sandbox/sandbox-editor';
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
      <SandboxEditor messages={messages} />
    </PortalToolPage>
  );
}
