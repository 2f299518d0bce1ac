import { Fragment } from 'react';

/** A text whose `backticked` parts are code: the words files keep code names inline without markup. */
export function CodeText({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="font-mono">
        {part}
      </code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
