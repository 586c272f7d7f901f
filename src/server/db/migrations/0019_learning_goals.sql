CREATE TABLE "learning_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"expert_id" uuid,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"target_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"proposed_by" text NOT NULL,
	"achieved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_goal_status" CHECK ("learning_goals"."status" in ('active', 'achieved', 'dropped')),
	CONSTRAINT "learning_goal_proposed_by" CHECK ("learning_goals"."proposed_by" in ('student', 'tutor')),
	CONSTRAINT "learning_goal_title_length" CHECK (char_length(trim("learning_goals"."title")) between 1 and 200),
	CONSTRAINT "learning_goal_subject_length" CHECK (char_length(trim("learning_goals"."subject")) between 1 and 80),
	CONSTRAINT "learning_goal_achieved_shape" CHECK (("learning_goals"."status" = 'achieved') = ("learning_goals"."achieved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_expert_id_expert_profiles_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_goals_student_idx" ON "learning_goals" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_goals_expert_idx" ON "learning_goals" USING btree ("expert_id");