import { describe, expect, it } from 'vitest';
import { checkBasketPayments, type BasketCandidate } from '@/lib/signing-baskets/check-basket-payments';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const payment = (id: string, fields: Partial<BasketCandidate> = {}): BasketCandidate => ({
  id,
  service: 'payments',
  status: 'RCVD',
  basketId: null,
  customerId: null,
  currency: 'NOK',
  debtorAccountId: null,
  debtorIban: null,
  debtorBban: null,
  ...fields,
});

const refusal = (payments: BasketCandidate[]) => {
  try {
    checkBasketPayments(
      payments.map((candidate) => candidate.id),
      payments,
    );
    return null;
  } catch (error) {
    if (!(error instanceof Xs2aError)) throw error;
    return { code: error.code, path: error.path };
  }
};

describe('checkBasketPayments (D25)', () => {
  it.each([
    [
      'one PSU, one currency',
      [payment('a', { customerId: 'c1' }), payment('b'), payment('c', { customerId: 'c1' })],
      null,
    ],
    [
      'a second PSU',
      [payment('a', { customerId: 'c1' }), payment('b'), payment('c', { customerId: 'c2' })],
      { code: 'FORMAT_ERROR', path: 'paymentIds[2]' },
    ],
    [
      'two currencies, neither naming a debtor account',
      [payment('a'), payment('b', { currency: 'EUR' })],
      { code: 'FORMAT_ERROR', path: 'paymentIds[1]' },
    ],
    [
      'two currencies, one naming its debtor account by IBAN',
      [payment('a'), payment('b', { currency: 'EUR', debtorIban: 'NO9386011117947' })],
      null,
    ],
    [
      'two currencies, one naming its debtor account by BBAN',
      [payment('a', { debtorBban: '86011117947' }), payment('b', { currency: 'EUR' })],
      null,
    ],
    [
      'a periodic payment',
      [payment('a'), payment('b', { service: 'periodic_payments' })],
      { code: 'REFERENCE_MIX_INVALID', path: 'paymentIds[1]' },
    ],
    ['a payment no longer RCVD', [payment('a', { status: 'PDNG' })], { code: 'STATUS_INVALID', path: 'paymentIds[0]' }],
    [
      'a payment in another basket',
      [payment('a'), payment('b', { basketId: 'x' })],
      { code: 'STATUS_INVALID', path: 'paymentIds[1]' },
    ],
  ] as const)('%s', (_name, payments, expected) => {
    expect(refusal([...payments])).toEqual(expected);
  });

  it('an id that is not among the TPP’s payments is RESOURCE_UNKNOWN naming it', () => {
    expect(() => checkBasketPayments(['a', 'nope'], [payment('a')])).toThrow(
      expect.objectContaining({ code: 'RESOURCE_UNKNOWN', path: 'paymentIds[1]' }),
    );
  });
});
