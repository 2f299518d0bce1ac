import { describe, expect, it, vi } from 'vitest';
import { clientAddressHeader } from '@/lib/edge/internal-headers';
import { portalMessagesEn } from '@/lib/portal/i18n/messages-en';
import { readCodeStepError } from './read-code-step-error';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [clientAddressHeader]: '198.51.100.4' }),
}));

const otherErrors = { refused: 'That code was not accepted.', expired: 'Sign in again.' };
const messages = portalMessagesEn;

describe('readCodeStepError (D27, D19)', () => {
  it.each<[string, { error?: string; wait?: string }, string | undefined]>([
    ['no refusal', {}, undefined],
    ["the page's own refusal", { error: 'refused' }, otherErrors.refused],
    ['an unknown refusal', { error: 'made-up' }, undefined],
    ['a name every object has', { error: 'constructor' }, undefined],
    ['a throttled code without a usable wait', { error: 'throttled', wait: 'soon' }, undefined],
  ])('%s', async (_name, search, expected) => {
    expect(await readCodeStepError({ search, messages, otherErrors })).toBe(expected);
  });

  it("names the request's client address when its sign-ins are slowed", async () => {
    const text = await readCodeStepError({ search: { error: 'slowed', wait: '32' }, messages, otherErrors });
    expect(text).toMatch(/^Many sign-ins from your network address 198\.51\.100\.4 have failed/);
  });
});
