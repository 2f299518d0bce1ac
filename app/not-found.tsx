import type { Metadata } from 'next';
import { ErrorPageBody } from '@/components/error-page-body';
import { SiteHeader } from '@/components/site-header';
import { errorPageWords } from '@/lib/web/i18n/error-page-words';
import { siteLanguage } from '@/lib/web/site-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: errorPageWords[await siteLanguage()].notFoundTitle };
}

/** The site's 404: in the site's language, in the site's frame, with the ways on. */
export default async function NotFound() {
  const language = await siteLanguage();
  const words = errorPageWords[language];
  return (
    <div lang={language}>
      <SiteHeader />
      <main className="px-4">
        <ErrorPageBody
          words={words}
          code={words.notFoundCode}
          heading={words.notFoundHeading}
          text={words.notFoundText}
        />
      </main>
    </div>
  );
}
