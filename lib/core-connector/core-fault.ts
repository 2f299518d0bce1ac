/**
 * D34: one answer of the core that is not the contract's (a status other than 200/404, a body that is not its JSON) or
 * no answer at all; `isRetryable` when the read may be sent again (a dropped connection, 502, 503, 504).
 */
export class CoreFault extends Error {
  constructor(
    readonly reason: 'error-status' | 'malformed' | 'connection',
    readonly isRetryable: boolean,
    detail: string,
  ) {
    super(detail);
    this.name = 'CoreFault';
  }
}
