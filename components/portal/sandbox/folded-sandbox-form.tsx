'use client';

import { SandboxForm, type SandboxFormProps } from './sandbox-form';

/** A sandbox form folded away under its title until the developer opens it. */
export function FoldedSandboxForm({ className, ...form }: SandboxFormProps & { className?: string }) {
  return (
    <details className={className}>
      <summary className="cursor-pointer text-sm text-bank-700">{form.title}</summary>
      <SandboxForm {...form} />
    </details>
  );
}
