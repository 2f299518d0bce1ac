import type { EdgeRefusal } from '@/lib/edge/find-edge-refusal';
import { logEdgeRefusal } from '@/lib/edge/log-edge-refusal';
import { refusalResponse } from '@/lib/edge/refusal-response';

/** `clientAddress`: the peer, or the client a trusted proxy names (D33), for the request log's per-address limit. */
export type RefusedRequest = {
  method: string;
  target: string;
  requestId?: string;
  acceptLanguage?: string;
  clientAddress?: string;
  started: number;
};

export type AnswerAtEdgeInput = {
  verdict: { isApi: boolean; refusal: EdgeRefusal };
  request: RefusedRequest;
  isLogged: boolean;
  send: (response: Response) => Promise<void>;
  drop: () => void;
};

/**
 * D18: answers a refused request through `send` (a ServerResponse or a raw socket), after its request-log row when it
 * is an API request the app will not log itself. Never rejects: a failure is reported and the connection dropped, so
 * nothing the edge does can bring the server down.
 */
export async function answerAtEdge(input: AnswerAtEdgeInput): Promise<void> {
  try {
    const response = refusalResponse(input.verdict, input.request);
    if (input.verdict.isApi && input.isLogged) await logEdgeRefusal(input.verdict.refusal, input.request);
    await input.send(response);
  } catch (failure) {
    console.error(`[edge] could not answer a refused request: ${(failure as Error).message}`);
    input.drop();
  }
}
