import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// The largest body the API accepts: a bulk payment or signing basket of 100 payments fits comfortably.
const maxBodyBytes = 1_000_000;

/**
 * The exact body bytes (D5: the Digest is over them). The size is enforced while reading, so a chunked body without
 * Content-Length cannot make the instance buffer more than the limit before it is refused.
 */
export async function readRawBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // D2: a body cut off or with broken chunked framing is the client's fault (the edge has already answered it).
      throw new Xs2aError('FORMAT_ERROR', { text: 'The body could not be read to its end.' });
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBodyBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(): Xs2aError {
  return new Xs2aError('FORMAT_ERROR', { status: 413, text: `The body is larger than ${maxBodyBytes} bytes.` });
}
