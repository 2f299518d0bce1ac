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

/**
 * A brand for an error class whose instances cross copies of lib/ (thrown by a process-wide value): the class's static
 * `Symbol.hasInstance` asks `isMarked`, and its constructor calls `mark`, so `instanceof` holds in every copy (D33).
 */
export function processWideBrand(name: string): {
  mark: (value: object) => void;
  isMarked: (value: unknown) => boolean;
} {
  const brand = Symbol.for(`psd2.brand.${name}`);
  return {
    mark: (value) => Object.defineProperty(value, brand, { value: true }),
    isMarked: (value) => typeof value === 'object' && value !== null && brand in value,
  };
}
