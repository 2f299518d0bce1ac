import type { Messages } from '@/lib/psu/i18n/messages-en';
import { longestSignInWaitMilliseconds } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { waitSecondsUntil } from '@/lib/throttle/wait-seconds-until';

export type SignInThrottleTextInput = {
  error: string | undefined;
  until: string | undefined;
  now: Date;
  messages: Messages;
  clientAddress: string;
};

/**
 * D19: what a sign-in page states after a throttled attempt (`error` throttled: the number's lock; slowed: the
 * address's wait, naming the address), recomputed from `until` on every load; null when there is nothing to state.
 */
export function signInThrottleText(input: SignInThrottleTextInput): string | null {
  if (input.error !== 'throttled' && input.error !== 'slowed') return null;
  const seconds = waitSecondsUntil(input.until, input.now, longestSignInWaitMilliseconds);
  if (seconds === null) return null;
  return input.error === 'throttled'
    ? input.messages.signIn.throttled(Math.ceil(seconds / 60))
    : input.messages.signIn.slowed(input.clientAddress, seconds);
}
