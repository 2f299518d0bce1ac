import { randomUUID } from 'node:crypto';
import type { TppClient, TppRequestInit, TppResponse } from '@/tools/tpp-kit/tpp-client';

/** One signed request as the TPP saw it: its X-Request-ID, and its status or null when no answer came. */
export type JournalEntry = {
  xRequestId: string;
  method: string;
  path: string;
  status: number | null;
  sentAt: number;
  answeredAt: number;
};

/**
 * A TPP client that gives every request its own X-Request-ID (unless one is given, as a retry does) and writes each
 * request and its outcome into `journal`, so the benchmark can compare what was answered with what the service kept.
 */
export function journaledClient(
  client: () => TppClient,
  journal: JournalEntry[],
): { request: (method: string, path: string, init?: TppRequestInit) => Promise<TppResponse | null> } {
  return {
    async request(method, path, init = {}) {
      const xRequestId = init.headers?.['X-Request-ID'] ?? randomUUID();
      const entry: JournalEntry = { xRequestId, method, path, status: null, sentAt: Date.now(), answeredAt: 0 };
      journal.push(entry);
      try {
        const response = await client().request(method, path, {
          ...init,
          headers: { ...init.headers, 'X-Request-ID': xRequestId },
        });
        entry.status = response.status;
        return response;
      } catch {
        return null;
      } finally {
        entry.answeredAt = Date.now();
      }
    },
  };
}
