import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Duplex } from 'node:stream';
import next from 'next';
import { answerClientError } from '@/lib/edge/answer-client-error';
import { answerConnect } from '@/lib/edge/answer-connect';
import { runInDatabaseScope } from '@/lib/database/database-area';
import { answerBusyWhenFailed } from '@/lib/edge/answer-busy-when-failed';
import { databaseAreaOfPath } from '@/lib/edge/database-area-of-path';
import { edgeRequestListener } from '@/lib/edge/edge-request-listener';
import { serveWithoutScripts } from '@/lib/edge/serve-without-scripts';
import { isUncompressedPage } from '@/lib/edge/is-uncompressed-page';
import { strictTransportSecurity } from '@/lib/edge/strict-transport-security';
import { routeServerErrorsToLog } from '@/lib/observability/route-server-errors';
import type { TrustedProxies } from '@/lib/edge/trusted-proxies';
import { isScriptFreePage } from '@/lib/web/is-script-free-page';

export type TlsOptions = { certFile?: string; keyFile?: string; dataDir: string };

export type AppServer = {
  url: string;
  /** Stops accepting connections, lets requests in flight finish for up to `graceMs`, then closes what is left. */
  close: (graceMs: number) => Promise<void>;
};

// While draining, connections that finished their last request are closed this often (keep-alive would hold them).
const idleSweepMs = 200;

export type StartAppServerInput = {
  isDev: boolean;
  port: number;
  host: string;
  tls?: TlsOptions;
  hasHsts: boolean;
  trustedProxies: TrustedProxies | null;
};

/**
 * Serves the Next.js app (production server, or the dev server with --dev) over HTTP, or over HTTPS when TLS is
 * configured. Spec 11: TLS 1.2 or higher, so older protocol versions are refused at the handshake. D33: HSTS on every
 * answer when asked, and the client address taken from X-Forwarded-For only from a trusted proxy.
 */
export async function startAppServer(options: StartAppServerInput): Promise<AppServer> {
  // D18: Node's parser refuses header blocks over 64 KB; the edge refuses those over 16 KB itself, knowing the path.
  const serverOptions = { maxHeaderSize: 64 * 1024 };
  const server = options.tls
    ? https.createServer({ ...serverOptions, ...(await loadTlsMaterial(options.tls)), minVersion: 'TLSv1.2' })
    : http.createServer(serverOptions);
  // Next.js takes over 'upgrade' on the server it is given and drops upgrade requests to its routes unanswered. Only
  // the dev server needs upgrades (hot reload); in production an Upgrade header is ignored and the request answered.
  // D33: in production, errors Next.js writes with their message go to the JSON log scrubbed of any text.
  if (!options.isDev) routeServerErrorsToLog();
  const app = next({
    dev: options.isDev,
    dir: process.cwd(),
    hostname: 'localhost',
    port: options.port,
    httpServer: options.isDev ? server : http.createServer(),
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const listener = edgeRequestListener((request, response) => void handle(request, response), {
    trustedProxies: options.trustedProxies,
  });
  const serverHeaders: Record<string, string> = options.hasHsts
    ? { 'strict-transport-security': strictTransportSecurity }
    : {};
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    // Set before the edge or Next.js writes anything; both add their own headers to it.
    for (const [name, value] of Object.entries(serverHeaders)) response.setHeader(name, value);
    // D13: everything the request does in the database goes through its area's pool; a page or route that found its
    // pool busy, or ran past its lock or statement timeout, answers the bank's busy page (the API answers itself).
    const scope = { area: databaseAreaOfPath(request.url ?? ''), wasBusy: false };
    if (scope.area === 'psu' || scope.area === 'portal') answerBusyWhenFailed(request, response, scope);
    // D17: the PSU pages work without scripts, so the browser gets none: no framework runtime, no hydration.
    if (isScriptFreePage(request.url ?? '')) serveWithoutScripts(request, response);
    // D27: a page showing a secret that cannot be masked is never compressed (BREACH): Next.js then sends it as is.
    if (isUncompressedPage(request.url ?? '')) delete request.headers['accept-encoding'];
    runInDatabaseScope(scope, () => listener(request, response));
  });
  // Answers written straight onto the socket (parser errors, CONNECT) carry the same headers.
  server.on('clientError', (error: Error, socket: Duplex) => answerClientError(error, socket, serverHeaders));
  server.on('connect', (request: http.IncomingMessage, socket: Duplex) =>
    answerConnect(request, socket, serverHeaders),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });

  return {
    url: `${options.tls ? 'https' : 'http'}://localhost:${options.port}`,
    close: async (graceMs) => {
      // server.close stops listening at once (new connections are refused) and resolves when the last one has ended.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(deadline);
      await app.close();
    },
  };
}

async function loadTlsMaterial(tls: TlsOptions): Promise<{ cert: string; key: string }> {
  if (tls.certFile && tls.keyFile) {
    return { cert: await readFile(tls.certFile, 'utf8'), key: await readFile(tls.keyFile, 'utf8') };
  }
  const { loadOrCreateLocalTlsCertificate } = await import('@/lib/certificate-issuer/local-tls-certificate');
  const local = await loadOrCreateLocalTlsCertificate(path.join(tls.dataDir, 'tls'));
  return { cert: local.certPem, key: local.keyPem };
}
