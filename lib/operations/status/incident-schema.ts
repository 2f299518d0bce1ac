import { z } from 'zod';

const bothLanguages = z.object({ en: z.string().min(1).max(300), nb: z.string().min(1).max(300) });
const offsetDateTime = z.iso.datetime({ offset: true });

/** D33: one incident the bank writes in XS2A_STATUS_INCIDENTS_FILE, in English and Norwegian. */
export const incidentSchema = z.object({
  id: z.string().min(1).max(80),
  component: z.enum(['api', 'psu', 'batch', 'portal']),
  severity: z.enum(['maintenance', 'degraded', 'outage']),
  startedAt: offsetDateTime,
  resolvedAt: offsetDateTime.nullable().default(null),
  title: bothLanguages,
  text: z.object({ en: z.string().max(2000), nb: z.string().max(2000) }),
});

/** D33: the file: `{ "incidents": [ … ] }`, at most 200 of them. */
export const incidentsFileSchema = z.object({ incidents: z.array(incidentSchema).max(200) });

export type Incident = z.infer<typeof incidentSchema>;
