import type { EdgeRefusal } from '@/lib/edge/find-edge-refusal';
import { clientAddressHeader } from '@/lib/edge/internal-headers';
import { observeRequest } from '@/lib/observability/observe-request';
import { clientAddress } from '@/lib/web/client-address';
import { writeRequestLog } from '@/lib/xs2a/write-request-log';

export type LogEdgeRefusalOptions = {
  method: string;
  target: string;
  requestId?: string;
  clientAddress?: string;
  started: number;
};

/**
 * D18: the request-log row, JSON log line and metrics of an API request the edge refused: no TPP, the target as sent,
 * the edge's operation name, counted against its client address. Like every log write it never fails the answer.
 */
export async function logEdgeRefusal(refusal: EdgeRefusal, request: LogEdgeRefusalOptions): Promise<void> {
  const entry = {
    method: request.method.slice(0, 20),
    path: request.target,
    operation: refusal.operation,
    status: refusal.status,
    errorCodes: [refusal.code],
    durationMs: performance.now() - request.started,
    xRequestId: request.requestId,
  };
  observeRequest(entry);
  // D28: counted against its address's limit, in the form the app reads from the launcher's header.
  await writeRequestLog({
    ...entry,
    clientAddress: clientAddress(new Headers({ [clientAddressHeader]: request.clientAddress ?? '' })),
  });
}
