import { randomUUID } from 'node:crypto';

// While serialiseJson runs, the texts met so far; each is written as a marker no data string can equal (a per-process
// nonce), which serialiseJson then replaces by the text itself.
const nonce = randomUUID();
let collected: string[] | undefined;

/**
 * A value already written as JSON: `serialiseJson` puts its text in place; plain JSON.stringify parses it first.
 * `preview`: a value of the text's shape (D28's request log reads that instead of parsing the text).
 */
export class JsonText {
  constructor(
    readonly text: string,
    readonly preview?: unknown,
  ) {}

  toJSON(): unknown {
    if (!collected) return JSON.parse(this.text);
    collected.push(this.text);
    return `${nonce}:${collected.length - 1}`;
  }
}

/** JSON.stringify, `replacer` included, with every JsonText in the value written as its own text, unparsed. */
export function serialiseJson(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  const outer = collected;
  const texts: string[] = [];
  collected = texts;
  let json: string;
  try {
    json = JSON.stringify(value, replacer);
  } finally {
    collected = outer;
  }
  if (texts.length === 0) return json;
  return json.replace(new RegExp(`"${nonce}:(\\d+)"`, 'g'), (_marker, index: string) => texts[Number(index)] ?? '');
}
