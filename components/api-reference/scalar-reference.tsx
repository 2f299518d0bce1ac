'use client';

import { useEffect, useRef } from 'react';

type ScalarApp = { destroy?: () => void };
type ScalarGlobal = { createApiReference: (element: HTMLElement, configuration: Record<string, unknown>) => ScalarApp };

// The bank's colours, and contrast of at least 4.5:1 for Scalar's greys and method colours (WCAG 2.1 AA, checked by
// axe in e2e/reference). Unlayered, so it wins over Scalar's theme layer. The endpoint lists grow and wrap instead
// of scrolling, since a scrolling list with no focusable item cannot be scrolled from the keyboard.
const scalarCss = `
:root, .light-mode, .scalar-app {
  --scalar-color-accent: #00695c;
  --scalar-color-2: #555555;
  --scalar-color-3: #5f5f5f;
  --scalar-color-green: #006b44;
  --scalar-color-blue: #005a96;
  --scalar-color-red: #b00000;
  --scalar-color-orange: #974200;
  --scalar-color-yellow: #735c00;
  --scalar-color-purple: #6a3fb5;
  --scalar-font: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.scalar-app ul.endpoints, .scalar-app .scalar-card-content:has(> ul.endpoints) { max-height: none; overflow: visible; }
.scalar-app ul.endpoints * { white-space: normal; overflow-wrap: anywhere; min-width: 0; }
`;

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
  customCss: scalarCss,
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
      app = scalar.createApiReference(container.current, {
        ...configuration,
        servers: [{ url: window.location.origin, description: 'This service' }],
      });
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
