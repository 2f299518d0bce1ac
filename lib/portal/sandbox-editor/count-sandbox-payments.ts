import { db } from '@/lib/db';

/** How many payments the TPP has: the sandbox page offers "Run batch now" once there is at least one (D24). */
export async function countSandboxPayments(tppId: string): Promise<{ payments: number }> {
  return { payments: await db.payment.count({ where: { tppId } }) };
}
