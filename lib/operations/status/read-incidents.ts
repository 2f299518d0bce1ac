import { readFile } from 'node:fs/promises';
import { getLogger } from '@/lib/observability/logger';
import { incidentsFileSchema, type Incident } from '@/lib/operations/status/incident-schema';

export type IncidentsRead = { kind: 'read'; incidents: Incident[] } | { kind: 'unreadable' };

// A status page shows what is going on: open incidents, and those resolved in the last 30 days.
const shownAfterResolvedMilliseconds = 30 * 24 * 60 * 60 * 1000;
const largestFileBytes = 256 * 1024;

/**
 * D33: the incidents of `file` to show at `now`, open ones first, then newest first; no file, none. A file that cannot
 * be read or does not match the schema is `unreadable` (logged without its content), never a broken page.
 */
export async function readIncidents(file: string | undefined, now: Date): Promise<IncidentsRead> {
  if (!file) return { kind: 'read', incidents: [] };
  try {
    const text = await readFile(file, 'utf8');
    if (text.length > largestFileBytes) throw new Error('the incidents file is larger than 256 KiB');
    const parsed = incidentsFileSchema.parse(JSON.parse(text));
    const shown = parsed.incidents.filter(
      (incident) =>
        incident.resolvedAt === null ||
        now.getTime() - Date.parse(incident.resolvedAt) <= shownAfterResolvedMilliseconds,
    );
    shown.sort(
      (a, b) =>
        Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null) ||
        Date.parse(b.startedAt) - Date.parse(a.startedAt),
    );
    return { kind: 'read', incidents: shown };
  } catch (error) {
    getLogger().warn({ error: { name: (error as Error).name } }, 'The status incidents file cannot be read');
    return { kind: 'unreadable' };
  }
}
