'use client';

import { ErrorPageBody } from '@/components/error-page-body';
import { useDocumentLanguage } from '@/components/use-document-language';
import { errorPageWords } from '@/lib/web/i18n/error-page-words';
import './globals.css';

/** The error page when the root layout itself failed: its own document, in the browser's language. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const language = useDocumentLanguage();
  const words = errorPageWords[language];
  return (
    <html lang={language}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <title>{words.errorTitle}</title>
        <main className="px-4">
          <ErrorPageBody words={words} heading={words.errorHeading} text={words.errorText} retry={retry} />
        </main>
      </body>
    </html>
  );
}
