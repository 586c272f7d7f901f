CREATE TABLE "booking_reschedule_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"from_scheduled_at" timestamp with time zone NOT NULL,
	"from_ends_at" timestamp with time zone NOT NULL,
	"proposed_scheduled_at" timestamp with time zone NOT NULL,
	"proposed_ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "reschedule_status" CHECK ("booking_reschedule_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "reschedule_time_order" CHECK ("booking_reschedule_requests"."proposed_ends_at" > "booking_reschedule_requests"."proposed_scheduled_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "booking_reschedule_requests" ADD CONSTRAINT "booking_reschedule_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reschedule_requests" ADD CONSTRAINT "booking_reschedule_requests_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reschedule_requests" ADD CONSTRAINT "booking_reschedule_requests_expert_id_expert_profiles_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_one_open_idx" ON "booking_reschedule_requests" USING btree ("booking_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reschedule_expert_idx" ON "booking_reschedule_requests" USING btree ("expert_id","status");--> statement-breakpoint
CREATE INDEX "reschedule_student_idx" ON "booking_reschedule_requests" USING btree ("student_id","status");--> statement-breakpoint
-- Calendar invites carry SEQUENCE: every change of a session's time or status raises it, whichever code path
-- makes the change, so calendar apps replace the old event instead of ignoring the update.
CREATE OR REPLACE FUNCTION bookings_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_sequence := OLD.calendar_sequence + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_calendar_sequence_trg" ON "bookings";
--> statement-breakpoint
CREATE TRIGGER "bookings_calendar_sequence_trg" BEFORE UPDATE OF "status", "scheduled_at", "ends_at" ON "bookings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at)
  EXECUTE FUNCTION bookings_calendar_sequence();
