-- Decision 055: a lead's next follow-up is its one open follow-up. Leads that had only the bare
-- date get that follow-up (a call, for their assignee), so every list and count agrees from the start.
INSERT INTO "follow_ups" ("lead_id", "type", "due_at", "assigned_to", "status", "created_by", "created_at")
SELECT "id", 'call', "next_follow_up_at", "assigned_to", 'open', "created_by", "updated_at"
FROM "leads"
WHERE "next_follow_up_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "follow_ups" f WHERE f."lead_id" = "leads"."id" AND f."status" = 'open');
