import { db } from '@/lib/db';

/** D35: ends this instance's refresh lease; the next refresh is due an interval after its attempt. */
export async function releaseRegisterRefresh(): Promise<void> {
  await db.tppRegisterRefresh.updateMany({ where: { id: 'eba' }, data: { leasedUntil: new Date(0) } });
}
