import Link from 'next/link';
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

export type NewPasswordFieldProps = {
  account: AccountTexts;
  label: string;
  error?: string;
  /** The field's id and name: `password` unless the form asks for another password too. */
  name?: string;
  /** What the form says of the password: the account texts' hint unless given. */
  hint?: string;
  maxLength?: number;
};

/** D27: a new password, at least `shortestPassword` long, for the sign-up, reset and account forms; `label` names it. */
export function NewPasswordField({ account, label, error, name = 'password', hint, maxLength }: NewPasswordFieldProps) {
  return (
    <TextField
      id={name}
      name={name}
      type="password"
      label={label}
      hint={hint ?? account.passwordHint}
      autoComplete="new-password"
      isRequired
      minLength={shortestPassword}
      maxLength={maxLength}
      error={error}
    />
  );
}

export type AccountPageLinkProps = { question: string; label: string; href: string; className?: string };

/** A question under an account form and the link to the page that answers it ("No account yet?" Sign up). */
export function AccountPageLink({ question, label, href, className = 'mt-6' }: AccountPageLinkProps) {
  return (
    <p className={`${className} text-sm`}>
      {question}{' '}
      <Link className="text-bank-700 underline" href={href}>
        {label}
      </Link>
    </p>
  );
}
