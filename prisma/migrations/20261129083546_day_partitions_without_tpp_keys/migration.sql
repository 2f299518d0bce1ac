-- D36: the day-partitioned tables keep the TPP's id without a foreign key. Dropping a day's partition would
-- otherwise drop its key's triggers on "Tpp" under "Tpp"'s ACCESS EXCLUSIVE lock, queueing every request that reads "Tpp",
-- and every insert and claim checked its TPP row. TPPs are never deleted (the register withdraws them, D35).

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
      AND (c.relname LIKE 'RequestLog\_%' OR c.relname LIKE 'SeenRequestId\_%')
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', foreign_key.day_table, foreign_key.name);
  END LOOP;
END $$;
