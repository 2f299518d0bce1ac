/** A response kept for replaying a repeated POST (D5). */
export type StoredResponse = { status: number; headers: Record<string, string>; body: string };

/** The first use of an X-Request-ID as its row holds it; `responseStatus` is null while the first is being processed. */
export type SeenRequest = {
  method: string;
  path: string;
  responseStatus: number | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
};

/** A repeat: the first response, a refusal (400 FORMAT_ERROR), or wait, as the first has not answered yet. */
export type RepeatOutcome =
  { kind: 'replay'; response: StoredResponse } | { kind: 'refused'; text: string } | { kind: 'wait' };

const usedText = 'This X-Request-ID was already used in the last 24 hours; send a new UUID with every request.';

/**
 * D5: what a repeated X-Request-ID gets. A POST to the same path gets the first response and runs nothing, whatever
 * its body, or waits while the first is still being processed; any other repeat is refused. `seen` is null when the
 * first released the id meanwhile (a 5xx): wait, and the next claim takes it.
 */
export function repeatOutcome(key: { method: string; path: string }, seen: SeenRequest | null): RepeatOutcome {
  if (key.method !== 'POST') return { kind: 'refused', text: usedText };
  if (!seen) return { kind: 'wait' };
  if (seen.method !== 'POST' || seen.path !== key.path) return { kind: 'refused', text: usedText };
  if (seen.responseStatus === null) return { kind: 'wait' };
  return {
    kind: 'replay',
    response: { status: seen.responseStatus, headers: seen.responseHeaders ?? {}, body: seen.responseBody ?? '' },
  };
}
