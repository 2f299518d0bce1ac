import type { Metadata } from 'next';
import { HeadedSection } from '@/components/psu/headed-section';
import { PsuShell } from '@/components/psu/psu-shell';
import { bankContact, env } from '@/lib/env';
import { browserLanguage } from '@/lib/psu/browser-language';
import { PageHeading } from '@/components/psu/page-heading';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.privacy.title };
}

const mailLink = (address: string) => (
  <a href={`mailto:${address}`} className="font-medium text-bank-700 underline">
    {address}
  </a>
);

/**
 * D30: what the PSU pages keep about the PSU and for how long (D33's housekeeping), the cookies they set, and whom to
 * ask: customer service and the data protection officer; linked from every PSU page.
 */
export default async function PrivacyPage() {
  const { language, messages } = await browserLanguage();
  const words = messages.privacy;
  return (
    <PsuShell language={language} messages={messages}>
      <PageHeading>{words.heading}</PageHeading>
      {words.sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          <p className="mt-1 text-slate-700">{section.text}</p>
        </section>
      ))}
      <HeadedSection id="retention" heading={words.retentionHeading}>
        <dl className="mt-1 text-slate-700">
          {words.retention(env.XS2A_REQUEST_LOG_RETENTION_DAYS).map((item) => (
            <div key={item.what} className="mt-2">
              <dt className="font-medium text-slate-900">{item.what}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </HeadedSection>
      <section id="contact" className="mt-6">
        <h2 className="text-lg font-semibold">{words.contactHeading}</h2>
        <p className="mt-1 text-slate-700">
          {words.contact} {mailLink(bankContact.email)}
        </p>
      </section>
      <HeadedSection id="data-protection" heading={words.dataProtectionHeading}>
        <p className="mt-1 text-slate-700">
          {words.dataProtection} {mailLink(bankContact.dataProtectionEmail)}.
        </p>
      </HeadedSection>
    </PsuShell>
  );
}
