import { db } from '@/lib/db';
import { mostRedirectHosts, normaliseRedirectHost } from '@/lib/portal/organisation/redirect-host';

export type RedirectHostsOutcome =
  { kind: 'added' | 'removed' } | { kind: 'invalid'; problem: 'host' | 'too-many-hosts' };

export type ChangeRedirectHostsInput = { tppId: string; change: 'add' | 'remove'; host: string };

/**
 * D17: adds or removes one of the hosts production lets the TPP's TPP-Redirect-URI use. The list is read under a lock
 * on the TPP's row and rewritten in the same transaction, so developers changing it at once queue: none loses another's
 * change, and none is refused for having waited.
 */
export async function changeRedirectHosts(input: ChangeRedirectHostsInput): Promise<RedirectHostsOutcome> {
  const host = normaliseRedirectHost(input.host);
  if (!host) return { kind: 'invalid', problem: 'host' };
  return db.$transaction(async (client) => {
    // A TPP row made without hosts holds NULL.
    const [tpp] = await client.$queryRaw<
      { redirectHosts: string[] | null }[]
    >`SELECT "redirectHosts" FROM "Tpp" WHERE id = ${input.tppId} FOR UPDATE`;
    const current = tpp?.redirectHosts ?? [];
    const next =
      input.change === 'add'
        ? [...new Set([...current, host])].sort()
        : current.filter((candidate) => candidate !== host);
    if (next.length > mostRedirectHosts) return { kind: 'invalid', problem: 'too-many-hosts' };
    await client.tpp.update({ where: { id: input.tppId }, data: { redirectHosts: next } });
    return { kind: input.change === 'add' ? 'added' : 'removed' };
  });
}
