import type { Metadata } from 'next';
import { PortalToolPage } from '@/components/portal/portal-tool-page';
import { DebuggerPrefillNote } from '@/components/portal/signature/debugger-prefill-note';
import { SignatureDebuggerForm } from '@/components/portal/signature/signature-debugger-form';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { readDebuggerPrefill } from '@/lib/portal/request-log/read-debugger-prefill';
import { signatureMessagesEn, type SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import { signatureMessagesNb } from '@/lib/portal/signature-debugger/messages-nb';
import { requirePortalDeveloper } from '@/lib/portal/session/require-portal-developer';
import type { Language } from '@/lib/psu/i18n/pick-language';

export const dynamic = 'force-dynamic';

const dictionaries: Record<Language, SignatureMessages> = { en: signatureMessagesEn, nb: signatureMessagesNb };

export async function generateMetadata(): Promise<Metadata> {
  return { title: dictionaries[(await portalLanguage()).language].title };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The signature debugger (D28): any signed-in developer, linked to a TPP or not, in the portal's frame. `?from=<row id>`
 * prefills it from a row of the developer's own TPP's request log, read here with that TPP's check.
 */
export default async function SignatureDebuggerPage({ searchParams }: { searchParams: SearchParams }) {
  const from = (await searchParams).from;
  const path = typeof from === 'string' ? `/portal/signature-debugger?${new URLSearchParams({ from })}` : undefined;
  const { developer } = await requirePortalDeveloper(path ?? '/portal/signature-debugger');
  const messages = dictionaries[(await portalLanguage()).language];
  const prefill =
    typeof from === 'string' && developer.tppId ? await readDebuggerPrefill(developer.tppId, from) : undefined;
  return (
    <PortalToolPage title={messages.title} intro={messages.intro}>
      {typeof from === 'string' && <DebuggerPrefillNote prefill={prefill ?? null} messages={messages} />}
      <SignatureDebuggerForm messages={messages} initialRaw={prefill?.rawRequest ?? ''} />
    </PortalToolPage>
  );
}
