/**
 * D30: the choices an SCA page's form held when the PSU switched language, by the form's own field names. A page
 * pre-ticks only what it shows anyway; the real post still checks everything.
 */
export type ScaDraft = Partial<Record<ScaDraftField, string[]>>;

/** The fields of the SCA pages' forms a draft keeps: accounts ticked, the debtor account, the context and company. */
const scaDraftFields = ['account', 'debtorAccount', 'context', 'agreement'] as const;
export type ScaDraftField = (typeof scaDraftFields)[number];

/** Bounds on what a draft keeps: a form with more values, or longer ones, is no form of the bank's. */
const maxValues = 200;
const maxValueLength = 600;

/** The draft of a posted form, or of a stored one (JSON, whatever it holds): the known fields' strings, within bounds. */
export function readScaDraft(source: FormData | unknown): ScaDraft {
  const record =
    typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  const draft: ScaDraft = {};
  for (const field of scaDraftFields) {
    const raw = source instanceof FormData ? source.getAll(field) : record[field];
    const values = (Array.isArray(raw) ? (raw as unknown[]) : [])
      .filter((value): value is string => typeof value === 'string' && value.length <= maxValueLength)
      .slice(0, maxValues);
    if (values.length > 0) draft[field] = values;
  }
  return draft;
}
