import { db } from '@/lib/db';
import { env, isSandbox } from '@/lib/env';
import { checkReadiness } from '@/lib/observability/check-readiness';
import { batchHealth, type BatchHealth, type BatchRunRow } from '@/lib/operations/status/batch-health';
import { readIncidents, type IncidentsRead } from '@/lib/operations/status/read-incidents';

export type ProbeResult = 'operational' | 'down';

export type ServiceStatus = {
  checkedAt: Date;
  api: ProbeResult;
  psu: ProbeResult;
  batch: BatchHealth;
  runs: BatchRunRow[];
  incidents: IncidentsRead;
};

// A check that has not answered in this time counts as down: the page itself must not hang.
const probeMilliseconds = 3_000;

async function probe(check: () => Promise<boolean>): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), probeMilliseconds);
    timer.unref();
  });
  try {
    return (await Promise.race([check().catch(() => false), timeout])) ? 'operational' : 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * D33: /status's live checks, run for each view: the API (the readiness /readyz reports: database and migrations),
 * the PSU pages (a read of their session table), the batch from its own BatchRun records, and the bank's incidents.
 */
export async function checkServiceStatus(now: Date): Promise<ServiceStatus> {
  const [api, psu, runs, incidents] = await Promise.all([
    probe(async () => (await checkReadiness()).status !== 'not-ready'),
    probe(async () => {
      await db.psuWebSession.findFirst({ select: { id: true } });
      return true;
    }),
    db.batchRun.findMany({ orderBy: { scheduledFor: 'desc' }, take: 5 }).catch((): BatchRunRow[] => []),
    readIncidents(env.XS2A_STATUS_INCIDENTS_FILE, now),
  ]);
  const batch = batchHealth({ isScheduled: isSandbox, times: env.XS2A_BATCH_TIMES, runs, now });
  return { checkedAt: now, api, psu, batch, runs, incidents };
}
