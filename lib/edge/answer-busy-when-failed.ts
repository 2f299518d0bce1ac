import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseScope } from '@/lib/database/database-area';
import { bankMessagePage } from '@/lib/edge/bad-request-page';
import { headerValue } from '@/lib/edge/header-value';
import { readLanguageCookie } from '@/lib/psu/i18n/language-cookie';
import { errorBody } from '@/lib/xs2a/error-body';

// Kept from Next.js's failed answer: the server's own header, set before Next.js wrote anything.
const keptHeaders = new Set(['strict-transport-security']);

/** The answer instead: the bank's busy page, or a Berlin Group body for the portal's JSON routes (D27). */
function busyAnswer(request: IncomingMessage): { headers: Record<string, string>; body: Buffer } {
  const common = { 'Retry-After': '1', 'Cache-Control': 'no-store' };
  if ((request.url ?? '').startsWith('/portal/api/')) {
    const body = errorBody({
      code: 'INTERNAL_SERVER_ERROR',
      text: 'The bank is busy and could not answer in time; nothing was changed. Send the request again in a moment.',
    });
    return { headers: { 'Content-Type': 'application/json', ...common }, body: Buffer.from(JSON.stringify(body)) };
  }
  // D30: the language the PSU chose with the switch, else the browser's.
  const language = readLanguageCookie(headerValue(request, 'cookie'));
  const page = bankMessagePage({ acceptLanguage: headerValue(request, 'accept-language'), language, page: 'busy' });
  return { headers: { ...Object.fromEntries(page.headers), ...common }, body: Buffer.from(page.html) };
}

/**
 * D13: a page or route outside the API fails in Next.js with a 5xx when its area had no free connection in time or a
 * statement ran past the area's lock or statement timeout. Installed before Next.js gets the response, this answers
 * such a failure with the bank's busy page (503, Retry-After) and drops Next.js's answer; any other passes unchanged.
 */
export function answerBusyWhenFailed(request: IncomingMessage, response: ServerResponse, scope: DatabaseScope): void {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let body: Buffer | null = null;
  let isEnded = false;
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');

  // Replaces the answer when its head, about to be written, is a failure of a request that found its pool busy.
  const replaces = (status: number): boolean => {
    if (body) return true;
    if (status < 500 || !scope.wasBusy || response.headersSent) return false;
    const answer = busyAnswer(request);
    for (const name of response.getHeaderNames()) if (!keptHeaders.has(name)) response.removeHeader(name);
    writeHead(503, { ...answer.headers, 'Content-Length': String(answer.body.byteLength) });
    body = answer.body;
    return true;
  };

  response.writeHead = ((status: number, ...rest: unknown[]) =>
    replaces(status) ? response : writeHead(status, ...rest)) as typeof response.writeHead;
  response.write = ((...args: unknown[]) => {
    if (!replaces(response.statusCode)) return write(...args);
    callbackOf(args)?.();
    return true;
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    if (!replaces(response.statusCode)) return end(...args);
    if (!isEnded) end(body, callbackOf(args));
    isEnded = true;
    return response;
  }) as typeof response.end;
}
