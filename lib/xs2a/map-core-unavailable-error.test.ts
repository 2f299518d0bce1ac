import { describe, expect, it } from 'vitest';
import { CoreUnavailableError } from '@/lib/core-connector/core-accounts';
import { errorToParts } from './xs2a-response';

// D34: a read whose refresh the core could not give is 503 INTERNAL_SERVER_ERROR with Retry-After, never a bare 500.
describe('errorToParts with a core that cannot answer', () => {
  const cases: { reason: CoreUnavailableError['reason']; retryAfterSeconds: number; header: string }[] = [
    { reason: 'timeout', retryAfterSeconds: 7, header: '7' },
    { reason: 'circuit-open', retryAfterSeconds: 30, header: '30' },
    // Retry-After is whole seconds, at least one.
    { reason: 'busy', retryAfterSeconds: 0.2, header: '1' },
    { reason: 'malformed', retryAfterSeconds: 2.5, header: '3' },
  ];
  it.each(cases)('answers $reason with 503 and Retry-After $header', ({ reason, retryAfterSeconds, header }) => {
    const parts = errorToParts(new CoreUnavailableError(reason, retryAfterSeconds, 'detail'), 'request-1');
    const body = JSON.parse(new TextDecoder().decode(parts.body));
    expect(parts.status).toBe(503);
    expect(parts.headers.get('Retry-After')).toBe(header);
    expect(parts.isRetryable).toBe(true);
    expect(body.tppMessages).toEqual([
      {
        category: 'ERROR',
        code: 'INTERNAL_SERVER_ERROR',
        text: 'The bank cannot give account information right now; nothing was counted. Send the request again later.',
      },
    ]);
  });
});
