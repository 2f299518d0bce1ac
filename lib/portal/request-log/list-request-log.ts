import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { refusedWithCertificates } from './refused-with-certificates';
import { presentRequestLogEntry, type RequestLogEntryView } from './present-request-log-entry';
import { requestLogCursor, type RequestLogQuery } from './request-log-query';

export type RequestLogPage = { entries: RequestLogEntryView[]; nextCursor: string | null };

/**
 * One page of a TPP's request log (D14), newest first, with keyset paging on (at, id) so that rows written meanwhile
 * never shift a page. tppId comes from the developer's session only: another TPP's rows cannot match; refused rows
 * count when they came with one of the TPP's certificates.
 */
export async function listRequestLog(tppId: string, query: RequestLogQuery): Promise<RequestLogPage> {
  const certificates = await db.tppCertificate.findMany({ where: { tppId }, select: { fingerprint: true } });
  const refused = refusedWithCertificates(certificates.map((certificate) => certificate.fingerprint));
  const conditions: Prisma.RequestLogWhereInput[] = [refused ? { OR: [{ tppId }, refused] } : { tppId }];
  if (query.status) conditions.push({ status: statusRange(query.status) });
  if (query.operation) conditions.push({ operation: query.operation });
  if (query.xRequestId) conditions.push({ xRequestId: query.xRequestId });
  if (query.from) conditions.push({ at: { gte: query.from } });
  if (query.to) conditions.push({ at: { lte: query.to } });
  if (query.cursor) {
    const { at, id } = query.cursor;
    conditions.push({ OR: [{ at: { lt: at } }, { at, id: { lt: id } }] });
  }
  const rows = await db.requestLog.findMany({
    where: { AND: conditions },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { entries: page.map(presentRequestLogEntry), nextCursor: rows.length > query.limit && last ? requestLogCursor(last) : null };
}

function statusRange(status: string): Prisma.IntFilter {
  if (status.endsWith('xx')) {
    const hundred = Number(status[0]) * 100;
    return { gte: hundred, lt: hundred + 100 };
  }
  return { equals: Number(status) };
}
