// GET /certificates/bank-seal.pem – the bank's seal certificate, for verifying signed responses
import { readBankSealCertificatePem } from '@/lib/xs2a/bank-seal-certificate';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  const pem = readBankSealCertificatePem();
  if (!pem) return new Response('Response signing is not configured on this server.\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(pem, { headers: { 'Content-Type': 'application/x-pem-file', 'Cache-Control': 'public, max-age=3600' } });
}
