import fs from 'node:fs';

// D4: trust anchors, revocation list and TPP register are files an operator replaces while the service runs. Each is
// parsed once per version of the file; a version is its mtime, size and inode, so an atomic rename is seen as well.

export type FileCache<Value> = {
  /** The cached value when `version` matches the one it was loaded for; otherwise loads, caches and returns it. */
  get: (key: string, version: string, load: () => Value) => Value;
};

export function createFileCache<Value>(): FileCache<Value> {
  const entries = new Map<string, { version: string; value: Value }>();
  return {
    get(key, version, load) {
      const entry = entries.get(key);
      if (entry && entry.version === version) return entry.value;
      const value = load();
      entries.set(key, { version, value });
      return value;
    },
  };
}

/** The version of one file; throws the fs error when it cannot be read. */
export function fileVersion(file: string): string {
  const stats = fs.statSync(file);
  return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
}

const fsErrorPhrases: Record<string, string> = {
  ENOENT: 'it does not exist',
  EACCES: 'permission is denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'it is not a folder',
};

/** The fs error as a short phrase for an operator log, without a stack. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  return fsErrorPhrases[code] ?? `it could not be read (${code || 'unknown error'})`;
}
