import { db } from '@/lib/db';
import { claimRegisterRefresh } from './claim-register-refresh';
import { readEbaRegisterInWorker } from './read-eba-register-in-worker';
import { releaseRegisterRefresh } from './release-register-refresh';
import { storeRegisterCopy } from './store-register-copy';
import { verifyRegisterCopy, type RegisterCopyLimits } from './verify-register-copy';

export type RegisterRefreshSettings = RegisterCopyLimits & {
  source: string;
  intervalMs: number;
  timeoutMs: number;
  maxBytes: number;
  hostCountry: string;
};

/** stored: a new last good copy; unchanged: the same bytes again; refused: failed verification; failed: unread. */
export type RegisterRefreshOutcome = {
  outcome: 'stored' | 'unchanged' | 'refused' | 'failed';
  entities?: number;
  /** Entries added, removed or changed (status, roles, name) against the last good copy. */
  changes?: { added: number; removed: number; changed: number };
  reason?: string;
};

/** D35: one refresh when this instance holds the lease (null otherwise): read, verify, compare and store the source. */
export async function refreshTppRegister(
  settings: RegisterRefreshSettings,
  signal?: AbortSignal,
): Promise<RegisterRefreshOutcome | null> {
  const now = new Date();
  const leaseMs = settings.timeoutMs + 60_000;
  if (!(await claimRegisterRefresh({ now, intervalMs: settings.intervalMs, leaseMs }))) return null;
  try {
    const parsed = await readEbaRegisterInWorker(settings, signal);
    if (!parsed.ok) return { outcome: parsed.problem === 'invalid' ? 'refused' : 'failed', reason: parsed.reason };
    if (signal?.aborted) return { outcome: 'failed', reason: 'the instance is stopping' };
    const { copy } = parsed;
    const lastGood = await db.tppRegisterCopy.findFirst({ orderBy: { fetchedAt: 'desc' } });
    if (lastGood?.checksum === copy.checksum) {
      await db.tppRegisterCopy.update({ where: { id: lastGood.id }, data: { fetchedAt: now } });
      return { outcome: 'unchanged', entities: copy.entityCount };
    }
    const previous = lastGood ? await db.tppRegisterCopyEntry.findMany({ where: { copyId: lastGood.id } }) : [];
    const lastCounts = lastGood && {
      entityCount: lastGood.entityCount,
      authorisedCount: previous.filter((entry) => entry.status === 'authorised').length,
    };
    const refusal = verifyRegisterCopy(copy, lastCounts, settings);
    if (refusal) return { outcome: 'refused', entities: copy.entityCount, reason: refusal };
    const before = new Map(previous.map((entry) => [entry.organizationIdentifier, entry]));
    const changes = { added: 0, removed: 0, changed: 0 };
    for (const entry of copy.entries) {
      const old = before.get(entry.organizationIdentifier);
      before.delete(entry.organizationIdentifier);
      if (!old) changes.added += 1;
      else if (
        old.status !== entry.status ||
        old.name !== entry.name ||
        [...old.authorisedRoles].sort().join() !== entry.authorisedRoles.join()
      )
        changes.changed += 1;
    }
    changes.removed = before.size;
    await storeRegisterCopy(copy, now);
    return { outcome: 'stored', entities: copy.entityCount, changes };
  } finally {
    await releaseRegisterRefresh();
  }
}
