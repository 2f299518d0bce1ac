import type { ErrorCode } from '@/lib/xs2a/error-codes';

/** Why an SCA ended without approval. */
export type ScaFailureReason =
  | 'cancelled'
  | 'credentials'
  | 'withdrawn'
  | 'link-expired'
  | 'session-ended'
  | 'payment-cancelled'
  | 'payment-link-expired'
  | 'payment-session-ended'
  | 'debtor-account'
  | 'schedule-passed';

/** Spec "SCA redirect flow" 5: the query the PSU brings back to the TPP after a failed SCA. */
export type ScaFailure = { system: string; status: number; code: ErrorCode; message: string };

// `system` names the bank component that ended the SCA; the codes are the Berlin Group codes a TPP already handles (D2).
export const scaFailures: Record<ScaFailureReason, ScaFailure> = {
  /** The PSU chose Cancel. */
  cancelled: {
    system: 'SCA',
    status: 401,
    code: 'CONSENT_INVALID',
    message: 'The customer cancelled the authorisation.',
  },
  /** Three national identity numbers in a row matched no customer (D17). */
  credentials: {
    system: 'SCA',
    status: 401,
    code: 'PSU_CREDENTIALS_INVALID',
    message: 'The customer could not be authenticated.',
  },
  /** D17: the scaRedirect link was opened after its 15 minutes, never before. */
  'link-expired': {
    system: 'SCA',
    status: 401,
    code: 'CONSENT_INVALID',
    message: 'The authorisation link expired before the customer opened it.',
  },
  /** D29: the link was opened, but its 15-minute session ended before the customer decided. */
  'session-ended': {
    system: 'SCA',
    status: 401,
    code: 'CONSENT_INVALID',
    message: 'The customer did not finish within 15 minutes of opening the authorisation link.',
  },
  /** The TPP deleted the consent (or cancelled the payment, D23) while the PSU was approving it. */
  withdrawn: {
    system: 'SCA',
    status: 401,
    code: 'CONSENT_INVALID',
    message: 'The request was withdrawn by the provider.',
  },
  /** D23: the PSU chose Cancel on a payment's approval page. */
  'payment-cancelled': {
    system: 'SCA',
    status: 400,
    code: 'PAYMENT_FAILED',
    message: 'The customer cancelled the payment.',
  },
  /** D23: a payment's (or basket's) scaRedirect link was opened after its 15 minutes, never before. */
  'payment-link-expired': {
    system: 'SCA',
    status: 400,
    code: 'PAYMENT_FAILED',
    message: 'The authorisation link expired before the customer opened it.',
  },
  /** D29: a payment's (or basket's) link was opened, but its session ended before the customer decided. */
  'payment-session-ended': {
    system: 'SCA',
    status: 400,
    code: 'PAYMENT_FAILED',
    message: 'The customer did not finish within 15 minutes of opening the authorisation link.',
  },
  /** D23: the payment names a debtor account the PSU may not pay from in the chosen context. */
  'debtor-account': {
    system: 'SCA',
    status: 400,
    code: 'PAYMENT_FAILED',
    message: 'The customer may not pay from the debtor account given in the payment.',
  },
  /** D23: every payment date of the standing order had passed (or came after the day's last batch run) at the approval. */
  'schedule-passed': {
    system: 'SCA',
    status: 400,
    code: 'EXECUTION_DATE_INVALID',
    message: 'Every payment date of the standing order passed before the customer approved it.',
  },
};

/** The number of failed sign-ins that ends an SCA (D17). */
export const maxFailedSignIns = 3;
