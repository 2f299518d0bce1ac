import type { Metadata } from 'next';
import { CsrfField, PortalError, PortalSection, SubmitButton, TextField } from '@/components/portal/portal-form-parts';
import { SecondFactorCodeField } from '@/components/portal/second-factor-code-field';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { securityMessages } from '@/lib/portal/security/security-messages';
import { readCodeStepError } from '@/lib/portal/session/read-code-step-error';
import { requirePortalDeveloper } from '@/lib/portal/session/require-portal-developer';
import { safeCallbackPath, withCallbackPath } from '@/lib/portal/session/safe-callback-path';

export async function generateMetadata(): Promise<Metadata> {
  return { title: securityMessages((await portalLanguage()).language).reauthenticate.title };
}

type Search = { callbackUrl?: string; error?: string; wait?: string };

/** D27: "Confirm it's you" before a sensitive change: the password, and a code when two-step verification is on. */
export default async function ReauthenticatePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const callbackUrl = safeCallbackPath(search.callbackUrl);
  const { developer, csrfToken } = await requirePortalDeveloper(
    withCallbackPath('/portal/reauthenticate', callbackUrl),
  );
  const { language, messages } = await portalLanguage();
  const texts = securityMessages(language).reauthenticate;
  const otherErrors: Record<string, string> = {
    refused: texts.refused,
    forbidden: securityMessages(language).errors.forbidden,
  };
  const error = await readCodeStepError({ search, messages, otherErrors });
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{texts.title}</h1>
      {error && (
        <PortalError id="reauthenticate-error" title={messages.errorTitle}>
          {error}
        </PortalError>
      )}
      <PortalSection id="reauthenticate-heading" title={texts.title}>
        <p className="mb-4 text-slate-700">{texts.intro}</p>
        <form method="post" action="/portal/actions/reauthenticate">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <TextField
            id="password"
            name="password"
            type="password"
            label={messages.account.password}
            autoComplete="current-password"
            maxLength={1024}
            isRequired
          />
          {developer.hasTotp && <SecondFactorCodeField label={texts.code} />}
          <SubmitButton>{texts.confirm}</SubmitButton>
        </form>
      </PortalSection>
    </div>
  );
}
