// GET /getting-started/nordbank-signing-kit.mjs – the standalone signing kit, one file a TPP runs with Node.js
import { readSigningKit } from '@/lib/api-reference/read-signing-kit';
import { signingKitFileName } from '@/lib/api-reference/getting-started-steps';

// Read at build time: the served file is the kit of the release.
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  return new Response(await readSigningKit(), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Disposition': `attachment; filename="${signingKitFileName}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
