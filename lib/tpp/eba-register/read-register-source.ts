import { createReadStream } from 'node:fs';

/**
 * D35: the bytes of the register's source, an https URL (redirects only to https) or a local file, as they arrive; a
 * download must answer 200 and end within `timeoutMs`. Never quotes the URL, which may carry a token.
 */
export async function* readRegisterSource(source: string, timeoutMs: number): AsyncGenerator<Uint8Array> {
  if (!/^https:\/\//i.test(source)) {
    yield* createReadStream(source, { highWaterMark: 1 << 20 });
    return;
  }
  const response = await fetch(source, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: 'application/json' },
  }).catch((error: Error) => {
    // fetch says only "fetch failed"; the reason (ECONNREFUSED, a certificate error) is its cause, without the URL.
    const cause = error.cause as { code?: string; message?: string } | undefined;
    throw new Error(`the source cannot be reached: ${cause?.code ?? cause?.message ?? error.name}`);
  });
  // A download site may redirect to its storage; never to plain http, where the register could be forged.
  if (!response.url.startsWith('https://')) throw new Error('the source redirected away from https');
  if (response.status !== 200 || !response.body) throw new Error(`the source answered HTTP ${response.status}`);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
}
