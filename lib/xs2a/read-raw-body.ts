import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// The largest body the API accepts: a bulk payment or signing basket of 100 payments fits comfortably.
const maxBodyBytes = 1_000_000;

/** The exact body bytes (D5: the Digest is over them), refusing oversized bodies before reading them whole. */
export async function readRawBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBodyBytes) throw tooLarge();
  return bytes;
}

function tooLarge(): Xs2aError {
  return new Xs2aError('FORMAT_ERROR', { status: 413, text: `The body is larger than ${maxBodyBytes} bytes.` });
}
