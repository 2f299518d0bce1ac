import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Every file a D4 test writes gets a fresh folder, so no test depends on the mtime caches noticing a rewrite within
// the same millisecond.

export type TempFiles = {
  /** Writes `content` to `name` in a new folder and returns the file's path. */
  writeFile: (name: string, content: string | Uint8Array) => string;
  remove: () => void;
};

export function createTempFiles(): TempFiles {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'xs2a-trust-'));
  let counter = 0;
  return {
    writeFile(name, content) {
      counter += 1;
      const folder = path.join(base, `f${counter}`);
      fs.mkdirSync(folder);
      const file = path.join(folder, name);
      fs.writeFileSync(file, content);
      return file;
    },
    remove: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}
