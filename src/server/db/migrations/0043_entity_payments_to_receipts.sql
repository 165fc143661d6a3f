-- Decision 198: a flat buyer's Entity Manager payments become receipts of their booking. Only
-- payments received (not paid out) from a flat buyer (type customer) linked to exactly one booking
-- that is not cancelled or transferred; every other entity keeps its payments as they are. Each
-- amount is kept to the paisa; receipts.entity_payment_id is unique, so running this again (or a
-- payment already migrated) adds nothing. Migrated cheques were banked long ago: cleared that day.
WITH candidates AS (
	SELECT p.id AS payment_id, b.id AS booking_id, p.amount, p.date, p.mode, p.reference, p.bank, p.note,
		p.created_by, p.created_at
	FROM entity_payments p
	JOIN entities e ON e.id = p.entity_id AND e.type = 'customer'
	JOIN bookings b ON b.entity_id = e.id AND b.status NOT IN ('cancelled', 'transferred')
	WHERE p.direction = 'received'
		AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.entity_payment_id = p.id)
		AND (SELECT count(*) FROM bookings b2
			WHERE b2.entity_id = e.id AND b2.status NOT IN ('cancelled', 'transferred')) = 1
),
numbered AS (
	SELECT c.*,
		coalesce((SELECT max(substring(r.receipt_no from 9)::int) FROM receipts r
			WHERE r.receipt_no LIKE 'RC-' || to_char(c.date, 'YYYY') || '-%'), 0)
		+ row_number() OVER (PARTITION BY to_char(c.date, 'YYYY') ORDER BY c.date, c.created_at, c.payment_id) AS n
	FROM candidates c
)
INSERT INTO receipts (receipt_no, booking_id, mode, reference, bank_name, received_on, amount_paise, tds_paise,
	form16b_status, cheque_status, cheque_status_on, note, entity_payment_id, created_by, created_at, updated_at)
SELECT 'RC-' || to_char(date, 'YYYY') || '-' || lpad(n::text, 4, '0'), booking_id,
	CASE mode WHEN 'rtgs' THEN 'rtgs_neft' ELSE mode END,
	CASE WHEN mode = 'cash' THEN NULL ELSE reference END, bank, date, round(amount * 100)::bigint, 0,
	'not_applicable', CASE WHEN mode = 'cheque' THEN 'cleared' END, CASE WHEN mode = 'cheque' THEN date END,
	concat_ws(E'\n', note, 'From the Entity Manager'), payment_id, created_by, created_at, now()
FROM numbered;
--> statement-breakpoint
-- Allocate again, oldest demand first (the engine's rule, src/domain/collections/allocation.ts), for
-- the bookings that received migrated receipts: each demand and each receipt is an interval of the
-- booking's running totals; what a receipt settled of a demand is where the two overlap.
CREATE TEMPORARY TABLE migrated_bookings AS
	SELECT DISTINCT booking_id FROM receipts WHERE entity_payment_id IS NOT NULL;
--> statement-breakpoint
DELETE FROM receipt_allocations a USING receipts r, migrated_bookings m
	WHERE a.receipt_id = r.id AND r.booking_id = m.booking_id;
--> statement-breakpoint
WITH charges AS (
	SELECT d.id, d.booking_id,
		sum(d.amount_paise + d.gst_paise + d.interest_paise) OVER w - (d.amount_paise + d.gst_paise + d.interest_paise) AS c_from,
		sum(d.amount_paise + d.gst_paise + d.interest_paise) OVER w AS c_to
	FROM demands d JOIN migrated_bookings m ON m.booking_id = d.booking_id
	WHERE d.status <> 'cancelled'
	WINDOW w AS (PARTITION BY d.booking_id ORDER BY d.due_on, d.raised_on, d.created_at, d.demand_no)
),
credits AS (
	SELECT r.id, r.booking_id,
		sum(r.amount_paise + r.tds_paise) OVER w - (r.amount_paise + r.tds_paise) AS r_from,
		sum(r.amount_paise + r.tds_paise) OVER w AS r_to
	FROM receipts r JOIN migrated_bookings m ON m.booking_id = r.booking_id
	WHERE r.reversed_at IS NULL
	WINDOW w AS (PARTITION BY r.booking_id ORDER BY r.received_on, r.created_at, r.receipt_no)
)
INSERT INTO receipt_allocations (receipt_id, demand_id, amount_paise)
SELECT cr.id, ch.id, least(ch.c_to, cr.r_to) - greatest(ch.c_from, cr.r_from)
FROM charges ch JOIN credits cr ON cr.booking_id = ch.booking_id
WHERE least(ch.c_to, cr.r_to) > greatest(ch.c_from, cr.r_from);
--> statement-breakpoint
UPDATE demands d SET
	settled_paise = s.settled,
	status = CASE
		WHEN s.settled >= d.amount_paise + d.gst_paise + d.interest_paise THEN 'paid'
		WHEN s.settled > 0 THEN 'part_paid'
		WHEN d.status IN ('part_paid', 'paid') THEN CASE WHEN d.letter_file_id IS NULL THEN 'raised' ELSE 'sent' END
		ELSE d.status END,
	updated_at = now()
FROM (
	SELECT d2.id, coalesce(sum(a.amount_paise), 0) AS settled
	FROM demands d2 JOIN migrated_bookings m ON m.booking_id = d2.booking_id
	LEFT JOIN receipt_allocations a ON a.demand_id = d2.id
	WHERE d2.status <> 'cancelled'
	GROUP BY d2.id
) s
WHERE d.id = s.id;
--> statement-breakpoint
-- A migrated receipt that settled nothing (more than was demanded) is kept as an advance.
UPDATE receipts r SET advance = true
	WHERE r.entity_payment_id IS NOT NULL
		AND r.amount_paise + r.tds_paise > coalesce((SELECT sum(a.amount_paise) FROM receipt_allocations a WHERE a.receipt_id = r.id), 0);
--> statement-breakpoint
DROP TABLE migrated_bookings;
