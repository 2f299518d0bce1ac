import type { ReactNode } from 'react';

export type HeadedSectionProps = { id: string; heading: ReactNode; className?: string; children: ReactNode };

/** A section of a PSU page named by its h2 (`aria-labelledby`); `id` is its fragment, as in `/help#contact`. */
export function HeadedSection({ id, heading, className = 'mt-6', children }: HeadedSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
