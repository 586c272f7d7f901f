CREATE TABLE "live_class_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_session_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"content" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_class_message_length" CHECK (char_length("live_class_messages"."content") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"group_session_id" uuid PRIMARY KEY NOT NULL,
	"hands" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"muted" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"spotlight_user_id" text,
	"presence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"whiteboard" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_class_messages" ADD CONSTRAINT "live_class_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_class_messages_client_idx" ON "live_class_messages" USING btree ("group_session_id","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "live_class_messages_class_idx" ON "live_class_messages" USING btree ("group_session_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_group_session_idx" ON "bookings" USING btree ("group_session_id") WHERE "bookings"."group_session_id" is not null;