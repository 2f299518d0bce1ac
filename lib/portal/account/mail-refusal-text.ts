import { addressMailLimit, clientMailSlowdown } from '@/lib/portal/account/portal-mail-limits';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';
import { waitWords } from '@/lib/portal/i18n/wait-words';
import { waitSecondsUntil } from '@/lib/throttle/wait-seconds-until';

const longestMailWaitMilliseconds = Math.max(
  addressMailLimit.windowMilliseconds,
  clientMailSlowdown.longestDelayMilliseconds,
);

export type MailRefusalTextInput = {
  mail: string | undefined;
  until: string | undefined;
  clientAddress: string;
  now: Date;
  account: PortalMessages['account'];
};

/**
 * D27: why no mail was sent, from a page's `mail` (`throttled` or `slowed`) and `until` (seconds since the epoch):
 * the slowed text names the client's address. Without a usable wait, the plain refusal; null when no mail was refused.
 */
export function mailRefusalText(input: MailRefusalTextInput): string | null {
  const { account } = input;
  if (input.mail !== 'throttled' && input.mail !== 'slowed') return null;
  const seconds = waitSecondsUntil(input.until, input.now, longestMailWaitMilliseconds);
  if (seconds === null) return account.mailRefused;
  const wait = waitWords(seconds, account);
  return input.mail === 'throttled' ? account.mailThrottled(wait) : account.mailSlowed(input.clientAddress, wait);
}
