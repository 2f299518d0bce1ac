import { loadRevocationList } from '@/lib/tpp/trust/revocation-list';
import { loadTppRegister } from '@/lib/tpp/trust/tpp-register';
import { loadTrustAnchors } from '@/lib/tpp/trust/trust-anchors';

const trustSettings = ['XS2A_TRUST_ANCHORS_DIR', 'XS2A_CRL_FILE', 'XS2A_TPP_REGISTER_FILE'] as const;

/**
 * D4: a production start refuses, naming the setting, unless the trust anchors, revocation lists and TPP register
 * are set and load; without them every TPP certificate would be refused while /readyz said ready.
 */
export function checkProductionTrustFiles(source: Record<string, string | undefined>): void {
  if (source.XS2A_ENV !== 'production') return;
  const missing = trustSettings.filter((name) => !source[name]);
  if (missing.length > 0) {
    throw new Error(
      `Production needs ${missing.join(', ')} (config/README.md): without the trust anchors, the revocation lists and the TPP register every TPP certificate is refused (D4).`,
    );
  }
  const anchors = loadTrustAnchors(source.XS2A_TRUST_ANCHORS_DIR ?? '');
  if (!anchors.ok) throw new Error(`XS2A_TRUST_ANCHORS_DIR: ${anchors.reason}`);
  const revocationList = loadRevocationList(source.XS2A_CRL_FILE ?? '', anchors.trustAnchors);
  if (!revocationList.ok) throw new Error(`XS2A_CRL_FILE: ${revocationList.reason}`);
  const register = loadTppRegister(source.XS2A_TPP_REGISTER_FILE ?? '');
  if (!register.ok) throw new Error(`XS2A_TPP_REGISTER_FILE: ${register.reason}`);
}
