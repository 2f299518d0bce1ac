import { db } from '@/lib/db';
import { mostRedirectHosts, normaliseRedirectHost } from '@/lib/portal/organisation/redirect-host';

export type RedirectHostsOutcome = { kind: 'added' | 'removed' } | { kind: 'invalid'; problem: 'host' | 'too-many-hosts' };

/**
 * D17: adds or removes one of the hosts production lets the TPP's TPP-Redirect-URI use. The list is rewritten in one
 * compare-and-swap update, so two developers changing it at once cannot lose each other's change.
 */
export async function changeRedirectHosts(input: { tppId: string; change: 'add' | 'remove'; host: string }): Promise<RedirectHostsOutcome> {
  const host = normaliseRedirectHost(input.host);
  if (!host) return { kind: 'invalid', problem: 'host' };
  for (let attempt = 0; attempt < 5; attempt++) {
    const tpp = await db.tpp.findUniqueOrThrow({ where: { id: input.tppId }, select: { redirectHosts: true } });
    const current = tpp.redirectHosts;
    const next = input.change === 'add' ? [...new Set([...current, host])].sort() : current.filter((candidate) => candidate !== host);
    if (next.length > mostRedirectHosts) return { kind: 'invalid', problem: 'too-many-hosts' };
    // A TPP row made without hosts holds NULL, which Prisma reads as [].
    const updated = await db.$executeRaw`UPDATE "Tpp" SET "redirectHosts" = ${next}::text[], "updatedAt" = now() WHERE id = ${input.tppId} AND COALESCE("redirectHosts", ARRAY[]::text[]) = ${current}::text[]`;
    if (updated === 1) return { kind: input.change === 'add' ? 'added' : 'removed' };
  }
  throw new Error('The redirect hosts kept changing; try again.');
}
