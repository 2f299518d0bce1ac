-- D23, D24: an approval leaves a payment PDNG for every product, and ACCP (with fundsAvailable=false) is now a final
-- rejection for lack of funds. Rows written before say otherwise: an instant payment approved but not executed (ACTC)
-- and one left short of funds for a later run (ACCP, the old meaning) both wait for execution, which is PDNG now; the
-- latter's fundsAvailable=false described a run that is not its last word, so it is cleared.
UPDATE "Payment" SET "status" = 'PDNG' WHERE "status" = 'ACTC';

UPDATE "Payment" SET "status" = 'PDNG', "fundsAvailable" = NULL WHERE "status" = 'ACCP';
