CREATE TABLE "collection_due_days" (
	"project_id" uuid NOT NULL,
	"tower_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"n" integer NOT NULL,
	"expected_paise" bigint NOT NULL,
	"collected_paise" bigint NOT NULL,
	"due_paise" bigint NOT NULL,
	"open_n" integer NOT NULL,
	"open_paise" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "demands_open_due_idx";--> statement-breakpoint
CREATE INDEX "collection_due_days_tower_idx" ON "collection_due_days" USING btree ("tower_id","due_on");--> statement-breakpoint
CREATE INDEX "demands_due_idx" ON "demands" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "demands_open_due_idx" ON "demands" USING btree ("due_on","id") WHERE "demands"."status" in ('raised', 'sent', 'part_paid');--> statement-breakpoint
-- Hand-written below (decision 195): the collections rollup, kept by statement triggers in the
-- writer's own transaction. A demand counts for its booking's project, its unit's tower and its due
-- day while its booking is live (LIVE_BOOKING_STATUSES) and it is not cancelled; each write appends
-- what it changed, signed (old rows out, new rows in), one row per key, none when nothing counted
-- changed (a reminder's stamp). collection_due_delta is the one place a demand's figures are made.
CREATE FUNCTION collection_due_delta(sign integer, status text, own_total bigint, settled bigint)
RETURNS TABLE (n integer, expected bigint, collected bigint, due bigint, open_n integer, open_paise bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT sign, sign * own_total, sign * least(settled, own_total), sign * greatest(own_total - settled, 0),
    CASE WHEN status IN ('raised', 'sent', 'part_paid') AND own_total > settled THEN sign ELSE 0 END,
    CASE WHEN status IN ('raised', 'sent', 'part_paid') AND own_total > settled THEN sign * (own_total - settled) ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION collection_dues_demands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO collection_due_days (project_id, tower_id, due_on, n, expected_paise, collected_paise, due_paise, open_n, open_paise)
      SELECT b.project_id, u.tower_id, x.due_on, sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)
      FROM new_rows x JOIN bookings b ON b.id = x.booking_id JOIN units u ON u.id = b.unit_id
      CROSS JOIN LATERAL collection_due_delta(1, x.status, x.amount_paise + x.gst_paise + x.interest_paise, x.settled_paise) v
      WHERE b.status IN ('booked', 'agreement_registered', 'possession_given') AND x.status <> 'cancelled'
      GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO collection_due_days (project_id, tower_id, due_on, n, expected_paise, collected_paise, due_paise, open_n, open_paise)
      SELECT b.project_id, u.tower_id, x.due_on, sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)
      FROM old_rows x JOIN bookings b ON b.id = x.booking_id JOIN units u ON u.id = b.unit_id
      CROSS JOIN LATERAL collection_due_delta(-1, x.status, x.amount_paise + x.gst_paise + x.interest_paise, x.settled_paise) v
      WHERE b.status IN ('booked', 'agreement_registered', 'possession_given') AND x.status <> 'cancelled'
      GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO collection_due_days (project_id, tower_id, due_on, n, expected_paise, collected_paise, due_paise, open_n, open_paise)
      SELECT b.project_id, u.tower_id, x.due_on, sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (-1, o.booking_id, o.due_on, o.status, o.amount_paise + o.gst_paise + o.interest_paise, o.settled_paise),
        (1, n.booking_id, n.due_on, n.status, n.amount_paise + n.gst_paise + n.interest_paise, n.settled_paise)
      ) x(sign, booking_id, due_on, status, own_total, settled)
      JOIN bookings b ON b.id = x.booking_id JOIN units u ON u.id = b.unit_id
      CROSS JOIN LATERAL collection_due_delta(x.sign, x.status, x.own_total, x.settled) v
      WHERE (o.booking_id, o.due_on, o.status, o.amount_paise, o.gst_paise, o.interest_paise, o.settled_paise)
          IS DISTINCT FROM (n.booking_id, n.due_on, n.status, n.amount_paise, n.gst_paise, n.interest_paise, n.settled_paise)
        AND b.status IN ('booked', 'agreement_registered', 'possession_given') AND x.status <> 'cancelled'
      GROUP BY 1, 2, 3
      HAVING (sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)) <> (0, 0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A booking leaving the live statuses (cancelled, transferred) takes its demands out; moving to
-- another unit or project moves them. Its demands are as the rollup already holds them.
CREATE FUNCTION collection_dues_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_due_days (project_id, tower_id, due_on, n, expected_paise, collected_paise, due_paise, open_n, open_paise)
    SELECT x.project_id, u.tower_id, d.due_on, sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN demands d ON d.booking_id = n.id
    CROSS JOIN LATERAL (VALUES (-1, o.project_id, o.unit_id, o.status), (1, n.project_id, n.unit_id, n.status))
      x(sign, project_id, unit_id, booking_status)
    JOIN units u ON u.id = x.unit_id
    CROSS JOIN LATERAL collection_due_delta(x.sign, d.status, d.amount_paise + d.gst_paise + d.interest_paise, d.settled_paise) v
    WHERE (o.project_id, o.unit_id, o.status IN ('booked', 'agreement_registered', 'possession_given'))
        IS DISTINCT FROM (n.project_id, n.unit_id, n.status IN ('booked', 'agreement_registered', 'possession_given'))
      AND x.booking_status IN ('booked', 'agreement_registered', 'possession_given') AND d.status <> 'cancelled'
    GROUP BY 1, 2, 3
    HAVING (sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)) <> (0, 0, 0, 0, 0, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A unit moved to another tower moves the demands of its live bookings.
CREATE FUNCTION collection_dues_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_due_days (project_id, tower_id, due_on, n, expected_paise, collected_paise, due_paise, open_n, open_paise)
    SELECT b.project_id, x.tower_id, d.due_on, sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN bookings b ON b.unit_id = n.id
    JOIN demands d ON d.booking_id = b.id
    CROSS JOIN LATERAL (VALUES (-1, o.tower_id), (1, n.tower_id)) x(sign, tower_id)
    CROSS JOIN LATERAL collection_due_delta(x.sign, d.status, d.amount_paise + d.gst_paise + d.interest_paise, d.settled_paise) v
    WHERE o.tower_id IS DISTINCT FROM n.tower_id
      AND b.status IN ('booked', 'agreement_registered', 'possession_given') AND d.status <> 'cancelled'
    GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER demands_collection_dues_ins AFTER INSERT ON demands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_dues_demands();--> statement-breakpoint
CREATE TRIGGER demands_collection_dues_upd AFTER UPDATE ON demands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_dues_demands();--> statement-breakpoint
CREATE TRIGGER demands_collection_dues_del AFTER DELETE ON demands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_dues_demands();--> statement-breakpoint
CREATE TRIGGER bookings_collection_dues_upd AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_dues_bookings();--> statement-breakpoint
CREATE TRIGGER units_collection_dues_upd AFTER UPDATE ON units REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_dues_units();--> statement-breakpoint
-- The demands there are now, one row per key.
INSERT INTO collection_due_days (project_id, tower_id, due_on, n, expected_paise, collected_paise, due_paise, open_n, open_paise)
  SELECT b.project_id, u.tower_id, d.due_on, sum(v.n), sum(v.expected), sum(v.collected), sum(v.due), sum(v.open_n), sum(v.open_paise)
  FROM demands d JOIN bookings b ON b.id = d.booking_id JOIN units u ON u.id = b.unit_id
  CROSS JOIN LATERAL collection_due_delta(1, d.status, d.amount_paise + d.gst_paise + d.interest_paise, d.settled_paise) v
  WHERE b.status IN ('booked', 'agreement_registered', 'possession_given') AND d.status <> 'cancelled'
  GROUP BY 1, 2, 3;
