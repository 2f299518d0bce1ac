import { inject } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { makeNorwegianBban, norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

/** A TPP of its own (D4: its own sandbox world), with one method per HTTP verb; every request is signed (D5). */
export type SandboxTpp = {
  organizationIdentifier: string;
  get: (path: string) => Promise<TppResponse>;
  post: (path: string, body?: unknown) => Promise<TppResponse>;
  put: (path: string, body: unknown) => Promise<TppResponse>;
  delete: (path: string) => Promise<TppResponse>;
};

export function newSandboxTpp(): SandboxTpp {
  const { client, organizationIdentifier } = createSandboxTpp({ baseUrl: inject('baseUrl') });
  const withBody = (body: unknown) => (body === undefined ? {} : { body: JSON.stringify(body) });
  return {
    organizationIdentifier,
    get: (path) => client.request('GET', path),
    post: (path, body) => client.request('POST', path, withBody(body)),
    put: (path, body) => client.request('PUT', path, withBody(body)),
    delete: (path) => client.request('DELETE', path),
  };
}

/** POST /v1/sandbox/initialize, expecting success. */
export async function initializeSandboxOf(tpp: SandboxTpp): Promise<SandboxCustomerView[]> {
  const response = await tpp.post('/v1/sandbox/initialize');
  if (response.status !== 200) throw new Error(`initialize answered ${response.status}: ${response.text}`);
  return (response.body as { customers: SandboxCustomerView[] }).customers;
}

/** The first tppMessages entry of an error response (D2). */
export function firstMessage(response: TppResponse): { category?: string; code: string; path?: string; text?: string } {
  const messages = (
    response.body as { tppMessages?: { category?: string; code: string; path?: string; text?: string }[] } | undefined
  )?.tppMessages;
  return messages?.[0] ?? { code: `no tppMessages (status ${response.status}): ${response.text.slice(0, 200)}` };
}

/** Status, code and path of an error, for table-driven assertions. */
export function errorOf(response: TppResponse): { status: number; code: string; path?: string } {
  const { code, path } = firstMessage(response);
  return { status: response.status, code, ...(path === undefined ? {} : { path }) };
}

/** The bank's date (D11), and a day relative to it. */
export const today = () => bankDate(new Date());
export const daysFromToday = (days: number) => addDays(today(), days);

/** A valid national identity number not used by the known state (D10), different on every call. */
export function newCustomerNumber(): string {
  for (;;) {
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
    const year = String(Math.floor(Math.random() * 100)).padStart(2, '0');
    const individual = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
    const digits = [...`${day}${month}${year}${individual}`].map(Number);
    const first = checkDigit(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    const second = checkDigit([...digits, first], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (first < 10 && second < 10) return `${digits.join('')}${first}${second}`;
  }
}

function checkDigit(digits: number[], weights: number[]): number {
  const remainder = weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** A valid Norwegian account number (D9) outside the sandbox bank's range, different on every call. */
export function newAccountNumber(): { bban: string; iban: string } {
  for (;;) {
    const bban = makeNorwegianBban(`3000${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`);
    const iban = bban ? norwegianIbanFromBban(bban) : null;
    if (bban && iban) return { bban, iban };
  }
}
