import pg from 'pg';

/**
 * D13: the pool's connection, handing PostgreSQL one statement at a time in the order asked, instead of pg's deprecated
 * queue; a query with a callback or a submittable (a cursor) is no promise to wait on and goes straight through.
 */
export class OneQueryAtATimeClient extends pg.Client {
  #previous: Promise<unknown> = Promise.resolve();

  // One signature for all of pg's overloads (`never` fits each of their results): every form is passed on unchanged.
  override query(...args: unknown[]): never {
    const query = (super.query as (...queryArguments: unknown[]) => unknown).bind(this);
    const [first] = args;
    const isSubmittable = typeof first === 'object' && first !== null && 'submit' in first;
    if (isSubmittable || typeof args.at(-1) === 'function') return query(...args) as never;
    const result = this.#previous.then(() => query(...args));
    this.#previous = result.catch(() => undefined);
    return result as never;
  }
}
