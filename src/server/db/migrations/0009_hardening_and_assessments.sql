CREATE TABLE "tutor_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"attempt" smallint NOT NULL,
	"subject" text NOT NULL,
	"level" text NOT NULL,
	"source" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"score" smallint,
	"total" smallint NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_assessment_attempt" CHECK ("tutor_assessments"."attempt" in (1, 2)),
	CONSTRAINT "tutor_assessment_score" CHECK ("tutor_assessments"."score" is null or ("tutor_assessments"."score" >= 0 and "tutor_assessments"."score" <= "tutor_assessments"."total"))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "student_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tutor_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "viewer_key" text;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "viewed_on" date;--> statement-breakpoint
-- Views recorded before views were counted once a day keep their count: each is its own viewer.
UPDATE "profile_views" SET "viewer_key" = coalesce("viewer_id", 'legacy:' || "id"), "viewed_on" = ("created_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
UPDATE "profile_views" SET "viewer_key" = 'legacy:' || "id" WHERE "viewer_id" IS NOT NULL AND "id" NOT IN (
  SELECT min("id") FROM "profile_views" GROUP BY "expert_id", "offering_id", "viewer_id", "viewed_on"
);--> statement-breakpoint
ALTER TABLE "profile_views" ALTER COLUMN "viewer_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ALTER COLUMN "viewed_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_assessments" ADD CONSTRAINT "tutor_assessments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_assessments_attempt_idx" ON "tutor_assessments" USING btree ("user_id","attempt");--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_once_a_day" UNIQUE NULLS NOT DISTINCT("expert_id","offering_id","viewer_key","viewed_on");