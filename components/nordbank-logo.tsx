/**
 * Nordbank's mark: an N over a fjord's wave, inline so it needs no request and no image policy. Its accessible name is
 * the bank's name; `tone` picks the colours for a dark (PSU header) or a light (site header) background.
 */
export function NordbankLogo({ tone, className }: { tone: 'on-dark' | 'on-light'; className?: string }) {
  const [plate, mark] = tone === 'on-dark' ? ['#ffffff', '#00695c'] : ['#00695c', '#ffffff'];
  return (
    <svg role="img" aria-label="Nordbank" viewBox="0 0 32 32" className={className} focusable="false">
      <rect width="32" height="32" rx="7" fill={plate} />
      <path d="M8.5 20V7h3.2l7.6 8.6V7h3.2v13h-3.2l-7.6-8.6V20z" fill={mark} />
      <path
        d="M5 25.5c3.5-2.4 7-2.4 11 0s7.5 2.4 11 0"
        fill="none"
        stroke={mark}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
