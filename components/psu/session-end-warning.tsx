import { headers } from 'next/headers';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { sessionWarningDelay } from '@/lib/sca/session-warning-delay';
import { cspNonce } from '@/lib/web/csp-nonce';
import { dateTimeFormat } from '@/lib/web/intl-formats';

type Props = { endsAt: Date; language: Language; messages: Messages };

/**
 * D29: the warning one minute before the SCA session ends, without script: a status notice that a CSS animation,
 * delayed by the time left when the page was rendered, reveals (its style element carries the CSP nonce).
 */
export async function SessionEndWarning({ endsAt, language, messages }: Props) {
  const delay = sessionWarningDelay(endsAt, new Date());
  const nonce = cspNonce((await headers()).get('content-security-policy'));
  const time = dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  }).format(endsAt);
  return (
    <>
      <style nonce={nonce}>{`#session-warning{animation-delay:${delay}s}`}</style>
      <div
        id="session-warning"
        role="status"
        data-delay={delay}
        className="session-warning fixed inset-x-0 bottom-0 z-10 border-t-4 border-amber-600 bg-amber-50 p-4 text-amber-950 shadow-lg"
      >
        <p className="mx-auto max-w-xl">{messages.sessionWarning.text(time)}</p>
      </div>
    </>
  );
}
