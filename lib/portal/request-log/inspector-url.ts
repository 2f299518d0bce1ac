/** The request inspector's filters as its URL names them (D28); other pages link to /portal/requests with these. */
export const inspectorFilterNames = [
  'status',
  'authentication',
  'operation',
  'code',
  'xRequestId',
  'from',
  'to',
] as const;

export type InspectorFilterName = (typeof inspectorFilterNames)[number];
export type InspectorFilters = Record<InspectorFilterName, string>;

/** What the inspector's URL asks for: its filters ('' when absent) and one row to open, if any. */
export type InspectorUrl = { filters: InspectorFilters; id: string };

/**
 * Reads the inspector's query. An offset's "+" written unencoded in a link arrives as a space; it is read back as "+",
 * since no ISO 8601 date-time holds a space.
 */
export function readInspectorUrl(query: URLSearchParams): InspectorUrl {
  const filters = Object.fromEntries(
    inspectorFilterNames.map((name) => {
      const value = (query.get(name) ?? '').trim();
      return [name, name === 'from' || name === 'to' ? value.replaceAll(' ', '+') : value];
    }),
  ) as InspectorFilters;
  return { filters, id: (query.get('id') ?? '').trim() };
}

/** The query of an inspector URL: the filters that are set, in a fixed order, then the row to open. */
export function inspectorQuery({ filters, id }: InspectorUrl): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of inspectorFilterNames) if (filters[name]) query.set(name, filters[name]);
  if (id) query.set('id', id);
  return query;
}
