import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';

/** D16: "My consents" reads and revokes a sandbox customer's consents on the sandbox time of the customer's TPP. */
export async function myConsentsNow(session: { customerTppId: string | null }, now: Date): Promise<Date> {
  return session.customerTppId ? sandboxNow({ tppId: session.customerTppId, now }) : now;
}
