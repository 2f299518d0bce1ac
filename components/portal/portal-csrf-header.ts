/** The meta tag in which the portal's frame hands the session's CSRF token to the page's scripts (D27). */
export const portalCsrfMetaName = 'portal-csrf-token';

/** The X-CSRF-Token header every changing fetch of a portal page sends: requirePortalRouteDeveloper checks it (D27). */
export function portalCsrfHeader(): { 'X-CSRF-Token': string } {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${portalCsrfMetaName}"]`);
  return { 'X-CSRF-Token': meta?.content ?? '' };
}
