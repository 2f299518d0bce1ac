import { bankDate } from './bank-date';

/** D4: the environment a rule is evaluated for. */
export type Environment = 'sandbox' | 'production';

/** A behaviour that starts on a date (Europe/Oslo), possibly a different one per environment (D11). */
export type DatedRule = { name: string; description: string; inForceFrom: Readonly<Record<Environment, string>> };

/** The spec's dated rules as data (D11); adding a rule is adding an entry. */
export const datedRules = {
  /** Spec "Errors": name, town name and country code required for debtor, creditor and creditor agent in SEPA and SWIFT payments. */
  structuredAddress: {
    name: 'structured-address',
    description: 'Creditor name, creditor town name, creditor country code and creditor agent BIC are required',
    inForceFrom: { sandbox: '2026-08-13', production: '2026-11-15' },
  },
  /** Spec "Future deprecations": `Address.city` removed and replaced by `Address.townName`. */
  townNameReplacesCity: {
    name: 'town-name-replaces-city',
    description: 'Address.city is replaced by Address.townName',
    inForceFrom: { sandbox: '2026-01-14', production: '2026-01-14' },
  },
} as const satisfies Record<string, DatedRule>;

/** True when the rule applies in the environment at `now` (from 00:00 Europe/Oslo on its date). */
export function isRuleInForce(rule: DatedRule, context: { environment: Environment; now: Date }): boolean {
  return rule.inForceFrom[context.environment] <= bankDate(context.now);
}
