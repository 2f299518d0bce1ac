import type { ReactNode } from 'react';
import { PortalSection } from '@/components/portal/portal-form-parts';
import { RowActionForm } from '@/components/portal/row-action-form';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';
import type { SandboxSignInThrottle } from '@/lib/psu/sign-in-throttle/list-sandbox-sign-in-throttles';
import { ColumnHeads } from '@/components/portal/column-heads';

export type SignInThrottlesProps = {
  throttles: SandboxSignInThrottle[];
  csrfToken: string;
  now: Date;
  texts: PortalMessages['signInThrottles'];
  children?: ReactNode;
};

/** D19: the TPP's sandbox customers with refused sign-ins, each with a form that resets its counter; `children` above them. */
export function SignInThrottles(props: SignInThrottlesProps) {
  const { throttles, csrfToken, now, texts } = props;
  return (
    <PortalSection id="sign-in-throttles" title={texts.heading}>
      <p className="mb-4 text-slate-700">{texts.intro}</p>
      {props.children}
      {throttles.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <ColumnHeads
              gap="pr-3"
              headings={[
                texts.customerNumber,
                texts.name,
                texts.failures,
                texts.status,
                <span className="sr-only">{texts.resetColumn}</span>,
              ]}
            />
          </thead>
          <tbody>
            {throttles.map((throttle) => (
              <tr key={throttle.customerNumber} className="border-b border-slate-200">
                <td className="py-2 pr-3 font-mono">{throttle.customerNumber}</td>
                <td className="py-2 pr-3">{throttle.customerName}</td>
                <td className="py-2 pr-3">{throttle.failures}</td>
                <td className="py-2 pr-3">
                  {throttle.lockedUntil
                    ? texts.locked(Math.max(1, Math.ceil((throttle.lockedUntil.getTime() - now.getTime()) / 60_000)))
                    : texts.notLocked}
                </td>
                <td className="py-2">
                  <RowActionForm
                    action="/portal/actions/sandbox-sign-in-throttles"
                    csrfToken={csrfToken}
                    fields={{ customerNumber: throttle.customerNumber }}
                    tone="neutral"
                  >
                    {texts.reset(throttle.customerNumber)}
                  </RowActionForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PortalSection>
  );
}
