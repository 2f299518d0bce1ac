import { env } from '@/lib/env';
import type { BankChange, UsageChange } from '@/lib/berlin-group/bank-change-schema';
import { builtInChanges } from '@/lib/berlin-group/built-in-changes';
import { readConfiguredChanges } from '@/lib/berlin-group/read-configured-changes';

/** The registry: the built-in changes and the bank's configured ones (XS2A_BANK_CHANGES_FILE), read once at start. */
export const bankChanges: readonly BankChange[] = [
  ...builtInChanges,
  ...readConfiguredChanges(env.XS2A_BANK_CHANGES_FILE, builtInChanges),
];

/** The registry's rules and deprecations that a request can be seen to touch (detectChangeUsages). */
export const usageChanges: readonly UsageChange[] = bankChanges.filter(
  (change): change is UsageChange => (change.kind === 'rule' || change.kind === 'deprecation') && !!change.usage,
);
