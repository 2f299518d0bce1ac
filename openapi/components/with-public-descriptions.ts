import { withoutDecisionIds } from '@/lib/public-text/without-decision-ids';

const describingKeys = new Set(['description', 'summary', 'title']);

/**
 * The document as TPPs read it: its descriptions without the decision ids the code cites them by ("(D5)"), which
 * name records of the bank's repository a TPP cannot open. Everything else is left as built.
 */
export function withPublicDescriptions<Built>(built: Built): Built {
  return publicCopy(built, '') as Built;
}

function publicCopy(value: unknown, key: string): unknown {
  if (typeof value === 'string') return describingKeys.has(key) ? withoutDecisionIds(value) : value;
  if (Array.isArray(value)) return value.map((item) => publicCopy(item, ''));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, publicCopy(child, name)]));
}
