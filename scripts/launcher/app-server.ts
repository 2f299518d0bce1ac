import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import next from 'next';
import { passInternalHeaders } from '@/lib/http/pass-internal-headers';

export type TlsOptions = { certFile?: string; keyFile?: string; dataDir: string };
export type AppServer = { url: string; close: () => Promise<void> };

/**
 * Serves the Next.js app (production server, or the dev server with --dev) over HTTP, or over HTTPS when TLS is
 * configured. Spec 11: TLS 1.2 or higher, so older protocol versions are refused at the handshake.
 */
export async function startAppServer(options: { isDev: boolean; port: number; host: string; tls?: TlsOptions }): Promise<AppServer> {
  const app = next({ dev: options.isDev, dir: process.cwd(), hostname: 'localhost', port: options.port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const listener: http.RequestListener = (request, response) => {
    passInternalHeaders(request);
    void handle(request, response);
  };

  const server = options.tls
    ? https.createServer({ ...(await loadTlsMaterial(options.tls)), minVersion: 'TLSv1.2' }, listener)
    : http.createServer(listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });

  return {
    url: `${options.tls ? 'https' : 'http'}://localhost:${options.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await app.close();
    },
  };
}

async function loadTlsMaterial(tls: TlsOptions): Promise<{ cert: string; key: string }> {
  if (tls.certFile && tls.keyFile) {
    return { cert: await readFile(tls.certFile, 'utf8'), key: await readFile(tls.keyFile, 'utf8') };
  }
  const { loadOrCreateLocalTlsCertificate } = await import('@/lib/tls/local-certificate');
  const local = await loadOrCreateLocalTlsCertificate(path.join(tls.dataDir, 'tls'));
  return { cert: local.certPem, key: local.keyPem };
}
