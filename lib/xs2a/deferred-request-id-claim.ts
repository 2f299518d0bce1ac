import type { Prisma } from '@/lib/generated/prisma/client';
import { claimRequestId, claimStatement, refusedClaim, type RequestIdKey } from '@/lib/xs2a/request-id-replay';

/**
 * D31: the X-Request-ID claim of a read route, made by the handler's first statement (the AIS guard's CTE) or, if
 * the handler left it, by `withXs2a` before it answers: exactly once per request. Never for a POST.
 */
export class DeferredRequestIdClaim {
  #state: 'pending' | 'claimed' | 'refused' = 'pending';

  private constructor(readonly key: RequestIdKey) {}

  /** A claim the handler may carry in its first statement. */
  static pending(key: RequestIdKey): DeferredRequestIdClaim {
    if (key.method === 'POST') throw new Error('A POST claims its X-Request-ID before its handler runs (D5).');
    return new DeferredRequestIdClaim(key);
  }

  /** A claim `withXs2a` has made already: nothing for the handler to carry. */
  static made(key: RequestIdKey): DeferredRequestIdClaim {
    const claim = new DeferredRequestIdClaim(key);
    claim.#state = 'claimed';
    return claim;
  }

  get isClaimed(): boolean {
    return this.#state === 'claimed';
  }

  /** The claim for the caller's statement (it yields one row when new), or null when it was already decided. */
  pendingStatement(): Prisma.Sql | null {
    return this.#state === 'pending' ? claimStatement(this.key) : null;
  }

  /** After the caller's statement ran: the rows the claim changed. A refused id throws 400 FORMAT_ERROR. */
  async settle(changedRows: number): Promise<void> {
    if (this.#state !== 'pending') return;
    if (changedRows === 1) {
      this.#state = 'claimed';
      return;
    }
    this.#state = 'refused';
    await refusedClaim(this.key);
    throw new Error('refusedClaim answers a repeated POST only, and a deferred claim is never a POST.');
  }

  /** Makes the claim with a statement of its own, unless it was already decided. A refused id throws 400 FORMAT_ERROR. */
  async claimNow(): Promise<void> {
    if (this.#state !== 'pending') return;
    this.#state = 'refused';
    await claimRequestId(this.key);
    this.#state = 'claimed';
  }
}
