import type { Metadata } from 'next';
import { PsuShell } from '@/components/psu/psu-shell';
import { customerServiceEmail } from '@/lib/env';
import { browserLanguage } from '@/lib/psu/browser-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.privacy.title };
}

/** D30: what the PSU pages keep about the PSU, the cookies they set, and whom to ask; linked from every PSU page. */
export default async function PrivacyPage() {
  const { language, messages } = await browserLanguage();
  const words = messages.privacy;
  return (
    <PsuShell language={language} messages={messages}>
      <h1 className="text-2xl font-bold tracking-tight">{words.heading}</h1>
      {words.sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          <p className="mt-1 text-slate-700">{section.text}</p>
        </section>
      ))}
      <section id="contact" className="mt-6">
        <h2 className="text-lg font-semibold">{words.contactHeading}</h2>
        <p className="mt-1 text-slate-700">
          {words.contact}{' '}
          <a href={`mailto:${customerServiceEmail}`} className="font-medium text-bank-700 underline">
            {customerServiceEmail}
          </a>
        </p>
      </section>
    </PsuShell>
  );
}
