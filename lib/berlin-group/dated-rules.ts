import { bankChanges } from '@/lib/berlin-group/bank-changes';
import type { Environment } from '@/lib/berlin-group/bank-change-schema';
import { bankDate } from './bank-date';

export type { Environment };

/** A behaviour that starts on a date (Europe/Oslo), possibly a different one per environment (D11). */
export type DatedRule = { name: string; description: string; inForceFrom: Readonly<Record<Environment, string>> };

/** The registry's change `id` as a dated rule (D11): in force from the day it refuses what it is about. */
function datedRule(id: string): DatedRule {
  const change = bankChanges.find((entry) => entry.id === id);
  if (!change || !('refusedFrom' in change) || !change.refusedFrom) throw new Error(`No dated rule ${id}`);
  return { name: change.id, description: change.summary.en, inForceFrom: change.refusedFrom };
}

/** The dated rules the code checks itself (D11), read from the registry of the bank's changes. */
export const datedRules = {
  /** Spec "Errors": name, town name and country code required for debtor, creditor and creditor agent in SEPA and SWIFT payments. */
  structuredAddress: datedRule('structured-address'),
  /** Spec "Future deprecations": `Address.city` removed and replaced by `Address.townName`. */
  townNameReplacesCity: datedRule('town-name-replaces-city'),
} as const satisfies Record<string, DatedRule>;

/** True when the rule applies in the environment at `now` (from 00:00 Europe/Oslo on its date). */
export function isRuleInForce(rule: DatedRule, context: { environment: Environment; now: Date }): boolean {
  return rule.inForceFrom[context.environment] <= bankDate(context.now);
}
