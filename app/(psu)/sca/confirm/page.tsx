import type { Metadata } from 'next';
import { IdentifyForm } from '@/components/psu/identify-form';
import { MobileAppFrame } from '@/components/psu/mobile-app-frame';
import { PsuShell } from '@/components/psu/psu-shell';
import { actingAs } from '@/lib/sca/acting-as';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.identify.title ?? 'Confirm who you are' };
}

export default async function ConfirmPage() {
  const { flow, csrfToken, language, messages } = await requireScaPage('/sca/confirm');
  const heading = messages.identify.heading(flow.tppName);
  const form = <IdentifyForm messages={messages} csrfToken={csrfToken} tppName={flow.tppName} actingAs={await actingAs(flow, messages)} />;
  return (
    <PsuShell language={language} messages={messages}>
      {flow.redirectPreferred ? (
        <>
          <h1 className="mb-4 text-2xl font-bold tracking-tight">{heading}</h1>
          {form}
        </>
      ) : (
        <MobileAppFrame messages={messages}>
          <h2 className="mb-4 text-lg font-bold">{heading}</h2>
          {form}
        </MobileAppFrame>
      )}
    </PsuShell>
  );
}
