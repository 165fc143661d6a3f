DROP INDEX "calls_member_started_idx";--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "not_returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill (decision 106): the missed and rejected calls from a known number that no outgoing call
-- to that number followed within 2 hours, before the index is built.
UPDATE "calls" m SET "not_returned" = true
WHERE m."direction" IN ('missed', 'rejected') AND m."number" <> ''
  AND NOT EXISTS (SELECT 1 FROM "calls" o WHERE o."number" = m."number" AND o."direction" = 'outgoing'
    AND o."started_at" > m."started_at" AND o."started_at" <= m."started_at" + interval '2 hours');--> statement-breakpoint
CREATE INDEX "calls_member_started_idx" ON "calls" USING btree ("member_id","started_at","seq","direction","duration_seconds","answered","lead_id","number","not_returned");
