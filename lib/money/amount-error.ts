// D7: amount problems are client errors; the caller maps an AmountError to 400 FORMAT_ERROR with `path` (D2).

/** Why an amount was refused. */
export type AmountErrorReason =
  /** Not a plain decimal number: exponent, plus sign, spaces, comma, NaN, Infinity, empty or not a string or number. */
  | 'INVALID_FORMAT'
  /** A minus sign where only non-negative amounts are allowed. */
  | 'NEGATIVE_NOT_ALLOWED'
  /** More decimals than the currency's minor unit has. */
  | 'TOO_MANY_DECIMALS'
  /** More than 18 digits in minor units, or a JSON number with more digits than a double carries exactly. */
  | 'TOO_MANY_DIGITS'
  /** The currency is unknown or has no minor unit (XAU, XXX, ...); the caller names its currency field. */
  | 'UNSUPPORTED_CURRENCY'
  /** An int32 amount field outside -2^31..2^31-1 or not an integer. */
  | 'OUT_OF_RANGE';

/** A refused amount, with the reason and the field path it was read from. */
export class AmountError extends Error {
  override readonly name = 'AmountError';

  constructor(
    readonly reason: AmountErrorReason,
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}
