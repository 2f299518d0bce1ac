import type { ReactNode } from 'react';

export type PageHeadingProps = { children: ReactNode; isFocusedOnLoad?: boolean; className?: string };

/**
 * D30: the page's h1, focused as the page loads (`autofocus`, no script needed) so that each step starts at its name;
 * `isFocusedOnLoad={false}` where an error or a field takes the focus instead (the first `autofocus` wins).
 */
export function PageHeading({ children, isFocusedOnLoad = true, className = '' }: PageHeadingProps) {
  return (
    <h1
      tabIndex={isFocusedOnLoad ? -1 : undefined}
      autoFocus={isFocusedOnLoad}
      className={`text-2xl font-bold tracking-tight focus:outline-none ${className}`.trim()}
    >
      {children}
    </h1>
  );
}
