import { bankDate } from '@/lib/berlin-group/bank-date';
import type { ChangeUsage, Environment, UsageChange } from '@/lib/berlin-group/bank-change-schema';
import type { DetectedUsage } from '@/lib/berlin-group/detect-change-usages';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** When a refused change applies: its date (absent for a removal not yet dated), and whether the TPP only tries it. */
type Since = { date?: string; isTrial: boolean };

const refusals: Record<ChangeUsage, (detected: DetectedUsage, since: Since) => Xs2aError> = {
  'consents-alias': (_, since) =>
    new Xs2aError('RESOURCE_UNKNOWN', {
      text: `POST /v1/consents ${removed(since)}: ask for a consent with POST /v1/bank-offered-consents.`,
    }),
  'address-city': (detected, since) =>
    new Xs2aError('FORMAT_ERROR', {
      path: detected.path,
      text: `creditorAddress.city ${replaced('creditorAddress.townName', since)}: send the town as townName.`,
    }),
  'single-remittance-structured': (detected, since) =>
    new Xs2aError('FORMAT_ERROR', {
      path: detected.path,
      text: `remittanceInformationStructured ${replaced('remittanceInformationStructuredArray', since)}: send the references in the array.`,
    }),
};

/**
 * D11: throws the refusal of the first change in force that the request touches: from its date in the environment,
 * or at once for a change the TPP tries now in the sandbox (`tried`, ids of the registry).
 */
export function checkBankChanges(input: {
  usages: readonly DetectedUsage[];
  changes: readonly UsageChange[];
  environment: Environment;
  now: Date;
  tried: ReadonlySet<string>;
}): void {
  const today = bankDate(input.now);
  for (const detected of input.usages) {
    for (const change of input.changes) {
      if (change.usage !== detected.usage) continue;
      const date = change.refusedFrom?.[input.environment];
      if (date !== undefined && date <= today) throw refusals[detected.usage](detected, { date, isTrial: false });
      if (input.environment === 'sandbox' && input.tried.has(change.id))
        throw refusals[detected.usage](detected, { date, isTrial: true });
    }
  }
}

function replaced(successor: string, since: Since): string {
  if (!since.isTrial) return `was replaced by ${successor} on ${since.date}`;
  return `is replaced by ${successor}${since.date ? ` on ${since.date}` : ''}, which your sandbox tries now`;
}

function removed(since: Since): string {
  if (!since.isTrial) return `was removed on ${since.date}`;
  return `is removed${since.date ? ` on ${since.date}` : ''}, which your sandbox tries now`;
}
