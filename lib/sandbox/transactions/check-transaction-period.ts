import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A period whose start is after its end selects nothing by mistake: 400 PARAMETER_NOT_CONSISTENT (a query-parameter rule). */
export function checkTransactionPeriod(query: { fromDate?: string; toDate?: string }): void {
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) {
    throw new Xs2aError('PARAMETER_NOT_CONSISTENT', {
      path: 'fromDate',
      text: `fromDate ${query.fromDate} is after toDate ${query.toDate}.`,
    });
  }
}
