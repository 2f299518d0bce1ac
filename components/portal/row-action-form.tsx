import type { ReactNode } from 'react';
import { CsrfField } from '@/components/portal/portal-form-parts';

export type RowActionFormProps = {
  action: string;
  csrfToken: string;
  /** The hidden fields that name the row (and the change, where the action makes several). */
  fields: Record<string, string>;
  tone: 'danger' | 'neutral';
  children: ReactNode;
};

const toneClassNames: Record<RowActionFormProps['tone'], string> = {
  danger: 'text-sm font-medium text-red-800 underline',
  neutral: 'font-medium text-bank-700 underline',
};

/** D27: a row's own action in a portal list (remove, reset): a link-styled button posting the row's fields. */
export function RowActionForm({ action, csrfToken, fields, tone, children }: RowActionFormProps) {
  return (
    <form method="post" action={action}>
      <CsrfField token={csrfToken} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={toneClassNames[tone]}>
        {children}
      </button>
    </form>
  );
}
