import { env, isSandbox } from '@/lib/env';
import { checkTppCertificate } from '@/lib/tpp/check-tpp-certificate';
import type { TppRole } from '@/lib/generated/prisma/enums';
import { diagnoseSignature } from '@/lib/signing/diagnose-signature';
import type { SignatureDiagnosis } from '@/lib/signing/diagnosis-types';
import type { ParsedCertificate } from '@/lib/signing/certificate';
import { resolveTpp, type TppIdentity } from '@/lib/tpp/resolve-tpp';
import { signatureFailureError } from '@/lib/xs2a/signature-failure-error';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type Authenticated = { tpp: TppIdentity; certificate: ParsedCertificate; diagnosis: SignatureDiagnosis };

const roleNames: Record<TppRole, string> = {
  PSP_AI: 'account information (PSP_AI)',
  PSP_PI: 'payment initiation (PSP_PI)',
  PSP_IC: 'confirmation of funds (PSP_IC)',
  PSP_AS: 'account servicing (PSP_AS)',
};

export type AuthenticateRequestInput = {
  request: { method: string; target: string; headers: Headers; body: Uint8Array };
  roles?: TppRole[];
  now: Date;
  onDiagnosis: (diagnosis: SignatureDiagnosis) => void;
};

/**
 * The signature, certificate and identity checks of withXs2a, in the order of D14: signature and certificate,
 * certificate validity and strength, trust in production, the TPP, and the role the operation needs.
 */
export async function authenticateRequest(input: AuthenticateRequestInput): Promise<Authenticated> {
  const diagnosis = diagnoseSignature(
    { ...input.request, body: input.request.body.byteLength > 0 ? input.request.body : null },
    { now: input.now, clockSkewSeconds: env.XS2A_CLOCK_SKEW_SECONDS },
  );
  input.onDiagnosis(diagnosis);
  if (!diagnosis.isValid || !diagnosis.certificate) throw signatureFailureError(diagnosis.failure);
  const certificate = diagnosis.certificate;
  const check = checkTppCertificate(certificate);
  if (!check.ok) throw new Xs2aError(check.code, { path: 'TPP-Signature-Certificate', text: check.text });
  const { organizationIdentifier, usableRoles } = check;
  if (input.roles && !input.roles.some((role) => usableRoles.includes(role))) {
    const wanted = input.roles.map((role) => roleNames[role]).join(' or ');
    const held = usableRoles.length > 0 ? usableRoles.join(', ') : 'none';
    const where = isSandbox ? "the certificate's roles" : 'the roles both the certificate and the TPP register give';
    throw new Xs2aError('ROLE_INVALID', { text: `This service needs the PSD2 role ${wanted}; ${where} are: ${held}.` });
  }
  const tpp = await resolveTpp({ ...certificate, organizationIdentifier });
  // A handler that chooses by role sees the roles this request may use: in production those the register gives too.
  return { tpp: { ...tpp, roles: [...usableRoles] }, certificate, diagnosis };
}
