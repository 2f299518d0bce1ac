import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { browserLanguage } from '@/lib/psu/browser-language';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Nordbank Open Banking', template: '%s · Nordbank Open Banking' },
  icons: { icon: '/favicon.svg' },
  description: 'PSD2 access to Nordbank accounts for licensed third-party providers (Berlin Group NextGenPSD2 1.3).',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#00695c' };

/** D30: every page is in the site's language (an SCA flow's own on its pages), so `<html lang>` names it. */
async function documentLanguage(): Promise<string> {
  return (await browserLanguage()).language;
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await documentLanguage()}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
