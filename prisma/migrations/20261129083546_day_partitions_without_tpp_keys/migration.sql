-- D36: the day-partitioned tables keep the TPP's id without a foreign key. Dropping a day's partition would
-- otherwise drop its key's triggers on "Tpp" under "Tpp"'s ACCESS EXCLUSIVE lock, queueing every request that reads "Tpp",
-- and every insert and claim checked its TPP row. TPPs are never deleted (the register withdraws them, D35).

-- Dropping the keys locks "Tpp" and both tables: behind a long reader (a report, a backup) the migration fails after 2 s,
-- to be run again, rather than queue every request that reads them for as long as the reader runs.
SET LOCAL lock_timeout = '2s';

-- DropForeignKey
ALTER TABLE "RequestLog" DROP CONSTRAINT "RequestLog_tppId_fkey";

-- DropForeignKey
ALTER TABLE "SeenRequestId" DROP CONSTRAINT "SeenRequestId_tppId_fkey";

-- A day table detached by a pass that could not drop it keeps its own copy of the key: dropped too, so that its drop
-- does not lock "Tpp" either.
DO $$
DECLARE
  foreign_key record;
BEGIN
  FOR foreign_key IN
    SELECT k.conrelid::regclass AS day_table, k.conname AS name
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
    WHERE k.contype = 'f' AND k.confrelid = '"Tpp"'::regclass AND c.relnamespace = current_schema()::regnamespace
      AND c.relname ~ '^(RequestLog|SeenRequestId)_[0-9]{8}$'
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', foreign_key.day_table, foreign_key.name);
  END LOOP;
END $$;
