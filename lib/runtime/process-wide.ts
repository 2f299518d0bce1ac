/**
 * A getter of the one value named `name` in this process, made by `create` on first use. Next.js and the launcher each
 * load lib/ (Next.js twice): state meant for the whole process lives here, not at module level (D33).
 */
export function processWide<Value>(name: string, create: () => Value): () => Value {
  let held: { value: Value } | undefined;
  return () => {
    // The shared value never changes once made: each getter looks it up once, and the hot path reads a closure.
    held ??= { value: sharedValue(Symbol.for(`psd2.${name}`), create) };
    return held.value;
  };
}

function sharedValue<Value>(key: symbol, create: () => Value): Value {
  const holder = globalThis as Record<symbol, unknown>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as Value;
}
