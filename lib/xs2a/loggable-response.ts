/** A JSON value's shape: a primitive's type, an array's length and its first element's shape, an object's keys. */
export type ResponseShape = string | [length: number, first?: ResponseShape] | { [key: string]: ResponseShape };

/** What the request log keeps of an answer (D28): its size, and a refusal's body or a success's shape, never both. */
export type LoggedResponse = { size: number; body?: unknown; shape?: ResponseShape };

// D28: bounds that keep a row small at 10 million rows a day; a refusal's tppMessages fit well within them.
const maxParsedBytes = 512 * 1024;
const maxDepth = 5;
const maxKeys = 30;
const maxNodes = 120;
const maxBodyText = 500;
const maxBodyItems = 10;

/**
 * D28: a refusal (4xx, 5xx) keeps its JSON body, strings cut at 500 characters and arrays at 10 items; a success keeps
 * only its shape (keys, array lengths, value types), never a value, so no PSU data is stored. Both depth-bounded.
 * `value`: the success's body before it was written, whose shape is read without parsing the bytes again (D31).
 */
export function loggableResponse(status: number, body: Uint8Array, value?: { of: unknown }): LoggedResponse {
  const size = body.byteLength;
  if (size === 0 || size > maxParsedBytes) return { size };
  if (value && status < 400) return { size, shape: shapeOf(asJson(value.of), 0, { nodes: maxNodes }) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { size };
  }
  if (status >= 400) return { size, body: boundedCopy(parsed, 0) };
  const budget = { nodes: maxNodes };
  return { size, shape: shapeOf(parsed, 0, budget) };
}

function boundedCopy(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > maxBodyText ? `${value.slice(0, maxBodyText)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) return '…';
  if (Array.isArray(value)) return value.slice(0, maxBodyItems).map((item) => boundedCopy(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, maxKeys)
      .map(([key, item]) => [key, boundedCopy(item, depth + 1)]),
  );
}

/** A value as JSON.stringify (with the BigInt-as-string replacer) writes it, lazily: only the parts shapeOf visits. */
function asJson(value: unknown): unknown {
  const written =
    value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON: () => unknown }).toJSON()
      : value;
  if (typeof written === 'bigint') return written.toString();
  if (typeof written === 'number') return Number.isFinite(written) ? written : null;
  if (written === undefined || typeof written === 'function' || typeof written === 'symbol') return undefined;
  if (written === null || typeof written !== 'object') return written;
  if (Array.isArray(written)) return new Proxy(written, { get: (array, key) => arrayItem(array, key) });
  const entries = Object.entries(written)
    .map(([key, item]) => [key, asJson(item)] as const)
    .filter(([, item]) => item !== undefined);
  return Object.fromEntries(entries);
}

function arrayItem(array: unknown[], key: string | symbol): unknown {
  if (typeof key !== 'string' || !/^\d+$/.test(key)) return Reflect.get(array, key);
  const item = asJson(array[Number(key)]);
  return item === undefined ? null : item;
}

function shapeOf(value: unknown, depth: number, budget: { nodes: number }): ResponseShape {
  budget.nodes -= 1;
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  if (depth >= maxDepth || budget.nodes <= 0) return '…';
  if (Array.isArray(value)) return value.length === 0 ? [0] : [value.length, shapeOf(value[0], depth + 1, budget)];
  const shape: Record<string, ResponseShape> = {};
  for (const [key, item] of Object.entries(value).slice(0, maxKeys)) {
    if (budget.nodes <= 0) break;
    shape[key.slice(0, 100)] = shapeOf(item, depth + 1, budget);
  }
  return shape;
}
