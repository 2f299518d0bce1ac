import { createSandboxTpp } from '@/lib/tpp-kit/create-sandbox-tpp';
import { signRequest } from '@/lib/tpp-kit/sign-request';
import { startTestEnvironment } from './tests/integration/support/test-environment';
import { loadTest, type LoadRequest } from './scripts/bench/load-test';
const env = await startTestEnvironment();
try {
  const tpp = createSandboxTpp({ baseUrl: env.baseUrl, roles: ['PSP_AI'] });
  await tpp.client.request('POST', '/v1/sandbox/initialize');
  for (let round = 0; round < 2; round++) {
    const dated = new Date(Date.now() + 50_000);
    const pool: LoadRequest[] = Array.from({ length: 6000 }, () => signRequest({ method: 'POST', url: '/v1/bank-offered-consents', certificate: tpp.certificate, headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-IP-Address': '198.51.100.7' }, now: dated }));
    let next = 0;
    const r = await loadTest({ name: 'post', baseUrl: env.baseUrl, path: '/v1/bank-offered-consents', method: 'POST', connections: 50, seconds: 8, requestFor: () => pool[next++] ?? { headers: {} } });
    console.log(r.requestsPerSecond, r.statusCodes);
  }
  const apps = (env as unknown as { app?: { output: () => string } }).app;
  console.log(Object.keys(env));
  const out = (env as any).output?.() ?? apps?.output() ?? '';
  console.log(out.split('\n').filter((l: string) => /xs2a\]|409|error/i.test(l) && !/"status":201/.test(l)).slice(0, 10).join('\n'));
} finally { await env.stop(); }
