import type { Prisma } from '@/lib/generated/prisma/client';
import type { StoredResponse } from '@/lib/xs2a/repeat-outcome';
import { storeResponseStatement } from '@/lib/xs2a/request-id-replay';
import { resultToParts, type ResponseParts, type Xs2aResult } from '@/lib/xs2a/xs2a-response';

/**
 * D37: a POST's response kept for its replays (D5) by the handler's own statement, as a CTE beside the rows it writes,
 * instead of by a statement of its own after the handler; `withXs2a` keeps it itself when the handler did not.
 */
export class ReplayCopy {
  #written: { result: Xs2aResult; parts: ResponseParts } | undefined;

  constructor(private readonly key: { tppId: string; requestId: string; method: string }) {}

  /** The statement that keeps `result` as the response; the caller runs it with its writes and then returns `result`. */
  statementFor(result: Xs2aResult): Prisma.Sql {
    if (this.key.method !== 'POST') throw new Error('Only a POST keeps its response for replays (D5).');
    const parts = resultToParts(result);
    this.#written = { result, parts };
    return storeResponseStatement({ ...this.key, response: storedResponse(parts) });
  }

  /**
   * The handler's result for what `create` makes, kept by create's own statement: `create` runs `alsoWrite`'s
   * statement with its writes, and `toResult` turns what it made into the response.
   */
  async resultOf<Made>(
    create: (alsoWrite: (made: Made) => Prisma.Sql) => Promise<Made>,
    toResult: (made: Made) => Xs2aResult,
  ): Promise<Xs2aResult> {
    const made = await create((made) => this.statementFor(toResult(made)));
    return this.#written?.result ?? toResult(made);
  }

  /** The parts kept for `result` when the handler returned the very result it kept them for; else undefined. */
  writtenPartsFor(result: Xs2aResult): ResponseParts | undefined {
    return this.#written?.result === result ? this.#written.parts : undefined;
  }
}

/** D5: what the replay store keeps of a response: its `replayBody` when it has one instead of a secret (D17). */
export function storedResponse(parts: ResponseParts): StoredResponse {
  const headers = Object.fromEntries(parts.headers.entries());
  const body = new TextDecoder().decode(parts.replayBody ?? parts.body);
  return { status: parts.status, headers, body };
}
