'use client';

import type { SandboxMessages } from '@/lib/portal/sandbox-editor/messages-en';
import { FoldedSandboxForm } from './folded-sandbox-form';
import { SandboxForm, type SandboxFormProps } from './sandbox-form';

export type CreateFormProps = Omit<SandboxFormProps, 'method' | 'submitLabel' | 'savedLabel'> & {
  messages: Pick<SandboxMessages, 'create' | 'saved'>;
};

/** A sandbox form that creates a resource: a POST to `path` under the editor's Create button. */
export function CreateForm({ messages, ...form }: CreateFormProps) {
  return <SandboxForm {...form} method="POST" submitLabel={messages.create} savedLabel={messages.saved} />;
}

/** A create form folded away under its title until the developer opens it (FoldedSandboxForm). */
export function FoldedCreateForm({ messages, ...form }: CreateFormProps & { className?: string }) {
  return <FoldedSandboxForm {...form} method="POST" submitLabel={messages.create} savedLabel={messages.saved} />;
}
