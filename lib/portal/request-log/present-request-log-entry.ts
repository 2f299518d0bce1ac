import { z } from 'zod';
import { stepNames } from '@/lib/signing/diagnosis-types';

export type RequestLogEntryView = {
  id: string;
  at: string;
  method: string;
  path: string;
  operation: string | null;
  status: number;
  errorCodes: string[];
  durationMs: number;
  xRequestId: string | null;
  /** D28: false when the signature or certificate failed: anyone holding the TPP's public certificate may have sent it. */
  isAuthenticated: boolean;
  signatureDiagnosis: StoredDiagnosis | null;
};

// The shape withXs2a stores for a refused signature; read back through a schema, since the column is JSON.
const storedDiagnosisSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(stepNames),
      outcome: z.enum(['passed', 'failed', 'skipped']),
      detail: z.string(),
      lines: z.array(z.string()).optional(),
      expected: z.string().optional(),
      given: z.string().optional(),
    }),
  ),
  failure: z.object({ step: z.enum(stepNames), code: z.string(), text: z.string() }).optional(),
});

export type StoredDiagnosis = z.infer<typeof storedDiagnosisSchema>;

/** A RequestLog row as read: the view's fields before the id, the time and the diagnosis are presented. */
type Row = Omit<RequestLogEntryView, 'id' | 'at' | 'signatureDiagnosis'> & {
  id: bigint;
  at: Date;
  signatureDiagnosis: unknown;
};

export function presentRequestLogEntry(row: Row): RequestLogEntryView {
  const diagnosis = storedDiagnosisSchema.safeParse(row.signatureDiagnosis);
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    method: row.method,
    path: row.path,
    operation: row.operation,
    status: row.status,
    errorCodes: row.errorCodes,
    durationMs: row.durationMs,
    xRequestId: row.xRequestId,
    isAuthenticated: row.isAuthenticated,
    signatureDiagnosis: diagnosis.success ? diagnosis.data : null,
  };
}
