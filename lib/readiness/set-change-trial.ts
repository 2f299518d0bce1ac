import { usageChanges } from '@/lib/berlin-group/bank-changes';
import { db } from '@/lib/db';

/**
 * D11: turns "Try it now" of a change of the registry on or off for the TPP's sandbox; false for an id that is not a
 * rule or deprecation a request can touch.
 */
export async function setChangeTrial(input: { tppId: string; changeId: string; isOn: boolean }): Promise<boolean> {
  if (!usageChanges.some((change) => change.id === input.changeId)) return false;
  const key = { tppId: input.tppId, changeId: input.changeId };
  if (input.isOn) await db.changeTrial.upsert({ where: { tppId_changeId: key }, create: key, update: {} });
  else await db.changeTrial.deleteMany({ where: key });
  return true;
}
