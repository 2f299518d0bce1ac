import { loadTppRegister } from '@/lib/tpp/trust/tpp-register';
import { heldRegisterCopy } from './held-register-copy';

/** D35: when the register in use was produced: the EBA copy's fetch, else the file's updatedAt; null if neither loads. */
export function tppRegisterUpdatedAt(registerFile: string | undefined): Date | null {
  const copy = heldRegisterCopy();
  if (copy) return copy.fetchedAt;
  const file = registerFile ? loadTppRegister(registerFile) : null;
  return file?.ok ? new Date(file.register.updatedAt) : null;
}
