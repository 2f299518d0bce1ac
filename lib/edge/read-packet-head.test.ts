import { describe, expect, it } from 'vitest';
import { readPacketHead } from './read-packet-head';

const packet = (text: string) => Buffer.from(text, 'latin1');

describe('readPacketHead', () => {
  it('reads the request line, X-Request-ID and Accept-Language of the chunk that starts a request', () => {
    const head = readPacketHead(
      packet(
        'GET /v1/acc\xe6 HTTP/1.1\r\nHost: x\r\nx-request-id:  0b9a3c55-4a5e-4c1e-9d55-2f3f4a5b6c7d \r\nAccept-Language: nb-NO\r\n\r\n',
      ),
    );
    expect(head).toEqual({
      method: 'GET',
      target: '/v1/accæ',
      requestId: '0b9a3c55-4a5e-4c1e-9d55-2f3f4a5b6c7d',
      acceptLanguage: 'nb-NO',
    });
  });

  it('reads a request line whose version is missing or broken, and drops control characters', () => {
    expect(readPacketHead(packet('\r\nG@T /v1/x\x01y\r\n'))).toEqual({
      method: 'G@T',
      target: '/v1/xy',
      requestId: undefined,
      acceptLanguage: undefined,
    });
  });

  it('knows nothing from a chunk in the middle of a header block, or from no chunk', () => {
    expect(readPacketHead(packet(''))).toBeNull();
    expect(readPacketHead(packet('aaaaaaaa'))).toBeNull();
    expect(readPacketHead(undefined)).toBeNull();
  });
});
