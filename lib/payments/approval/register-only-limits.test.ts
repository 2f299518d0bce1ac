import { describe, expect, it } from 'vitest';
import type { DebtorAccount, PaymentAuthority } from './list-debtor-accounts';
import { registerOnlyLimits } from './register-only-limits';

const account = (id: string, authority: PaymentAuthority): DebtorAccount => ({
  id,
  name: `Account ${id}`,
  iban: 'NO9386011117947',
  bban: null,
  currency: 'NOK',
  authority,
  availableBalance: 0n,
});

const approver = (approvalLimit: bigint | null): PaymentAuthority => ({
  canRegister: true,
  registerLimit: null,
  canApprove: true,
  approvalLimit,
});

describe('registerOnlyLimits', () => {
  it('names an account whose approval limit is below the amount, with that limit', () => {
    expect(registerOnlyLimits([{ account: account('a', approver(100_000n)), amount: 150_000n }])).toEqual([
      { accountId: 'a', accountName: 'Account a', currency: 'NOK', approvalLimit: 100_000n },
    ]);
  });

  it('names a register-only account without an approval limit', () => {
    const registrar = { canRegister: true, registerLimit: 500_000n, canApprove: false, approvalLimit: null };
    expect(registerOnlyLimits([{ account: account('r', registrar), amount: 10_000n }])).toEqual([
      { accountId: 'r', accountName: 'Account r', currency: 'NOK', approvalLimit: null },
    ]);
  });

  it('leaves out accounts that approve in full or not at all, and names an account once', () => {
    const over = { canRegister: true, registerLimit: 1_000n, canApprove: false, approvalLimit: null };
    expect(
      registerOnlyLimits([
        { account: account('a', approver(100_000n)), amount: 100_000n },
        { account: account('o', over), amount: 2_000n },
        { account: account('b', approver(1_000n)), amount: 2_000n },
        { account: account('b', approver(1_000n)), amount: 3_000n },
      ]).map((limit) => limit.accountId),
    ).toEqual(['b']);
  });
});
