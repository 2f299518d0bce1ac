import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PortalFrame } from '@/components/portal/portal-frame';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';

/** D27: the tab title is in the portal's language, as the page is; each page's own title comes before the portal's name. */
export async function generateMetadata(): Promise<Metadata> {
  const { portalName } = (await portalLanguage()).messages;
  return { title: { default: portalName, template: `%s · ${portalName}` }, robots: { index: false } };
}

/** D27: every portal page, the developer tools included, in one frame; the navigation shows once the developer is signed in. */
export default function PortalLayout({ children }: { children: ReactNode }) {
  return <PortalFrame>{children}</PortalFrame>;
}
