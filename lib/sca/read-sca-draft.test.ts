import { describe, expect, it } from 'vitest';
import { readScaDraft } from '@/lib/sca/read-sca-draft';

describe('readScaDraft', () => {
  it('keeps the known fields of a posted form, every value of each', () => {
    const form = new FormData();
    form.append('account', 'a1');
    form.append('account', 'a2');
    form.append('debtorAccount', 'd1');
    form.append('csrfToken', 'secret');
    expect(readScaDraft(form)).toEqual({ account: ['a1', 'a2'], debtorAccount: ['d1'] });
  });

  it('keeps only strings within bounds of a stored draft, and nothing of what is not one', () => {
    expect(readScaDraft({ context: ['PRIVATE', 7], agreement: 'x', account: ['y'.repeat(601)] })).toEqual({
      context: ['PRIVATE'],
    });
    expect(readScaDraft(null)).toEqual({});
    expect(readScaDraft(['account'])).toEqual({});
  });
});
