import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Nordbank Open Banking', template: '%s · Nordbank Open Banking' },
  icons: { icon: '/favicon.svg' },
  description: 'PSD2 access to Nordbank accounts for licensed third-party providers (Berlin Group NextGenPSD2 1.3).',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#00695c' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
