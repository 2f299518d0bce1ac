import { db } from '@/lib/db';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { presentRequestLogEntry, type RequestLogEntryView } from './present-request-log-entry';
import { requestLogCursor, type RequestLogQuery } from './request-log-query';
import { tppRequestLogSources } from './tpp-request-log-sources';

export type RequestLogPage = { entries: RequestLogEntryView[]; nextCursor: string | null };

type RequestLogRow = Awaited<ReturnType<typeof db.requestLog.findMany>>[number];

/**
 * D28: one page of a TPP's request log, newest first, keyset-paged on (at, id); the TPP's own rows and the refused rows
 * of its certificates are read apart, each in its index's order, and merged. `tppId` comes from the session only.
 */
export async function listRequestLog(tppId: string, query: RequestLogQuery): Promise<RequestLogPage> {
  const filters = queryFilters(query);
  const sources = await tppRequestLogSources(tppId, query.authentication);
  const pages = await Promise.all(sources.map((source) => newestRows({ AND: [source, ...filters] }, query.limit + 1)));
  const rows = pages
    .flat()
    .sort(newestFirst)
    .slice(0, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(presentRequestLogEntry),
    nextCursor: rows.length > query.limit && last ? requestLogCursor(last) : null,
  };
}

function newestRows(where: Prisma.RequestLogWhereInput, take: number): Promise<RequestLogRow[]> {
  return db.requestLog.findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }], take });
}

function newestFirst(a: RequestLogRow, b: RequestLogRow): number {
  return b.at.getTime() - a.at.getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);
}

function queryFilters(query: RequestLogQuery): Prisma.RequestLogWhereInput[] {
  // D36: a day's partition is dropped once the whole day is past the retention; its older rows are not shown meanwhile.
  const retentionStart = new Date(Date.now() - env.XS2A_REQUEST_LOG_RETENTION_DAYS * 24 * 3_600_000);
  const filters: Prisma.RequestLogWhereInput[] = [{ at: { gte: retentionStart } }];
  if (query.status) filters.push({ status: statusRange(query.status) });
  if (query.operation) filters.push({ operation: query.operation });
  if (query.xRequestId) filters.push({ xRequestId: query.xRequestId });
  // D28: a code is only ever on a refused row, and the partial GIN index on errorCodes holds exactly those.
  if (query.code) filters.push({ status: { gte: 400 }, errorCodes: { has: query.code } });
  if (query.id !== undefined) filters.push({ id: query.id });
  if (query.from) filters.push({ at: { gte: query.from } });
  if (query.to) filters.push({ at: { lte: query.to } });
  if (query.cursor) {
    const { at, id } = query.cursor;
    // D36: the bound on at alone (implied by the keyset) skips the newer days' partitions and starts each index there.
    filters.push({ at: { lte: at } }, { OR: [{ at: { lt: at } }, { at, id: { lt: id } }] });
  }
  return filters;
}

function statusRange(status: string): Prisma.IntFilter {
  if (status.endsWith('xx')) {
    const hundred = Number(status[0]) * 100;
    return { gte: hundred, lt: hundred + 100 };
  }
  return { equals: Number(status) };
}
