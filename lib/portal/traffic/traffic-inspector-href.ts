import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { inspectorFilterNames, inspectorQuery, type InspectorFilters } from '@/lib/portal/request-log/inspector-url';
import type { TrafficBucket } from './traffic-buckets';

/**
 * D28: the request inspector showing exactly the calls a bar counts: the TPP's authenticated calls from the bar's
 * start to its last millisecond (Oslo time with its offset), of one operation or one error code if given.
 */
export function trafficInspectorHref(bucket: TrafficBucket, only: { operation?: string; code?: string } = {}): string {
  const filters = Object.fromEntries(inspectorFilterNames.map((name) => [name, ''])) as InspectorFilters;
  const last = formatBankDateTime(new Date(bucket.to.getTime() - 1));
  filters.authentication = 'authenticated';
  filters.operation = only.operation ?? '';
  filters.code = only.code ?? '';
  filters.from = formatBankDateTime(bucket.from);
  filters.to = `${last.slice(0, 19)}.999${last.slice(19)}`;
  return `/portal/requests?${inspectorQuery({ filters, id: '' }).toString()}`;
}
