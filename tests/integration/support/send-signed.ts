import { inject } from 'vitest';
import { signRequest, type SignRequestInput } from '@/tools/tpp-kit/sign-request';

export type RawResponse = { status: number; headers: Headers; body: unknown };

/** Signs like a TPP, lets the test tamper with the result, then sends it with fetch. */
export async function sendSigned(
  input: SignRequestInput & {
    tamper?: (request: { headers: Record<string, string>; body?: Uint8Array; url: string }) => void;
  },
): Promise<RawResponse> {
  const signed = signRequest(input);
  const request = { headers: { ...signed.headers }, body: signed.body, url: input.url };
  input.tamper?.(request);
  const response = await fetch(`${inject('baseUrl')}${request.url}`, {
    method: input.method,
    headers: Object.fromEntries(Object.entries(request.headers).filter(([, value]) => value !== undefined)),
    body: request.body ? Buffer.from(request.body) : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

/** Removes a header whatever its case. */
export function dropHeader(headers: Record<string, string>, name: string): void {
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
}

export function setHeader(headers: Record<string, string>, name: string, value: string): void {
  dropHeader(headers, name);
  headers[name] = value;
}

export function getHeader(headers: Record<string, string>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key ? (headers[key] ?? '') : '';
}

/** Replaces a header (whatever its case) with what `edit` makes of its value. */
export function editHeader(headers: Record<string, string>, name: string, edit: (value: string) => string): void {
  setHeader(headers, name, edit(getHeader(headers, name)));
}
