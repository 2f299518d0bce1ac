import type { PortalMessages } from '@/lib/portal/i18n/messages-en';
import { readMailRefusal } from '@/lib/portal/account/read-mail-refusal';

export type ReadMailFieldErrorInput<Code extends string> = {
  /** The page's refusal, from its `error` search parameter. */
  error: Code | undefined;
  /** The refusals shown at the field rather than above the page. */
  fieldErrors: readonly string[];
  texts: { errors: Record<Code, string> };
  /** The page's search parameters: `mail` and `until` are set when the throttle refused a mail. */
  search: { mail?: string; until?: string };
  messages: PortalMessages;
};

/**
 * D27, D19: the error shown at a field that sends a mail, or undefined when the refusal is not about that field;
 * a `mail-refused` refusal also says why no mail was sent and until when.
 */
export async function readMailFieldError<Code extends string>(
  input: ReadMailFieldErrorInput<Code>,
): Promise<string | undefined> {
  const { error, search, messages } = input;
  if (!error || !input.fieldErrors.includes(error)) return undefined;
  const refusal =
    error === 'mail-refused'
      ? ((await readMailRefusal({ mail: search.mail, until: search.until, account: messages.account })) ??
        messages.account.mailRefused)
      : null;
  return [input.texts.errors[error], refusal].filter(Boolean).join(' ');
}
