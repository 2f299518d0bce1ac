import { signInRefusalText } from '@/lib/portal/account/sign-in-refusal-text';
import { signInTexts } from '@/lib/portal/account/sign-in-texts';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';

/**
 * D27, D19: a code or "Confirm it's you" refused by the sign-in throttle (`error=throttled|slowed&wait=<seconds>`), in
 * the sign-in's own words; undefined for any other page state.
 */
export function throttledCodeText(input: {
  error?: string;
  wait?: string;
  messages: PortalMessages;
  clientAddress: string;
}): string | undefined {
  if ((input.error !== 'throttled' && input.error !== 'slowed') || !/^\d{1,6}$/.test(input.wait ?? ''))
    return undefined;
  return signInRefusalText(`${input.error}:${input.wait}`, signInTexts(input.messages, input.clientAddress));
}
