import { headers } from 'next/headers';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';
import { throttledCodeText } from '@/lib/portal/security/throttled-code-text';
import { clientAddress } from '@/lib/web/client-address';

export type ReadCodeStepErrorInput = {
  /** The page's `error` and `wait` search parameters. */
  search: { error?: string; wait?: string };
  messages: PortalMessages;
  /** The page's own refusals, by their `error` value. */
  otherErrors: Record<string, string>;
};

/**
 * D27, D19: the refusal a code step shows (the sign-in's code, "Confirm it's you"): the throttle's, naming the
 * request's client address, else the page's own; undefined for an unknown `error`.
 */
export async function readCodeStepError(input: ReadCodeStepErrorInput): Promise<string | undefined> {
  const { search, messages, otherErrors } = input;
  const throttled = throttledCodeText({ ...search, messages, clientAddress: clientAddress(await headers()) });
  if (throttled) return throttled;
  return search.error !== undefined && Object.hasOwn(otherErrors, search.error) ? otherErrors[search.error] : undefined;
}
