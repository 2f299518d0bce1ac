import type { Metadata } from 'next';
import { PsuShell } from '@/components/psu/psu-shell';
import { browserLanguage } from '@/lib/psu/browser-language';

const reasons = ['link-used', 'link-expired', 'link-invalid', 'session-expired', 'withdrawn', 'forbidden'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.ended.title };
}

/** D17: a used, expired or unknown link, an ended session or a refused form: a clear explanation, nothing else. */
export default async function EndedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const { language, messages } = await browserLanguage();
  const requested = (await searchParams).reason;
  const reason = reasons.find((candidate) => candidate === requested) ?? 'link-invalid';
  const text = messages.ended[reason];
  return (
    <PsuShell language={language} messages={messages}>
      <h1 className="text-2xl font-bold tracking-tight">{text.heading}</h1>
      <p className="mt-2 text-slate-700">{text.text}</p>
    </PsuShell>
  );
}
