import { db } from '@/lib/db';
import type { AuthorisationKind, ConsentStatus, PsuContext, ScaStatus } from '@/lib/generated/prisma/enums';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

/** One SCA process as the PSU pages see it. */
export type ScaFlow = {
  authorisationId: string;
  kind: AuthorisationKind;
  scaStatus: ScaStatus;
  tppId: string;
  /** Spec: the TPP's name from its certificate. */
  tppName: string;
  /** D3: the TPP's organizationIdentifier; names its sandbox world on "My consents". */
  tppOrganizationIdentifier: string;
  /** The identified PSU, once signed in. */
  customerId: string | null;
  /** Before sign-in: the context the TPP asked for (PSU-Context); afterwards: the PSU's choice. */
  context: PsuContext | null;
  /** The context the TPP asked for, which "Not you?" (D29) restores for the next person's sign-in. */
  requestedContext: PsuContext | null;
  agreementId: string | null;
  consentId: string | null;
  consentStatus: ConsentStatus | null;
  /** The payment an SCA of kind PAYMENT approves (D23). */
  paymentId: string | null;
  /** The signing basket an SCA of kind SIGNING_BASKET approves (D25). */
  basketId: string | null;
  /** Spec 7: false offers approval in the (simulated) mobile app. */
  redirectPreferred: boolean;
  /** From the triggering request's PSU-Accept-Language; null: the browser's language decides. */
  language: Language | null;
  failedAttempts: number;
  /** When the last sign-in attempt (or "Not you?", D29) began the sign-in's current round: what sealed input is bound to. */
  triedNumberAt: Date | null;
  /** Whether the scaRedirect link was opened; a failed SCA whose link never was failed because the link expired (D17). */
  isLinkOpened: boolean;
  /** D29: the SCA failed because the session its link opened ended before the PSU decided. */
  hasSessionEnded: boolean;
  psuIdHint: string | null;
  corporateIdHint: string | null;
  tppSessionId: string;
  tppRedirectUri: string;
  tppNokRedirectUri: string | null;
};

export async function getScaFlow(authorisationId: string): Promise<ScaFlow | null> {
  const row = await db.authorisation.findUnique({
    where: { id: authorisationId },
    include: { tpp: { select: { name: true, organizationIdentifier: true } }, consent: { select: { status: true } } },
  });
  if (!row) return null;
  return {
    authorisationId: row.id,
    kind: row.kind,
    scaStatus: row.scaStatus,
    tppId: row.tppId,
    tppName: row.tpp.name,
    tppOrganizationIdentifier: row.tpp.organizationIdentifier,
    customerId: row.customerId,
    context: row.context,
    requestedContext: row.requestedContext,
    agreementId: row.agreementId,
    consentId: row.consentId,
    consentStatus: row.consent?.status ?? null,
    paymentId: row.paymentId,
    basketId: row.basketId,
    redirectPreferred: row.redirectPreferred,
    language: row.language === 'nb' || row.language === 'en' ? row.language : null,
    failedAttempts: row.failedAttempts,
    triedNumberAt: row.triedNumberAt,
    isLinkOpened: row.linkUsedAt !== null,
    hasSessionEnded: row.sessionEndedAt !== null,
    psuIdHint: row.psuIdHint,
    corporateIdHint: row.corporateIdHint,
    tppSessionId: row.tppSessionId,
    tppRedirectUri: row.tppRedirectUri,
    tppNokRedirectUri: row.tppNokRedirectUri,
  };
}

/** The page an SCA process is at: sign in, choose the context, decide (approve or cancel), or go back to the TPP. */
export type ScaStep = 'sign-in' | 'context' | 'decision' | 'return';

export function scaStep(flow: Pick<ScaFlow, 'scaStatus' | 'customerId' | 'context' | 'agreementId'>): ScaStep {
  if (isFinalScaStatus(flow.scaStatus)) return 'return';
  if (!flow.customerId) return 'sign-in';
  if (!flow.context || (flow.context === 'CORPORATE' && !flow.agreementId)) return 'context';
  return 'decision';
}

/** The path of a step's page; consent, payment, basket and identification decide on different pages. */
const decisionPaths: Partial<Record<AuthorisationKind, string>> = {
  CONSENT: '/sca/consent',
  PAYMENT: '/sca/payment',
  SIGNING_BASKET: '/sca/basket',
};

export function scaStepPath(
  flow: Pick<ScaFlow, 'scaStatus' | 'customerId' | 'context' | 'agreementId' | 'kind'>,
): string {
  const step = scaStep(flow);
  if (step === 'decision') return decisionPaths[flow.kind] ?? '/sca/confirm';
  return `/sca/${step}`;
}
