import { characterSetPattern } from '@/lib/validation/character-set';
import type { JsonSchema } from './json-schema';

type Document = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, { schema: JsonSchema }> };
};

/**
 * D12 in the document: every free-text string a request carries (a body field, a header, a query parameter: no
 * pattern, enum or format of its own) gets the bank's character set as its pattern, as withXs2a checks each of them.
 */
export function withCharacterSet<Built extends Record<string, unknown>>(built: Built): Built {
  const document = built as unknown as Document;
  const named = new Set<string>();
  const pending: unknown[] = Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) =>
      Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema),
    ),
  );
  for (let schema = pending.pop(); schema !== undefined; schema = pending.pop()) {
    markText(schema, (name) => {
      if (named.has(name)) return;
      named.add(name);
      pending.push(document.components.schemas[name]);
    });
  }
  for (const parameter of Object.values(document.components.parameters)) markText(parameter.schema, () => undefined);
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      for (const parameter of (operation as { parameters?: { in?: string; schema?: JsonSchema }[] }).parameters ?? [])
        if (parameter.in === 'query' && parameter.schema) markText(parameter.schema, () => undefined);
    }
  }
  return built;
}

/** Adds the pattern to the free-text strings of a schema, in place; `onRef` hears of each components/schemas it names. */
function markText(schema: unknown, onRef: (name: string) => void): void {
  if (Array.isArray(schema)) {
    for (const item of schema) markText(item, onRef);
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  if (typeof node.$ref === 'string') onRef(node.$ref.split('/').pop() ?? '');
  if (node.type === 'string' && node.pattern === undefined && node.enum === undefined && node.format === undefined)
    node.pattern = characterSetPattern;
  for (const [key, value] of Object.entries(node))
    if (!['example', 'examples', 'enum', 'default'].includes(key)) markText(value, onRef);
}
