import { describe, expect, it } from 'vitest';
import { paymentFees } from '@/lib/payments/payment-fees';

describe('paymentFees: the fee table per product (D22)', () => {
  it.each([
    ['norwegian-domestic-credit-transfers', 'NOK', 1, { amount: '0.00', currency: 'NOK' }],
    ['domestic-norway-credit-transfers', 'NOK', 1, { amount: '0.00', currency: 'NOK' }],
    ['instant-norwegian-domestic-credit-transfers-straks', 'NOK', 1, { amount: '0.00', currency: 'NOK' }],
    ['sepa-credit-transfers', 'EUR', 1, { amount: '0.00', currency: 'EUR' }],
    ['instant-sepa-credit-transfers', 'EUR', 1, { amount: '0.00', currency: 'EUR' }],
    ['norwegian-domestic-credit-transfers', 'NOK', 1000, { amount: '0.00', currency: 'NOK' }],
  ])('%s in %s, %i payment(s): transactionFees %j and indicator false', (product, currency, count, fees) => {
    expect(paymentFees({ product, currency, count })).toEqual({
      transactionFees: fees,
      transactionFeeIndicator: false,
    });
  });

  it('cross-border transfers: the price list, known only at execution, so indicator true and no transactionFees', () => {
    expect(paymentFees({ product: 'cross-border-credit-transfers', currency: 'USD', count: 3 })).toEqual({
      transactionFeeIndicator: true,
    });
  });

  it('writes the fee in the decimals of its currency (D7)', () => {
    expect(paymentFees({ product: 'sepa-credit-transfers', currency: 'JPY', count: 1 }).transactionFees).toEqual({
      amount: '0',
      currency: 'JPY',
    });
  });
});
