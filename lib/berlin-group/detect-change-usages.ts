import type { ChangeUsage } from '@/lib/berlin-group/bank-change-schema';

/** A usage of the registry's changes found in a request, with the field it is in (absent for a path). */
export type DetectedUsage = { usage: ChangeUsage; path?: string };

/**
 * D11: what a request touches of the bank's changes, read from its method, path and (for a payment initiation) body
 * before any other check: the `/v1/consents` alias, `Address.city` and the single `remittanceInformationStructured`.
 */
export function detectChangeUsages(input: {
  method: string;
  pathname: string;
  operation: string;
  body: unknown;
}): DetectedUsage[] {
  if (input.method === 'POST' && input.pathname.replace(/\/$/, '') === '/v1/consents')
    return [{ usage: 'consents-alias' }];
  if (input.operation !== 'initiatePayment' || !isObject(input.body)) return [];
  const bulk = input.body.payments;
  const instructions = Array.isArray(bulk)
    ? bulk.map((instruction, index) => ({ instruction, prefix: `payments[${index}].` }))
    : [{ instruction: input.body, prefix: '' }];
  const found = new Map<ChangeUsage, DetectedUsage>();
  for (const { instruction, prefix } of instructions) {
    if (!isObject(instruction)) continue;
    if (isObject(instruction.creditorAddress) && 'city' in instruction.creditorAddress && !found.has('address-city'))
      found.set('address-city', { usage: 'address-city', path: `${prefix}creditorAddress.city` });
    if ('remittanceInformationStructured' in instruction && !found.has('single-remittance-structured'))
      found.set('single-remittance-structured', {
        usage: 'single-remittance-structured',
        path: `${prefix}remittanceInformationStructured`,
      });
  }
  return [...found.values()];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
