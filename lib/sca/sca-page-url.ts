import { scaStepPath, type ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D17: every SCA page's address names the SCA it is for, so that two SCAs open in one browser (two tabs, two TPPs)
 * each go on in their own: the authorisation's id, which the TPP knows too and which is no secret (the session's
 * token in the httpOnly cookie is). The server takes the browser's session for that SCA, or answers "session ended".
 */
export const scaHandleParameter = 'sca';

/** An SCA page (or the return's forward, or the sign-in's start) for one SCA process, with its own query. */
export function scaPageUrl(authorisationId: string, path: string, query: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...query, [scaHandleParameter]: authorisationId })}`;
}

/** The page the SCA process is at (scaStepPath), for that process. */
export function scaStepUrl(flow: Parameters<typeof scaStepPath>[0] & Pick<ScaFlow, 'authorisationId'>): string {
  return scaPageUrl(flow.authorisationId, scaStepPath(flow));
}

/** The SCA a path and query of this site names, or null. */
export function scaHandleOf(pathAndQuery: string | null | undefined): string | null {
  if (!pathAndQuery) return null;
  return new URL(pathAndQuery, 'http://page.invalid').searchParams.get(scaHandleParameter);
}
