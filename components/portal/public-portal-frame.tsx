import type { ReactNode } from 'react';
import { PortalShell } from '@/components/portal/portal-shell';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { currentPortalSession } from '@/lib/portal/session/current-developer';

/** D27: a public page outside /portal (status, support) in the portal's frame, with its navigation when signed in. */
export async function PublicPortalFrame({ children }: { children: ReactNode }) {
  const { language, messages } = await portalLanguage();
  const session = await currentPortalSession();
  return (
    <PortalShell language={language} messages={messages} csrfToken={session?.csrfToken ?? null}>
      {children}
    </PortalShell>
  );
}
