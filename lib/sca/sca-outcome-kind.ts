import type { AuthorisationKind } from '@/lib/generated/prisma/enums';
import type { ScaOutcomeKind } from '@/lib/observability/observe-sca-outcome';

const kinds: Record<AuthorisationKind, ScaOutcomeKind> = {
  CONSENT: 'consent',
  PAYMENT: 'payment',
  PAYMENT_CANCELLATION: 'payment-cancellation',
  SIGNING_BASKET: 'signing-basket',
  USER_IDENTIFICATION: 'user-identification',
};

/** D33: an authorisation's kind as the SCA outcome metric labels it. */
export function scaOutcomeKind(kind: AuthorisationKind): ScaOutcomeKind {
  return kinds[kind];
}

export type FailedScaKindInput = { consentId: string | null; paymentId?: string | null; basketId?: string | null };

/** D33: a failed SCA's kind as far as failSca knows it: what waited for the SCA (a cancellation counts as its payment). */
export function failedScaKind(input: FailedScaKindInput): ScaOutcomeKind {
  if (input.basketId) return 'signing-basket';
  if (input.paymentId) return 'payment';
  return input.consentId ? 'consent' : 'user-identification';
}
