import type { ReactNode } from 'react';
import { PortalShell } from '@/components/portal/portal-shell';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { currentPortalSession } from '@/lib/portal/session/current-developer';
import { psuPagePath } from '@/lib/psu/psu-page-path';

/**
 * D27: a page in the portal's frame, in the portal's language, with its navigation when signed in: every /portal page
 * (its layout) and the public ones outside it (/status, /support).
 */
export async function PortalFrame({ children }: { children: ReactNode }) {
  const { language, messages } = await portalLanguage();
  const session = await currentPortalSession();
  return (
    <PortalShell
      language={language}
      messages={messages}
      csrfToken={session?.csrfToken ?? null}
      returnTo={(await psuPagePath()) ?? '/portal'}
    >
      {children}
    </PortalShell>
  );
}
