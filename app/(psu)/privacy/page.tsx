import type { Metadata } from 'next';
import { PsuShell } from '@/components/psu/psu-shell';
import { bankContact, env } from '@/lib/env';
import { browserLanguage } from '@/lib/psu/browser-language';
import { PageHeading } from '@/components/psu/page-heading';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.privacy.title };
}

const link = 'font-medium text-bank-700 underline';

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
      <section id="retention" aria-labelledby="retention-heading" className="mt-6">
        <h2 id="retention-heading" className="text-lg font-semibold">
          {words.retentionHeading}
        </h2>
        <dl className="mt-1 text-slate-700">
          {words.retention(env.XS2A_REQUEST_LOG_RETENTION_DAYS).map((item) => (
            <div key={item.what} className="mt-2">
              <dt className="font-medium text-slate-900">{item.what}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section id="contact" className="mt-6">
        <h2 className="text-lg font-semibold">{words.contactHeading}</h2>
        <p className="mt-1 text-slate-700">
          {words.contact}{' '}
          <a href={`mailto:${bankContact.email}`} className={link}>
            {bankContact.email}
          </a>
        </p>
      </section>
      <section id="data-protection" aria-labelledby="data-protection-heading" className="mt-6">
        <h2 id="data-protection-heading" className="text-lg font-semibold">
          {words.dataProtectionHeading}
        </h2>
        <p className="mt-1 text-slate-700">
          {words.dataProtection}{' '}
          <a href={`mailto:${bankContact.dataProtectionEmail}`} className={link}>
            {bankContact.dataProtectionEmail}
          </a>
          .
        </p>
      </section>
    </PsuShell>
  );
}
