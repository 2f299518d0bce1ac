'use client';

import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { signInRefusalText, type SignInTexts } from '@/lib/portal/account/sign-in-refusal-text';
import { LabelledField } from '@/components/portal/portal-form-parts';
import { withCallbackPath } from '@/lib/portal/session/safe-callback-path';

/**
 * D27: the credentials form. next-auth's signIn fetches its CSRF token and posts to its credentials callback; the
 * answer is the same for an unknown e-mail and a wrong password. A throttled sign-in says how long to wait, and why.
 */
export function SignInForm({ texts, callbackUrl }: { texts: SignInTexts; callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const form = new FormData(event.currentTarget);
    const result = await signIn('credentials', {
      redirect: false,
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      callbackUrl,
    });
    setBusy(false);
    if (result?.ok && !result.error) {
      // D27: the code step signs a developer with TOTP in, and passes anyone else straight on to `callbackUrl`.
      window.location.assign(withCallbackPath('/portal/sign-in/code', callbackUrl));
      return;
    }
    setError(signInRefusalText(result?.error, texts));
  }

  // The refusal is about the pair (D27 tells neither which), so both fields name it; the typed address stays.
  const describedByError = error ? { 'aria-describedby': 'sign-in-error', 'aria-invalid': true } : {};
  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate={false}>
      {error && (
        <div
          id="sign-in-error"
          role="alert"
          className="mb-5 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{texts.errorTitle}</p>
          <p className="mt-1 text-sm">{error}</p>
        </div>
      )}
      <LabelledField id="email" label={texts.email}>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          {...describedByError}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </LabelledField>
      <LabelledField id="password" label={texts.password} className="mb-6">
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          {...describedByError}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </LabelledField>
      <button
        type="submit"
        disabled={isBusy}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-bank-600 px-5 py-2 font-semibold text-white hover:bg-bank-700 disabled:opacity-70"
      >
        {texts.signIn}
      </button>
    </form>
  );
}
