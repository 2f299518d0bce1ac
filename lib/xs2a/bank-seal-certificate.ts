import { loadBankSeal } from '@/lib/xs2a/response-signer';

/** The bank's seal certificate as PEM, published so TPPs can verify signed responses; null when not configured. */
export function readBankSealCertificatePem(): string | null {
  return loadBankSeal()?.certificate.pem ?? null;
}
