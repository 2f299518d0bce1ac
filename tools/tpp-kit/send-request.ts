import https from 'node:https';

export type RawRequest = { method: string; url: URL; headers: Record<string, string>; body?: Uint8Array };
export type RawResponse = { status: number; statusText: string; headers: Headers; text: string };

/** Spec "Transport": TLS 1.2 or higher. Certificate checks are off only when the caller says so. */
function sendWithoutTlsVerification(request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      request.url,
      { method: request.method, headers: request.headers, rejectUnauthorized: false, minVersion: 'TLSv1.2' },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
          }
          resolve({
            status: incoming.statusCode ?? 0,
            statusText: incoming.statusMessage ?? '',
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Sends one request and reads the whole answer. Redirects are not followed: a TPP reads `Location` itself.
 * `https` with `isInsecure` goes through node:https, because fetch cannot accept a self-signed certificate.
 */
export async function sendRequest(request: RawRequest, isInsecure: boolean): Promise<RawResponse> {
  if (isInsecure && request.url.protocol === 'https:') return sendWithoutTlsVerification(request);
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ? Buffer.from(request.body) : undefined,
    redirect: 'manual',
  });
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    text: await response.text(),
  };
}
