import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * The JSON body of a mutating portal route, after requirePortalRouteDeveloper's cross-site check (D27): refused when
 * it is not JSON or too large (the size is enforced while reading), as a 415 or 413 FORMAT_ERROR.
 */
export async function readPortalJson(request: Request, maxBytes: number): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    throw new Xs2aError('FORMAT_ERROR', {
      status: 415,
      path: 'Content-Type',
      text: 'Send the body as application/json.',
    });
  }
  const tooLarge = new Xs2aError('FORMAT_ERROR', { status: 413, text: `The body is larger than ${maxBytes} bytes.` });
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader?.cancel().catch(() => undefined);
      throw tooLarge;
    }
    chunks.push(chunk.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new Xs2aError('FORMAT_ERROR', { text: 'The body is not valid JSON.' });
  }
}
