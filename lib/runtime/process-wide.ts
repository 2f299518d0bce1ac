/**
 * The one value named `name` in this process, made by `create` on first use. Next.js and the launcher each load lib/
 * (Next.js more than once): state meant for the whole process lives here, not at module level (D33).
 */
export function processWide<Value>(name: string, create: () => Value): Value {
  const key = Symbol.for(`psd2.${name}`);
  const holder = globalThis as Record<symbol, unknown>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as Value;
}
