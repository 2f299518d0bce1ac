import { daysFromToday } from '@/tests/integration/support/sandbox-tpp';

/** What errorOf gives for a 400 with this code, naming the field when the table row names one. */
export function badRequest(
  path: string | undefined,
  code = 'FORMAT_ERROR',
): { status: number; code: string; path?: string } {
  return { status: 400, code, ...(path ? { path } : {}) };
}

/** A request body with each 'TOMORROW' placeholder of a table row made the bank's next day (D11). */
export function withTomorrow(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === 'TOMORROW' ? daysFromToday(1) : value]),
  );
}

/** The customerNumbers of the known state (D10), in the order the customer list gives them. */
export const knownCustomerNumbers = ['12085592767', '13039319955', '18129215603', '20079518612'];
