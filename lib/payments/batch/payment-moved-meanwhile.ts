/** D24: a compare-and-swap that found the payment moved by someone else; thrown to roll the whole execution back. */
export class PaymentMovedMeanwhile extends Error {}
