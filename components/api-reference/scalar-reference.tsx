'use client';

import { useEffect, useRef } from 'react';

type ScalarApp = { destroy?: () => void };
type ScalarGlobal = { createApiReference: (element: HTMLElement, configuration: Record<string, unknown>) => ScalarApp };

// D26: everything the renderer needs comes from this origin. withDefaultFonts false keeps fonts.scalar.com out;
// telemetry, the agent and the hosted client are off; "try it" is hidden because a request must be signed with the
// TPP's eIDAS key (D5), which a browser page cannot do.
const configuration = {
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  hideDarkModeToggle: true,
  forceDarkModeState: 'light',
  showDeveloperTools: 'never',
  mcp: { disabled: true },
  agent: { disabled: true },
  documentDownloadType: 'json',
  customCss: `.scalar-app { --scalar-color-accent: #00695c; --scalar-font: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }`,
};

/** Mounts Scalar's standalone bundle (served by /api-reference/scalar.js) on the document at /openapi.json. */
export function ScalarReference({ bundleUrl }: { bundleUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let app: ScalarApp | undefined;
    let isCancelled = false;
    const mount = () => {
      const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
      if (isCancelled || !container.current || !scalar) return;
      app = scalar.createApiReference(container.current, { ...configuration, servers: [{ url: window.location.origin, description: 'This service' }] });
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${bundleUrl}"]`);
    if (existing?.dataset.loaded === 'true') mount();
    else {
      const script = existing ?? Object.assign(document.createElement('script'), { src: bundleUrl, async: true });
      script.addEventListener('load', () => {
        script.dataset.loaded = 'true';
        mount();
      });
      if (!existing) document.head.append(script);
    }
    return () => {
      isCancelled = true;
      app?.destroy?.();
    };
  }, [bundleUrl]);
  return <div ref={container} data-testid="scalar-reference" />;
}
