import { describe, expect, it } from 'vitest';
import { withDatabaseName } from './database-url';

describe('withDatabaseName', () => {
  it('keeps the socket folder of a Unix-socket URL', () => {
    const url = 'postgresql://postgres:p%40ss@localhost:5433/psd2?host=%2Ftmp%2Fpsd2-test-x%2Fpg';
    expect(withDatabaseName(url, 'postgres')).toBe(
      'postgresql://postgres:p%40ss@localhost:5433/postgres?host=%2Ftmp%2Fpsd2-test-x%2Fpg',
    );
  });

  it('changes only the database of a TCP URL', () => {
    expect(withDatabaseName('postgresql://postgres:secret@127.0.0.1:5433/postgres', 'scratch_ab12')).toBe(
      'postgresql://postgres:secret@127.0.0.1:5433/scratch_ab12',
    );
  });
});
