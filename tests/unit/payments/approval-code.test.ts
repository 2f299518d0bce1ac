import { describe, expect, it } from 'vitest';
import { paymentToApproveFixture } from '@/tests/support/payment-to-approve-fixture';
import { approvalChoice, checkApprovalChoice } from '@/lib/payments/approval/approval-code';
import type { PaymentSchedule, PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';

const key = Buffer.alloc(32, 7);
const payment = paymentToApproveFixture({ id: 'p1', amount: 123450n, requestedExecutionDate: '2026-12-01' });
const authority = { canRegister: true, registerLimit: null, canApprove: true, approvalLimit: 1_000_000n };
const debtor = { id: 'a1', availableBalance: 5_000_000n, authority };
const accounts = [debtor, { id: 'a2', availableBalance: 5_000_000n, authority }];
const choice = approvalChoice({ key, payment, debtor });
const instruction = payment.instructions[0]!;
const schedule: PaymentSchedule = {
  frequency: 'Monthly',
  startDate: '2026-12-01',
  endDate: '2027-02-01',
  dayOfExecution: '1',
  executionRule: null,
  monthsOfExecution: [],
  firstPaymentDate: '2026-12-01',
  lastPaymentDate: '2027-02-01',
  hasPassedDates: false,
  paymentCount: 3,
  total: 370350n,
};
const standingOrder: PaymentToApprove = { ...payment, service: 'periodic_payments', schedule };
const standingOrderChoice = approvalChoice({ key, payment: standingOrder, debtor });

describe('approval codes (dynamic linking, D23)', () => {
  it('accept the choice made for the payment as shown', () => {
    expect(checkApprovalChoice({ key, payment, choice, accounts })).toBe(debtor);
    expect(checkApprovalChoice({ key, payment: standingOrder, choice: standingOrderChoice, accounts })).toBe(debtor);
  });

  it.each([
    ['another amount', { ...payment, totalAmount: 123451n, instructions: [{ ...instruction, amount: 123451n }] }],
    ['another currency', { ...payment, currency: 'EUR' }],
    ['another payee name', { ...payment, instructions: [{ ...instruction, creditorName: 'Fjordkraft ASA' }] }],
    ['another payee account', { ...payment, instructions: [{ ...instruction, creditorAccount: '15032080110' }] }],
    ['a service level', { ...payment, instructions: [{ ...instruction, serviceLevel: 'URGP' }] }],
    ['a regulatory reporting code', { ...payment, instructions: [{ ...instruction, regulatoryReportingCode: '14' }] }],
    [
      'another regulatory reporting text',
      { ...payment, instructions: [{ ...instruction, regulatoryReportingInformation: 'Import' }] },
    ],
    ['a message', { ...payment, instructions: [{ ...instruction, message: 'Strøm november' }] }],
    ['a KID', { ...payment, instructions: [{ ...instruction, references: ['1234567890128'] }] }],
    ['another fee', { ...payment, fee: 500n }],
    ['a fee by the price list', { ...payment, fee: null }],
    ['another execution date', { ...payment, requestedExecutionDate: '2026-12-02' }],
    ['a schedule', standingOrder],
    ['the execution date passed since the page was shown', { ...payment, isExecutionDatePassed: true }],
  ] satisfies [string, PaymentToApprove][])('refuse it for %s', (_name, changed) => {
    expect(checkApprovalChoice({ key, payment: changed, choice, accounts })).toBeNull();
  });

  it.each([
    ['another number of payments', { ...schedule, paymentCount: 2 }],
    ['another total', { ...schedule, total: 246900n }],
    ['no end: until cancelled', { ...schedule, paymentCount: null, total: null }],
  ] satisfies [string, PaymentSchedule][])('refuse a standing order for %s', (_name, changed) => {
    const input = { key, payment: { ...standingOrder, schedule: changed }, choice: standingOrderChoice, accounts };
    expect(checkApprovalChoice(input)).toBeNull();
  });

  it('refuse it when the available balance shown has changed', () => {
    const now = [{ ...debtor, availableBalance: 4_999_999n }];
    expect(checkApprovalChoice({ key, payment, choice, accounts: now })).toBeNull();
  });

  // D23: the register-only notice and the limit it names are shown: a raised limit must not turn "only registered,
  // another person approves too" into a payment approved in full, nor a lowered one the reverse.
  it.each([
    ['a raised approval limit', { ...authority, approvalLimit: 2_000_000n }],
    ['an approval limit taken off', { ...authority, approvalLimit: null }],
    ['the right to approve taken away', { ...authority, canApprove: false }],
    ['another register limit', { ...authority, registerLimit: 50_000n }],
  ])('refuse it when the PSU has %s on the account since', (_name, changed) => {
    const now = [{ ...debtor, authority: changed }];
    expect(checkApprovalChoice({ key, payment, choice, accounts: now })).toBeNull();
  });

  it.each([
    ['another key', { key: Buffer.alloc(32, 8), choice }],
    ['another debtor account', { key, choice: choice.replace(/^a1\./, 'a2.') }],
    ['no code', { key, choice: 'a1' }],
    ['a truncated code', { key, choice: choice.slice(0, -1) }],
    ['an extra part', { key, choice: `${choice}.x` }],
    ['nothing', { key, choice: null }],
  ])('refuse %s', (_name, input) => {
    expect(checkApprovalChoice({ ...input, payment, accounts })).toBeNull();
  });

  it('refuse an account the PSU may no longer pay from', () => {
    expect(checkApprovalChoice({ key, payment, choice, accounts: accounts.slice(1) })).toBeNull();
  });
});
