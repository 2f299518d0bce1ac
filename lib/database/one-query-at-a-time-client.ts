import pg from 'pg';

/**
 * The pool's connection (D13): it hands PostgreSQL one statement at a time, in the order they were asked for. Prisma 7
 * loads the relations of an `include` side by side (its query interpreter's joins run in Promise.all), which in a
 * transaction (readSnapshot, $transaction) is several queries at once on that transaction's one connection. pg queues
 * them itself, but that queue is deprecated ("Calling client.query() when the client is already executing a query is
 * deprecated and will be removed in pg@9.0", a DeprecationWarning in every process that took such a transaction) and
 * pg 9 removes it. Here the queries wait their turn instead, as pg's queue kept them. A query with a callback or a
 * submittable (a cursor) is not a promise to wait on, and goes straight through: pool.query sends one per connection.
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
