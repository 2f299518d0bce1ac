import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

export type RequestLogEntry = {
  tppId?: string;
  method: string;
  path: string;
  /** The operation withXs2a was given, or the edge's name for what it refused (D18). */
  operation: string;
  status: number;
  errorCodes: string[];
  durationMs: number;
  xRequestId?: string;
  signatureDiagnosis?: Prisma.InputJsonValue;
};

/** D14: every XS2A request, accepted or refused, leaves one row. A failure to log never fails the request. */
export async function writeRequestLog(entry: RequestLogEntry): Promise<void> {
  try {
    await db.requestLog.create({
      data: {
        tppId: entry.tppId,
        method: entry.method,
        path: entry.path.slice(0, 1000),
        operation: entry.operation,
        status: entry.status,
        errorCodes: entry.errorCodes,
        durationMs: Math.round(entry.durationMs),
        xRequestId: entry.xRequestId?.slice(0, 100),
        signatureDiagnosis: entry.signatureDiagnosis,
      },
    });
  } catch (error) {
    console.error(`[request-log] could not write the log row for ${entry.method} ${entry.path}: ${(error as Error).message}`);
  }
}
