'use client';

import { ErrorPageBody } from '@/components/error-page-body';
import { useDocumentLanguage } from '@/components/use-document-language';
import { errorPageWords } from '@/lib/web/i18n/error-page-words';

/** The site's error page: what happened in the site's language, "Try again" and the ways on. */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  const language = useDocumentLanguage();
  const words = errorPageWords[language];
  return (
    <main lang={language} className="px-4">
      <title>{words.errorTitle}</title>
      <ErrorPageBody words={words} heading={words.errorHeading} text={words.errorText} retry={retry} />
    </main>
  );
}
