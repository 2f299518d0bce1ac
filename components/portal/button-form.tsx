import { CsrfField, SubmitButton, type SubmitButtonProps } from '@/components/portal/portal-form-parts';

export type ButtonFormProps = Pick<SubmitButtonProps, 'name' | 'value' | 'children'> & {
  action: string;
  csrfToken: string;
};

/** D27: a portal form that is one button: it posts the CSRF token and the button's `name=value` to `action`. */
export function ButtonForm({ action, csrfToken, name, value, children }: ButtonFormProps) {
  return (
    <form method="post" action={action}>
      <CsrfField token={csrfToken} />
      <SubmitButton name={name} value={value}>
        {children}
      </SubmitButton>
    </form>
  );
}
