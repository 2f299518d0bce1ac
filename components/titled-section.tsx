import type { ReactNode } from 'react';

export type TitledSectionProps = { id: string; heading: ReactNode; className?: string; children: ReactNode };

/** A page section named by its own h2 (`aria-labelledby`), as on the home and getting-started pages. */
export function TitledSection({ id, heading, className, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
