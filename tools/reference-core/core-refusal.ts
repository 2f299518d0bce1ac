/** A call the reference core answers with an error status and a Problem body (docs/core-connector.openapi.yaml). */
export class CoreRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: 'INVALID_REQUEST' | 'UNKNOWN_CUSTOMER' | 'UNKNOWN_ACCOUNT' | 'UNKNOWN_TRANSACTION',
    message: string,
  ) {
    super(message);
    this.name = 'CoreRefusal';
  }
}
