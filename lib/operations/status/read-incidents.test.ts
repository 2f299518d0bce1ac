import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIncidents } from './read-incidents';

// D33: the bank's incidents for /status come from a JSON file it writes; a bad file never breaks the page.
const now = new Date('2026-11-28T09:00:00+01:00');
const incident = (id: string, startedAt: string, resolvedAt: string | null) => ({
  id,
  component: 'api',
  severity: 'degraded',
  startedAt,
  resolvedAt,
  title: { en: `Incident ${id}`, nb: `Hendelse ${id}` },
  text: { en: '', nb: '' },
});

async function fileWith(content: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'incidents-')), 'incidents.json');
  await writeFile(file, content);
  return file;
}

describe('readIncidents', () => {
  it('shows open incidents first, then those resolved in the last 30 days, newest first', async () => {
    const file = await fileWith(
      JSON.stringify({
        incidents: [
          incident('old', '2026-09-01T10:00:00+02:00', '2026-09-01T12:00:00+02:00'),
          incident('recent', '2026-11-20T10:00:00+01:00', '2026-11-20T11:00:00+01:00'),
          incident('open', '2026-11-01T10:00:00+01:00', null),
          incident('newer', '2026-11-25T10:00:00+01:00', '2026-11-25T10:30:00+01:00'),
        ],
      }),
    );
    const read = await readIncidents(file, now);
    expect(read.kind === 'read' && read.incidents.map((shown) => shown.id)).toEqual(['open', 'newer', 'recent']);
  });

  it('shows none without a file, and says so when the file is missing or does not match', async () => {
    expect(await readIncidents(undefined, now)).toEqual({ kind: 'read', incidents: [] });
    expect(await readIncidents('/nonexistent/incidents.json', now)).toEqual({ kind: 'unreadable' });
    const bad = await fileWith(JSON.stringify({ incidents: [{ ...incident('x', 'yesterday', null) }] }));
    expect(await readIncidents(bad, now)).toEqual({ kind: 'unreadable' });
  });
});
