import { z } from 'zod';
import { stepNames } from '@/lib/signing/diagnosis-types';
import type { LoggedRequestHeaders } from '@/lib/xs2a/loggable-request-headers';
import type { LoggedResponse } from '@/lib/xs2a/loggable-response';

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
  /** D28: the headers as kept; null on a row logged before they were, or refused at the edge. */
  requestHeaders: LoggedRequestHeaders | null;
  /** D28: the answer's size and a refusal's body or a success's shape; null on a row logged before they were kept. */
  response: LoggedResponse | null;
};

// The shapes withXs2a stores (loggableRequestHeaders, loggableResponse), read back through schemas: the columns are JSON.
const storedHeadersSchema = z.object({
  headers: z.array(
    z.union([
      z.tuple([z.string(), z.string()]),
      z.tuple([z.string(), z.string(), z.enum(['shortened', 'masked', 'truncated'])]),
    ]),
  ),
  otherCount: z.number().int(),
});
// A shape is any JSON (ResponseShape), rendered as JSON: only its outer object is checked.
const storedResponseSchema = z.object({
  size: z.number().int(),
  body: z.unknown().optional(),
  shape: z.unknown().optional(),
});

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

/** A RequestLog row as read: the view's fields before the id, the time and the JSON columns are presented. */
type Row = Omit<RequestLogEntryView, 'id' | 'at' | 'signatureDiagnosis' | 'requestHeaders' | 'response'> & {
  id: bigint;
  at: Date;
  signatureDiagnosis: unknown;
  requestHeaders: unknown;
  response: unknown;
};

export function presentRequestLogEntry(row: Row): RequestLogEntryView {
  const diagnosis = storedDiagnosisSchema.safeParse(row.signatureDiagnosis);
  const headers = storedHeadersSchema.safeParse(row.requestHeaders);
  const response = storedResponseSchema.safeParse(row.response);
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
    requestHeaders: headers.success ? (headers.data as LoggedRequestHeaders) : null,
    response: response.success ? (response.data as LoggedResponse) : null,
  };
}
