import type { ErrorPageWords } from '@/lib/web/i18n/error-page-words';

export type ErrorPageBodyProps = {
  words: ErrorPageWords;
  code?: string;
  heading: string;
  text: string;
  /** The error page's "Try again", offered before the ways on. */
  retry?: () => void;
};

/**
 * The body of the "not found" and error pages: what happened, in plain words, and the ways on (the home page, the
 * developer portal). Plain links, so they work whatever broke; no inline style, so no Content-Security-Policy report.
 */
export function ErrorPageBody({ words, code, heading, text, retry }: ErrorPageBodyProps) {
  const links = [
    { href: '/', label: words.home },
    { href: '/portal', label: words.portal },
  ];
  return (
    <section aria-labelledby="error-page-heading" className="mx-auto max-w-2xl py-6 sm:py-12">
      {code && <p className="text-sm font-semibold uppercase tracking-wide text-bank-700">{code}</p>}
      <h1 id="error-page-heading" className="mt-2 text-2xl font-bold tracking-tight wrap-break-word sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {retry && (
        <button
          type="button"
          onClick={() => retry()}
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-bank-600 px-5 py-2 font-semibold text-white hover:bg-bank-700"
        >
          {words.tryAgain}
        </button>
      )}
      <nav aria-label={words.waysBack} className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center rounded-md border border-bank-600 px-5 py-2 font-semibold text-bank-700 hover:bg-bank-50"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
