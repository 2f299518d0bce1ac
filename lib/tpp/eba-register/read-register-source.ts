import { createReadStream } from 'node:fs';

/** Redirects a download may take (a download site to its storage); more is a loop. */
const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * D35: the bytes of the register's source, an https URL (redirects only to https) or a local file, as they arrive; a
 * download must answer 200 and end within `timeoutMs`. Never quotes the URL, which may carry a token.
 */
export async function* readRegisterSource(source: string, timeoutMs: number): AsyncGenerator<Uint8Array> {
  if (!/^https:\/\//i.test(source)) {
    yield* createReadStream(source, { highWaterMark: 1 << 20 });
    return;
  }
  const response = await fetchOverHttps(source, AbortSignal.timeout(timeoutMs));
  if (response.status !== 200 || !response.body) throw new Error(`the source answered HTTP ${response.status}`);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
}

/** Follows redirects one by one, each checked before it is asked: a hop over plain http could send us anywhere. */
async function fetchOverHttps(source: string, signal: AbortSignal): Promise<Response> {
  let url = source;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const response = await fetch(url, { signal, redirect: 'manual', headers: { Accept: 'application/json' } }).catch(
      (error: Error) => {
        // fetch says only "fetch failed"; the reason (ECONNREFUSED, a certificate error) is its cause, without the URL.
        const cause = error.cause as { code?: string; message?: string } | undefined;
        throw new Error(`the source cannot be reached: ${cause?.code ?? cause?.message ?? error.name}`);
      },
    );
    const location = response.headers.get('location');
    if (!redirectStatuses.has(response.status) || !location) return response;
    await response.body?.cancel();
    url = new URL(location, url).href;
    if (!url.startsWith('https://')) throw new Error('the source redirected away from https');
  }
  throw new Error(`the source redirected more than ${maxRedirects} times`);
}
