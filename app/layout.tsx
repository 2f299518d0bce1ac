import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { browserLanguage } from '@/lib/psu/browser-language';
import { psuPagePath } from '@/lib/psu/psu-page-path';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Nordbank Open Banking', template: '%s · Nordbank Open Banking' },
  icons: { icon: '/favicon.svg' },
  description: 'PSD2 access to Nordbank accounts for licensed third-party providers (Berlin Group NextGenPSD2 1.3).',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#00695c' };

/** D30: a PSU page (or the home page) is in the language its own words are in; every other page is English. */
async function documentLanguage(): Promise<string> {
  return (await psuPagePath()) === null ? 'en' : (await browserLanguage()).language;
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await documentLanguage()}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
