import type { Metadata } from 'next';
import Link from 'next/link';
import { HeadedSection } from '@/components/psu/headed-section';
import { PhoneLine } from '@/components/psu/phone-line';
import { PsuShell } from '@/components/psu/psu-shell';
import { bankContact, isSandbox } from '@/lib/env';
import { browserLanguage } from '@/lib/psu/browser-language';
import { sandboxTestCustomers } from '@/lib/psu/sandbox-test-customers';
import { PageHeading } from '@/components/psu/page-heading';
import { listFormat } from '@/lib/web/intl-formats';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.help.title };
}

const link = 'font-medium text-bank-700 underline underline-offset-2 hover:text-bank-900';

/**
 * D29, D30: the bank's help page, where every dead end of the PSU pages points, in the browser's language: what to do
 * about a request the PSU did not make (`#fraud`, linked beside every approval), how to reach the bank (`#contact`,
 * the footer's "Contact us") and, in the sandbox, the test customers every sign-in hint names (D10).
 */
export default async function HelpPage() {
  const { language, messages } = await browserLanguage();
  const text = messages.help;
  const sections = [
    { heading: text.approveHeading, body: text.approve },
    { heading: text.linkHeading, body: text.link },
    { heading: text.consentsHeading, body: text.consents },
    { heading: text.safetyHeading, body: messages.secureNote },
  ];
  const phoneLines = {
    contact: { label: messages.contact.phoneLabel, phone: bankContact.phone, hours: bankContact.hours },
    fraud: { label: messages.fraud.phoneLabel, phone: bankContact.fraudPhone, hours: bankContact.fraudHours },
  };
  return (
    <PsuShell language={language} messages={messages}>
      <PageHeading>{text.heading}</PageHeading>
      <HeadedSection
        id="fraud"
        heading={messages.fraud.heading}
        className="mt-6 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200"
      >
        <p className="mt-1 text-slate-800">{messages.fraud.text}</p>
        <PhoneLine language={language} messages={messages} {...phoneLines.fraud} />
        <p className="mt-2 text-slate-800">{messages.fraud.approved}</p>
      </HeadedSection>
      {sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          <p className="mt-1 text-slate-700">{section.body}</p>
        </section>
      ))}
      <p className="mt-6">
        <Link href="/my-consents" prefetch={false} className={link}>
          {text.myConsentsLink}
        </Link>
      </p>
      <HeadedSection id="contact" heading={messages.contact.heading}>
        <PhoneLine language={language} messages={messages} {...phoneLines.contact} />
        <p className="mt-1 text-slate-700">
          <span className="font-medium text-slate-900">{messages.contact.emailLabel}:</span>{' '}
          <a href={`mailto:${bankContact.email}`} className={link}>
            {bankContact.email}
          </a>
        </p>
        <PhoneLine language={language} messages={messages} {...phoneLines.fraud} />
      </HeadedSection>
      {isSandbox && (
        <HeadedSection id="test-customers" heading={text.testCustomersHeading}>
          <p className="mt-1 text-slate-700">{text.testCustomers}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {sandboxTestCustomers.map((customer) => (
              <li key={customer.number}>
                {text.testCustomer(
                  customer.number,
                  customer.name,
                  listFormat(language === 'nb' ? 'nb-NO' : 'en-GB').format(customer.companies),
                )}
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}
    </PsuShell>
  );
}
