import { ref, type JsonSchema } from '@/openapi/components/json-schema';
import { operation, type OperationInput } from './operation';

export type SandboxCreateInput = Omit<OperationInput, 'moreErrors' | 'success'> & {
  /** What the 201 answers with: its description, components/schemas name and example. */
  created: { description: string; schema: string; example: unknown };
};

/** A sandbox create: 201 with what it made, or 429 SandboxFull when the TPP's sandbox is full (D16). */
export function sandboxCreate({ created, ...input }: SandboxCreateInput): JsonSchema {
  return operation({
    ...input,
    moreErrors: { 429: 'SandboxFull' },
    success: { status: 201, description: created.description, schema: ref(created.schema), example: created.example },
  });
}

/** The path parameter naming what a sandbox create (or initialize) made: `idOf` is e.g. "resourceId of an account". */
export function createdIdParameter(name: string, idOf: string, collection: string) {
  return { name, description: `${idOf} created with POST /v1/sandbox/${collection} or by initialize.` };
}
