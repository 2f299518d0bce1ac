import { describe, expect, it } from 'vitest';
import { paymentServiceSegment, resolvePaymentProduct, resolvePaymentService } from './payment-products';

describe('payment products and services (D9)', () => {
  it.each([
    ['sepa-credit-transfers', 'sepa-credit-transfers'],
    ['instant-sepa-credit-transfers', 'instant-sepa-credit-transfers'],
    ['cross-border-credit-transfers', 'cross-border-credit-transfers'],
    ['norwegian-domestic-credit-transfers', 'norwegian-domestic-credit-transfers'],
    ['domestic-norway-credit-transfers', 'norwegian-domestic-credit-transfers'],
    ['instant-norwegian-domestic-credit-transfers-straks', 'instant-norwegian-domestic-credit-transfers-straks'],
    ['target-2-payments', null],
    ['pain.001-sepa-credit-transfers', null],
    ['toString', null],
  ])('product %s is %s', (segment, product) => {
    expect(resolvePaymentProduct(segment)).toBe(product);
  });

  it.each([
    ['payments', 'payments'],
    ['periodic-payments', 'periodic_payments'],
    ['bulk-payments', 'bulk_payments'],
    ['accounts', null],
    ['constructor', null],
  ])('service %s is %s', (segment, service) => {
    expect(resolvePaymentService(segment)).toBe(service);
  });

  it.each(['payments', 'periodic-payments', 'bulk-payments'])('%s round-trips to its path segment', (segment) => {
    expect(paymentServiceSegment(resolvePaymentService(segment) ?? 'payments')).toBe(segment);
  });
});
