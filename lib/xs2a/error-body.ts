import type { ErrorCode } from '@/lib/xs2a/error-codes';
import type { Links } from '@/lib/xs2a/links';

/** One entry of tppMessages (D2). */
export type TppMessage = { category: 'ERROR' | 'WARNING'; code: ErrorCode; path?: string; text?: string };

export type ErrorBody = { tppMessages: TppMessage[]; _links?: Links };

const maxTextLength = 500;

export type ErrorBodyInput = { code: ErrorCode; path?: string; text?: string; links?: Links };

/** D2: `{"tppMessages":[{"category":"ERROR","code":…,"path":…,"text":…}]}` with optional `_links`; text at most 500 characters. */
export function errorBody(input: ErrorBodyInput): ErrorBody {
  const message: TppMessage = { category: 'ERROR', code: input.code };
  if (input.path) message.path = input.path;
  if (input.text)
    message.text = input.text.length > maxTextLength ? `${input.text.slice(0, maxTextLength - 1)}…` : input.text;
  return input.links ? { tppMessages: [message], _links: input.links } : { tppMessages: [message] };
}
