'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import useSWRInfinite from 'swr/infinite';
import { formatOsloTime } from '@/lib/portal/request-log/format-oslo-time';
import { inspectorQuery, readInspectorUrl, type InspectorFilters } from '@/lib/portal/request-log/inspector-url';
import type { RequestLogPage } from '@/lib/portal/request-log/list-request-log';
import type { RequestLogMessages } from '@/lib/portal/request-log/messages-en';
import type { SignatureMessages } from '@/lib/portal/signature-debugger/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { RequestLogFilters } from './request-log-filters';
import { RequestLogRow } from './request-log-row';

class LoadError extends Error {}

async function fetchPage(url: string): Promise<RequestLogPage> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as RequestLogPage & {
    tppMessages?: { code: string; text?: string }[];
  };
  if (!response.ok)
    throw new LoadError(
      body.tppMessages?.map((message) => `${message.code}: ${message.text ?? ''}`).join(' ') ?? String(response.status),
    );
  return body;
}

export type RequestLogViewProps = {
  language: Language;
  messages: RequestLogMessages;
  signatureMessages: SignatureMessages;
};

/**
 * The request log with its filters, which live in the URL (shareable; back and forward work; D28), refreshed every few
 * seconds (SWR), older pages loaded by keyset cursor. `id` in the URL shows that one row, opened.
 */
export function RequestLogView({ language, messages, signatureMessages }: RequestLogViewProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const url = readInspectorUrl(searchParams);
  const query = inspectorQuery(url);
  const { data, error, size, setSize, isValidating } = useSWRInfinite<RequestLogPage>(
    (index, previous) => {
      if (previous && !previous.nextCursor) return null;
      const page = new URLSearchParams(query);
      if (index > 0 && previous?.nextCursor) page.set('cursor', previous.nextCursor);
      return `/portal/api/requests?${page}`;
    },
    fetchPage,
    { refreshInterval: 5000, revalidateFirstPage: true },
  );
  const entries = data?.flatMap((page) => page.entries) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);

  function go(next: URLSearchParams) {
    router.push(next.size > 0 ? `${pathname}?${next}` : pathname, { scroll: false });
  }
  const showAll = inspectorQuery({ ...url, id: '' });

  return (
    <div className="space-y-4">
      <RequestLogFilters
        key={showAll.toString()}
        applied={url.filters}
        onApply={(filters: InspectorFilters) => go(inspectorQuery({ filters, id: '' }))}
        onClear={() => go(new URLSearchParams())}
        messages={messages}
      />

      {url.id && (
        <p className="text-sm">
          {messages.oneRequest}{' '}
          <a
            href={showAll.size > 0 ? `${pathname}?${showAll}` : pathname}
            className="font-semibold text-bank-700 underline"
          >
            {messages.showAll}
          </a>
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {messages.loadFailed} {(error as Error).message}
        </p>
      )}
      {data && entries.length === 0 && <p>{messages.empty}</p>}
      {entries.length > 0 && (
        <ul className="space-y-2" aria-label={messages.title}>
          {entries.map((entry) => (
            <RequestLogRow
              key={entry.id}
              entry={entry}
              time={formatOsloTime(new Date(entry.at), language)}
              isOpen={entry.id === url.id}
              messages={messages}
              signatureMessages={signatureMessages}
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <button
          type="button"
          onClick={() => setSize(size + 1)}
          disabled={isValidating}
          className="rounded-md px-4 py-2 text-sm font-semibold text-bank-700 ring-1 ring-bank-600"
        >
          {isValidating ? messages.loading : messages.loadOlder}
        </button>
      )}
    </div>
  );
}
