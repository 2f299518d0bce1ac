import { processWide } from '@/lib/runtime/process-wide';
import type { TppRegisterEntry } from '@/lib/tpp/trust/tpp-register';

/** D35: the EBA copy an instance checks TPPs against, read from the database. */
export type HeldRegisterCopy = {
  readonly id: string;
  readonly fetchedAt: Date;
  readonly entries: ReadonlyMap<string, TppRegisterEntry>;
};

// Process-wide: the launcher's watch loads the copy, and the Next.js bundle's trust check reads it.
const holder = processWide('tpp.eba-register-copy', () => ({ copy: null as HeldRegisterCopy | null }));

/** The copy this instance holds, or null without a source or before the first good copy. */
export function heldRegisterCopy(): HeldRegisterCopy | null {
  return holder().copy;
}

/** Replaces the copy this instance holds (null: none, the file alone answers). */
export function holdRegisterCopy(copy: HeldRegisterCopy | null): void {
  holder().copy = copy;
}
