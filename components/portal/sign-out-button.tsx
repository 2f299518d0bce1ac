'use client';

import { signOut } from 'next-auth/react';

/** D27: next-auth's sign-out (its CSRF token, then the session row deleted); the developer lands on sign-in. */
export function SignOutButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="text-bank-700 underline underline-offset-4"
      onClick={() => void signOut({ callbackUrl: '/portal/sign-in?signedOut=1' })}
    >
      {label}
    </button>
  );
}
