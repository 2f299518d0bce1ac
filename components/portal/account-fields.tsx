import { TextField } from '@/components/portal/portal-form-parts';
import { shortestPassword } from '@/lib/portal/account/password-rules';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';

type AccountTexts = PortalMessages['account'];

/** The developer's e-mail address, as the sign-up and forgotten-password forms ask for it. */
export function EmailField({ account, typed, error }: { account: AccountTexts; typed?: string; error?: string }) {
  return (
    <TextField
      id="email"
      name="email"
      type="email"
      label={account.email}
      autoComplete="email"
      isRequired
      maxLength={254}
      defaultValue={typed}
      error={error}
    />
  );
}

/** D27: a new password, at least `shortestPassword` long, for the sign-up and reset forms; `label` names it. */
export function NewPasswordField({ account, label, error }: { account: AccountTexts; label: string; error?: string }) {
  return (
    <TextField
      id="password"
      name="password"
      type="password"
      label={label}
      hint={account.passwordHint}
      autoComplete="new-password"
      isRequired
      minLength={shortestPassword}
      error={error}
    />
  );
}
