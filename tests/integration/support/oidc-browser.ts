import type { HeadlessPsu } from '@/e2e/fixtures/headless-psu';

/**
 * D32: the part of the PSU's browser the headless PSU (bank pages only) cannot do: follow the bank's redirect to the
 * identity provider, sign in or cancel there, and come back with the provider's redirect to the bank's callback.
 */
export type IdpAction = { login: string; password: string } | 'abort';

/** GETs a bank path with the headless PSU's cookies, without following redirects; keeps what the bank sets. */
export async function bankRedirect(psu: HeadlessPsu, baseUrl: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl), {
    redirect: 'manual',
    headers: { cookie: [...psu.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name = '', ...value] = pair.split('=');
    if (/Max-Age=0/i.test(header)) psu.cookies.delete(name);
    else psu.cookies.set(name, value.join('='));
  }
  return response.headers.get('location') ?? '';
}

/** At the provider: from its authorization URL to its redirect back to the bank (returned as path and query). */
export async function signInAtIdentityProvider(authorizationUrl: string, action: IdpAction): Promise<string> {
  const cookies = new Map<string, string>();
  const issuer = new URL(authorizationUrl).origin;
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    return response;
  };
  const follow = async (response: Response, from: string): Promise<{ response: Response; url: string }> => {
    let url = from;
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 10; hops++) {
      url = new URL(response.headers.get('location') ?? '', url).toString();
      if (new URL(url).origin !== issuer) return { response, url };
      response = await send(url);
    }
    return { response, url };
  };
  const loginPage = await follow(await send(authorizationUrl), authorizationUrl);
  const uid = /\/interaction\/([^/?]+)/.exec(loginPage.url)?.[1];
  if (!uid || loginPage.response.status !== 200)
    throw new Error(`no login page at the provider: ${loginPage.response.status} ${loginPage.url}`);
  const body =
    action === 'abort'
      ? new URLSearchParams()
      : new URLSearchParams({ login: action.login, password: action.password });
  const submitted = `${issuer}/interaction/${uid}/${action === 'abort' ? 'abort' : 'login'}`;
  const back = await follow(
    await send(submitted, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    submitted,
  );
  const callback = new URL(back.url);
  if (callback.origin === issuer)
    throw new Error(`the provider did not send the PSU back: ${back.response.status} ${back.url}`);
  return `${callback.pathname}${callback.search}`;
}
