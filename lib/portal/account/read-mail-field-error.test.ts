import { describe, expect, it, vi } from 'vitest';
import { portalMessagesEn } from '@/lib/portal/i18n/messages-en';
import { readMailFieldError } from './read-mail-field-error';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const texts = { errors: { email: 'Enter an e-mail.', 'mail-refused': 'Not saved.', forbidden: 'Not yours.' } };
const fieldErrors = ['email', 'mail-refused'];
const messages = portalMessagesEn;

describe('readMailFieldError (D27, D19)', () => {
  it.each<[string, keyof typeof texts.errors | undefined, { mail?: string; until?: string }, string | undefined]>([
    ['no refusal', undefined, {}, undefined],
    ['a refusal about the page', 'forbidden', {}, undefined],
    ['a refusal about the field', 'email', { mail: 'throttled', until: 'soon' }, 'Enter an e-mail.'],
    ['a refused mail without its reason', 'mail-refused', {}, `Not saved. ${messages.account.mailRefused}`],
    [
      'a refused mail with an unreadable wait',
      'mail-refused',
      { mail: 'throttled', until: 'soon' },
      `Not saved. ${messages.account.mailRefused}`,
    ],
  ])('%s', async (_name, error, search, expected) => {
    expect(await readMailFieldError({ error, search, fieldErrors, texts, messages })).toBe(expected);
  });

  it('says how long to wait for a throttled mail', async () => {
    const until = String(Math.floor(Date.now() / 1000) + 14 * 60);
    const text = await readMailFieldError({
      error: 'mail-refused',
      search: { mail: 'throttled', until },
      fieldErrors,
      texts,
      messages,
    });
    expect(text).toMatch(/^Not saved\. No mail was sent: this e-mail address was sent 3 mails /);
  });
});
