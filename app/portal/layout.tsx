import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PortalShell } from '@/components/portal/portal-shell';
import { currentDeveloper } from '@/lib/portal/session/current-developer';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';

export const metadata: Metadata = { title: { default: 'Developer portal', template: '%s · Developer portal' }, robots: { index: false } };

/** D27: every portal page in one frame; the navigation shows once the developer is signed in. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const { language, messages } = await portalLanguage();
  const developer = await currentDeveloper();
  return (
    <PortalShell language={language} messages={messages} isSignedIn={developer !== null}>
      {children}
    </PortalShell>
  );
}
