CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- No expert ever has two overlapping live bookings. Bookings of one group session share
-- group_session_id and may overlap each other; a one-to-one booking is its own group.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "expert_id" WITH =,
  (coalesce("group_session_id", "id")) WITH <>,
  tstzrange("scheduled_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
