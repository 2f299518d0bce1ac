import type { Metadata } from 'next';
import Link from 'next/link';
import { PsuShell } from '@/components/psu/psu-shell';
import { browserLanguage } from '@/lib/psu/browser-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.help.title };
}

/** D29: the bank's help page, where every dead end of the PSU pages points, in the browser's language. */
export default async function HelpPage() {
  const { language, messages } = await browserLanguage();
  const text = messages.help;
  const sections = [
    { heading: text.approveHeading, body: text.approve },
    { heading: text.linkHeading, body: text.link },
    { heading: text.consentsHeading, body: text.consents },
    { heading: text.safetyHeading, body: messages.secureNote },
  ];
  return (
    <PsuShell language={language} messages={messages}>
      <h1 className="text-2xl font-bold tracking-tight">{text.heading}</h1>
      {sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          <p className="mt-1 text-slate-700">{section.body}</p>
        </section>
      ))}
      <p className="mt-6">
        <Link
          href="/my-consents"
          prefetch={false}
          className="font-medium text-bank-700 underline underline-offset-2 hover:text-bank-900"
        >
          {text.myConsentsLink}
        </Link>
      </p>
    </PsuShell>
  );
}
