ALTER TABLE "expert_profiles" ADD COLUMN "verification_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "verification_note" text;