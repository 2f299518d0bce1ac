import type { ReactNode } from 'react';

export type PortalToolPageProps = { title: string; intro: string; children: ReactNode };

/** The body of a developer tool's page inside the portal frame (D28): its heading, a short intro, the tool. */
export function PortalToolPage({ title, intro, children }: PortalToolPageProps) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
