import { describe, expect, it, vi } from 'vitest';
import { clientAddressHeader } from '@/lib/edge/internal-headers';
import { portalMessagesEn } from '@/lib/portal/i18n/messages-en';
import { readMailRefusal } from './read-mail-refusal';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [clientAddressHeader]: '::ffff:198.51.100.4' }),
}));

const account = portalMessagesEn.account;
const inSeconds = (seconds: number) => String(Math.floor(Date.now() / 1000) + seconds);

describe('readMailRefusal (D27, D19)', () => {
  it('names the address the request came from in a slowed refusal', async () => {
    const text = await readMailRefusal({ mail: 'slowed', until: inSeconds(32), account });
    expect(text).toContain('198.51.100.4');
    expect(text).toMatch(/^No mail was sent: many mails were asked for from your network address 198\.51\.100\.4 /);
  });

  it.each([
    ['no refusal', undefined, null],
    ['an unreadable wait', 'throttled', account.mailRefused],
  ])('%s', async (_name, mail, expected) => {
    expect(await readMailRefusal({ mail, until: 'soon', account })).toBe(expected);
  });
});
