import { searchParamsObject } from '@/lib/sandbox/shared/search-params-object';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { listRequestLog, type RequestLogPage } from './list-request-log';
import { requestLogQuerySchema } from './request-log-query';

/** The request inspector's JSON (D28): the filters checked (a forged value is a 400 naming it), then one page. */
export async function readRequestLog(tppId: string, query: URLSearchParams): Promise<RequestLogPage> {
  const parsed = requestLogQuerySchema.safeParse(searchParamsObject(query));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') || undefined;
    const text =
      issue?.code === 'unrecognized_keys'
        ? `Unknown filter: ${issue.keys.join(', ')}.`
        : (issue?.message ?? 'A filter is malformed.');
    throw new Xs2aError('FORMAT_ERROR', { path, text });
  }
  if (parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
    throw new Xs2aError('PERIOD_INVALID', { path: 'from', text: 'The start of the time range is after its end.' });
  }
  return listRequestLog(tppId, parsed.data);
}
