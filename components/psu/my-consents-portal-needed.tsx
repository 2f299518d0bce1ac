import type { Messages } from '@/lib/psu/i18n/messages-en';

/** D27: the portal's sign-in, back on "My consents" afterwards (a path of this site: safeCallbackPath). */
export const portalSignInForMyConsents = `/portal/sign-in?${new URLSearchParams({ callbackUrl: '/my-consents' })}`;

/** D27: linking a certificate, with the way back to "My consents" once linked. */
const portalLinkForMyConsents = `/portal/certificates?${new URLSearchParams({ callbackUrl: '/my-consents' })}`;

const linkClass =
  'inline-flex min-h-12 items-center justify-center rounded-md bg-bank-600 px-6 py-3 text-base font-semibold text-white hover:bg-bank-700';

/**
 * D17: in the sandbox "My consents" opens the world of the TPP the developer signed in to the portal is linked to:
 * without that session, or before the account is linked, the page says so and where to go.
 */
export function MyConsentsPortalNeeded({ messages, isSignedIn }: { messages: Messages; isSignedIn: boolean }) {
  const words = messages.myConsents;
  return (
    <>
      <p className="text-slate-700">{words.portalNeeded}</p>
      {isSignedIn && <p className="mt-3 text-slate-700">{words.portalNotLinked}</p>}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {isSignedIn ? (
          <a href={portalLinkForMyConsents} className={linkClass}>
            {words.portalLink}
          </a>
        ) : (
          <a href={portalSignInForMyConsents} className={linkClass}>
            {words.portalSignIn}
          </a>
        )}
      </div>
    </>
  );
}
