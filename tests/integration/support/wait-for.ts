/**
 * Polls until `find` gives a value other than null, undefined or false: for what the service writes after the
 * response, such as request-log rows and a consent's last access (D31: written in batches after the response).
 */
export async function waitFor<T>(find: () => Promise<T | null | undefined | false>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== null && found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`Nothing found within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
