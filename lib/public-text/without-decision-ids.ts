const id = String.raw`D\d+`;
const ids = String.raw`${id}(?:, ${id})*`;

// In order: "(D3, D5)" alone; "(D7; the sandbox …)" and "(spec "Limits", D20)" around other words; "D5: " opening a line.
const rules: [RegExp, (match: string, ...groups: string[]) => string][] = [
  [new RegExp(String.raw` ?\(${ids}\)`, 'g'), () => ''],
  [new RegExp(String.raw`\(${ids}[;,] `, 'g'), () => '('],
  [new RegExp(String.raw`[,;] ${ids}(?=\))`, 'g'), () => ''],
  [
    new RegExp(String.raw`(^|\n)${id}: (\S)`, 'g'),
    (_match, start = '', first = '') => `${start}${first.toUpperCase()}`,
  ],
];

/** A public text without the project's decision ids ("(D3, D5)"): they name records a TPP cannot read. */
export function withoutDecisionIds(text: string): string {
  return rules.reduce((result, [pattern, replace]) => result.replace(pattern, replace), text);
}

/** Whether a text still names a decision id, as "D5" or "D12". */
export function hasDecisionId(text: string): boolean {
  return new RegExp(String.raw`\b${id}\b`).test(text);
}
