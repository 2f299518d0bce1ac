import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { PortalError, PortalSection, SubmitButton } from '@/components/portal/portal-form-parts';
import { SecondFactorCodeField } from '@/components/portal/second-factor-code-field';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { securityMessages } from '@/lib/portal/security/security-messages';
import { readCodeStepError } from '@/lib/portal/session/read-code-step-error';
import { currentDeveloper, portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { portalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { readPortalSessionRow } from '@/lib/portal/session/read-portal-session-row';
import { safeCallbackPath, withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { maskCsrfToken } from '@/lib/web/masked-csrf-token';

export async function generateMetadata(): Promise<Metadata> {
  return { title: securityMessages((await portalLanguage()).language).codeStep.title };
}

type Search = { callbackUrl?: string; error?: string; wait?: string };

/** D27: the sign-in's second step, after the password: a TOTP code or a recovery code. */
export default async function SignInCodePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const callbackUrl = safeCallbackPath(search.callbackUrl);
  if (await currentDeveloper()) redirect(callbackUrl);
  const jar = await cookies();
  const token = portalSessionTokenFrom((name) => jar.get(name)?.value);
  const pending = await readPortalSessionRow(token, new Date());
  if (!token || !pending?.isAwaitingSecondFactor) redirect(withCallbackPath('/portal/sign-in', callbackUrl));
  const { language, messages } = await portalLanguage();
  const texts = securityMessages(language).codeStep;
  const otherErrors: Record<string, string> = { refused: texts.refused, expired: texts.expired };
  const error = await readCodeStepError({ search, messages, otherErrors });
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{texts.title}</h1>
      {error && error !== texts.refused && (
        <PortalError id="code-error" title={messages.errorTitle}>
          {error}
        </PortalError>
      )}
      <PortalSection id="code-heading" title={texts.title}>
        <p className="mb-4 text-slate-700">{texts.intro}</p>
        <form method="post" action="/portal/actions/sign-in-code">
          <input type="hidden" name="csrfToken" value={maskCsrfToken(portalCsrfToken(token))} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <SecondFactorCodeField label={texts.code} error={error === texts.refused ? error : undefined} />
          <SubmitButton>{texts.verify}</SubmitButton>
        </form>
      </PortalSection>
    </div>
  );
}
