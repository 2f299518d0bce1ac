import { isSandbox } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D16: the payments a batch run covers: one TPP's, or everyone's but those of a sandbox whose clock moved (which runs
 * its batch on its own clock). Production has no sandbox clock and never looks for one.
 */
export function batchRunScope(tppId: string | undefined): Prisma.PaymentWhereInput {
  if (tppId) return { tppId };
  return isSandbox ? { tpp: { sandboxClock: { is: null } } } : {};
}
