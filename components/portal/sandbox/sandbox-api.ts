import { portalCsrfHeader } from '@/components/portal/portal-csrf-header';

/** A refusal as the portal routes send it (D2). */
export type TppMessage = { code: string; path?: string; text?: string };

export class SandboxCallError extends Error {
  constructor(readonly messages: TppMessage[]) {
    super(messages.map((message) => `${message.code}: ${message.text ?? ''}`).join(' '));
  }
}

/** One call of the portal's sandbox route; a refusal throws with its tppMessages. */
export async function sandboxCall<Body = unknown>(method: string, path: string, body?: unknown): Promise<Body> {
  const response = await fetch(`/portal/api/sandbox/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...portalCsrfHeader(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text === '' ? undefined : (JSON.parse(text) as Body & { tppMessages?: TppMessage[] });
  if (!response.ok) throw new SandboxCallError(parsed?.tppMessages ?? [{ code: String(response.status) }]);
  return parsed as Body;
}
