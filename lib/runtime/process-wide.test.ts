import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

type ProcessWideModule = typeof import('./process-wide');

/** A fresh copy of a module, as Next.js and the launcher each load lib/ (vi.resetModules drops the module cache). */
async function freshCopy<Module>(load: () => Promise<Module>): Promise<Module> {
  vi.resetModules();
  return load();
}

const repositoryRoot = path.resolve(__dirname, '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Module-level values each copy may hold for itself: memos of settings or of constant work, never shared state.
const perCopyMemos = new Set([
  'lib/api-reference/read-scalar-bundle.ts: let bundle',
  'lib/berlin-group/bank-date.ts: let lastHour',
  'lib/berlin-group/bank-date.ts: let lastDate',
  'lib/core-connector/core-answer-schemas.ts: let asked',
  'lib/database/raw-sql.ts: const preparedNames',
  'lib/portal/account/password-hash.ts: let decoyHash',
  'lib/portal/mail/send-portal-mail.ts: let transport',
  'lib/psu/oidc/oidc-client.ts: let cached',
  'lib/xs2a/response-signer.ts: let seal',
]);

describe('processWide', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('psd2.test.process-wide')];
  });

  it('gives two copies of a module the one value, made once', async () => {
    const create = vi.fn(() => ({ calls: 0 }));
    const first = await freshCopy<ProcessWideModule>(() => import('./process-wide'));
    const second = await freshCopy<ProcessWideModule>(() => import('./process-wide'));
    expect(first).not.toBe(second);
    const value = first.processWide('test.process-wide', create)();
    expect(second.processWide('test.process-wide', create)()).toBe(value);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('makes nothing until first asked', async () => {
    const { processWide } = await import('./process-wide');
    const create = vi.fn(() => ({}));
    const value = processWide('test.process-wide', create);
    expect(create).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a null made on first use, without making it again', async () => {
    const { processWide } = await import('./process-wide');
    const create = vi.fn(() => null);
    expect(processWide('test.process-wide', create)()).toBeNull();
    expect(processWide('test.process-wide', create)()).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("shares a request's core read scope between the copy that opens it and the copy that reads it", async () => {
    const load = () => import('@/lib/core-connector/core-read-scope');
    const first = await freshCopy(load);
    const second = await freshCopy(load);
    const seen = first.runInCoreReadScope({ requestId: 'opened-by-the-first' }, () => second.currentCoreReadContext());
    expect(seen).toEqual({ requestId: 'opened-by-the-first' });
  });

  it("counts another copy's errors as its own: a shared reader's or registration's error is recognised in every copy", async () => {
    const load = async () => ({
      core: await import('@/lib/core-connector/core-accounts'),
      xs2a: await import('@/lib/xs2a/xs2a-error'),
    });
    const routes = await freshCopy(load);
    const pages = await freshCopy(load);
    expect(pages.core.CoreUnavailableError).not.toBe(routes.core.CoreUnavailableError);
    const unavailable = new routes.core.CoreUnavailableError('timeout', 5, 'no answer in time');
    expect(unavailable).toBeInstanceOf(pages.core.CoreUnavailableError);
    expect(unavailable).toBeInstanceOf(Error);
    expect(new routes.xs2a.Xs2aError('CONSENT_UNKNOWN')).toBeInstanceOf(pages.xs2a.Xs2aError);
    // Only what a copy's constructor marked: another error is none of them.
    expect(new Error('timeout')).not.toBeInstanceOf(pages.core.CoreUnavailableError);
    expect(unavailable).not.toBeInstanceOf(pages.xs2a.Xs2aError);
  });

  it('holds no state at module level in lib/ or app/: anything a copy could change lives in processWide', () => {
    const found: string[] = [];
    const files = ['lib', 'app'].flatMap((directory) => sourceFiles(path.join(repositoryRoot, directory)));
    for (const file of files) {
      const relative = path.relative(repositoryRoot, file).split(path.sep).join('/');
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const declared =
          /^(?:export )?(let) (\w+)/.exec(line) ??
          /^(?:export )?(const) (\w+)(?:: [^=]+)? = new (?:Map|Set|WeakMap|WeakSet|AsyncLocalStorage)(?:<.*>)?\(\)/.exec(
            line,
          );
        if (declared) found.push(`${relative}: ${declared[1]} ${declared[2]}`);
      }
    }
    expect(found.filter((declaration) => !perCopyMemos.has(declaration))).toEqual([]);
    // The allowance lists only what still exists.
    expect([...perCopyMemos].filter((memo) => !found.includes(memo))).toEqual([]);
  });
});
