import { TextField } from '@/components/portal/portal-form-parts';

/** D27: the code a developer with two-step verification types, from the app or a recovery code (hence 40 characters). */
export function SecondFactorCodeField({ label, error }: { label: string; error?: string }) {
  return (
    <TextField
      id="code"
      name="code"
      label={label}
      autoComplete="one-time-code"
      maxLength={40}
      isRequired
      error={error}
    />
  );
}
