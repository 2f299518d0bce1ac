import type { Metadata } from 'next';
import { PortalError, PortalNote } from '@/components/portal/portal-form-parts';
import { PortalToolPage } from '@/components/portal/portal-tool-page';
import { SandboxClockPanel } from '@/components/portal/sandbox/sandbox-clock-panel';
import { ConsentStateTriggers } from '@/components/portal/sandbox/consent-state-triggers';
import { SandboxEditor } from '@/components/portal/sandbox/sandbox-editor';
import { SignInThrottles } from '@/components/portal/sandbox/sign-in-throttles';
import { isSandbox } from '@/lib/env';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { sandboxClockMessagesEn, type SandboxClockMessages } from '@/lib/portal/sandbox-clock/messages-en';
import { sandboxClockMessagesNb } from '@/lib/portal/sandbox-clock/messages-nb';
import { sandboxMessagesEn, type SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import { sandboxMessagesNb } from '@/lib/portal/sandbox-editor/messages-nb';
import {
  consentTriggerMessagesEn,
  consentTriggerMessagesNb,
} from '@/lib/portal/sandbox-editor/consent-trigger-messages';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { listSandboxSignInThrottles } from '@/lib/psu/sign-in-throttle/list-sandbox-sign-in-throttles';

export const dynamic = 'force-dynamic';

const dictionaries: Record<Language, SandboxMessages> = { en: sandboxMessagesEn, nb: sandboxMessagesNb };
const clockDictionaries: Record<Language, SandboxClockMessages> = {
  en: sandboxClockMessagesEn,
  nb: sandboxClockMessagesNb,
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: dictionaries[(await portalLanguage()).language].title };
}

/**
 * The TPP's own sandbox data, edited through the /v1/sandbox domain functions (D16), in the portal's frame, and
 * its sandbox customers' sign-in counters.
 */
export default async function SandboxPage({
  searchParams,
}: {
  searchParams: Promise<{ note?: string; error?: string }>;
}) {
  const { tpp, csrfToken } = await requirePortalTpp('/portal/sandbox');
  const portal = await portalLanguage();
  const messages = dictionaries[portal.language];
  const search = await searchParams;
  const now = new Date();
  const throttles = isSandbox ? await listSandboxSignInThrottles({ tppId: tpp.id, now }) : [];
  const throttleTexts = portal.messages.signInThrottles;
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
      {/* D16: the sandbox clock, its own panel above the editor. */}
      {isSandbox && <SandboxClockPanel messages={clockDictionaries[portal.language]} />}
      <SandboxEditor messages={messages} />
      <ConsentStateTriggers messages={portal.language === 'nb' ? consentTriggerMessagesNb : consentTriggerMessagesEn} />
      {isSandbox && (
        <SignInThrottles throttles={throttles} csrfToken={csrfToken} now={now} texts={throttleTexts}>
          {/* The reset's answer, in the section the redirect scrolls to. */}
          {search.note === 'throttle-reset' && <PortalNote>{throttleTexts.resetDone}</PortalNote>}
          {search.error === 'customer-number' && (
            <PortalError title={portal.messages.errorTitle}>{throttleTexts.resetInvalid}</PortalError>
          )}
          {search.error === 'forbidden' && (
            <PortalError title={portal.messages.errorTitle}>{portal.messages.account.errors.forbidden}</PortalError>
          )}
        </SignInThrottles>
      )}
    </PortalToolPage>
  );
}
