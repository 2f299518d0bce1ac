import { isResourceId } from '@/lib/ids/is-resource-id';
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

/**
 * The SCA an SCA page's path and query names, or null: also for another page of this site (its `?sca=` is never
 * echoed into forms) and for a value that cannot be an authorisation's id.
 */
export function scaHandleOf(pathAndQuery: string | null | undefined): string | null {
  if (!pathAndQuery) return null;
  const url = new URL(pathAndQuery, 'http://page.invalid');
  const handle = url.searchParams.get(scaHandleParameter);
  return url.pathname.startsWith('/sca/') && handle && isResourceId(handle) ? handle : null;
}
