import { describe, expect, it } from 'vitest';
import { paymentToApproveFixture } from '@/tests/support/payment-to-approve-fixture';
import {
  basketApprovalChoice,
  isBasketApprovalCode,
  readBasketChoice,
} from '@/lib/signing-baskets/approval/basket-approval-code';

const key = Buffer.alloc(32, 7);
const payment = (id: string, amount: bigint) => paymentToApproveFixture({ id, amount, requestedExecutionDate: null });
const payments = [payment('p1', 100n), payment('p2', 200n)];
const authority = { canRegister: true, registerLimit: null, canApprove: true, approvalLimit: 150n };
const a1 = { id: 'a1', availableBalance: 1_000_000n, authority };
const shown = { key, basketId: 'b1', payments, debtors: [a1, a1] };
const posted = readBasketChoice(basketApprovalChoice({ ...shown, chosenId: 'a1' }));

describe('basket approval codes (dynamic linking over the set, D25)', () => {
  it('read back the chosen account and accept the basket as shown', () => {
    expect(posted?.chosenId).toBe('a1');
    expect(isBasketApprovalCode({ ...shown, code: posted?.code ?? '' })).toBe(true);
  });

  it.each([
    ['one payment changed', { payments: [payments[0]!, payment('p2', 201n)] }],
    ['a payment taken out', { payments: [payments[0]!], debtors: [a1] }],
    ['another debtor account for one payment', { debtors: [a1, { ...a1, id: 'a2' }] }],
    ['another available balance of the paying account', { debtors: [a1, { ...a1, availableBalance: 999_999n }] }],
    ['no account for one payment', { debtors: [a1, null] }],
    [
      'a raised approval limit on the paying account',
      { debtors: [a1, { ...a1, authority: { ...authority, approvalLimit: 300n } }] },
    ],
    [
      'a message added to one payment',
      {
        payments: [
          payments[0]!,
          { ...payments[1]!, instructions: [{ ...payments[1]!.instructions[0]!, message: 'x' }] },
        ],
      },
    ],
    ['another fee of one payment', { payments: [payments[0]!, { ...payments[1]!, fee: 100n }] }],
    ['another basket', { basketId: 'b2' }],
    ['another session key', { key: Buffer.alloc(32, 8) }],
  ])('refuse %s', (_name, change) => {
    expect(isBasketApprovalCode({ ...shown, ...change, code: posted?.code ?? '' })).toBe(false);
  });

  it('read "-" as no choice and refuse malformed values', () => {
    expect(readBasketChoice('-.abc')).toEqual({ chosenId: null, code: 'abc' });
    expect(readBasketChoice('a.b.c')).toBeNull();
    expect(readBasketChoice(null)).toBeNull();
  });
});
