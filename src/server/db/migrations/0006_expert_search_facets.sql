-- AI search ranks thousands of subject matches per query: it reads a narrow copy of each public expert's
-- facets instead of the wide profile row (bio, search document, assessment). A trigger keeps the copy.
CREATE TABLE "expert_search_facets" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"domain_id" uuid,
	"rating" numeric(3, 2) NOT NULL,
	"experience_years" integer NOT NULL,
	"hourly_rate" integer,
	"total_sessions" integer NOT NULL,
	"is_verified" boolean NOT NULL,
	"custom_domain" text,
	"subjects" text[] NOT NULL,
	"boards" text[] NOT NULL,
	"exams" text[] NOT NULL,
	"levels" text[] NOT NULL,
	"audiences" text[] NOT NULL,
	"styles" text[] NOT NULL,
	"languages" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD CONSTRAINT "expert_search_facets_expert_id_expert_profiles_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_search_facets_domain_idx" ON "expert_search_facets" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "expert_search_facets_rating_idx" ON "expert_search_facets" USING btree ("rating" desc,"expert_id");--> statement-breakpoint
CREATE INDEX "expert_search_facets_subjects_idx" ON "expert_search_facets" USING gin ("subjects") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "expert_search_facets_exams_idx" ON "expert_search_facets" USING gin ("exams") WITH (fastupdate=false);--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_search_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF length(trim(coalesce(NEW.bio, ''))) = 0 THEN
    DELETE FROM expert_search_facets WHERE expert_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO expert_search_facets (expert_id, domain_id, rating, experience_years, hourly_rate, total_sessions, is_verified,
    custom_domain, subjects, boards, exams, levels, audiences, styles, languages)
  VALUES (NEW.id, NEW.domain_id, NEW.rating, NEW.experience_years, NEW.hourly_rate, NEW.total_sessions, NEW.is_verified,
    NEW.custom_domain, NEW.subjects, NEW.boards, NEW.exams, NEW.levels, NEW.audiences, NEW.styles, NEW.languages)
  ON CONFLICT (expert_id) DO UPDATE SET domain_id = EXCLUDED.domain_id, rating = EXCLUDED.rating,
    experience_years = EXCLUDED.experience_years, hourly_rate = EXCLUDED.hourly_rate, total_sessions = EXCLUDED.total_sessions,
    is_verified = EXCLUDED.is_verified, custom_domain = EXCLUDED.custom_domain, subjects = EXCLUDED.subjects,
    boards = EXCLUDED.boards, exams = EXCLUDED.exams, levels = EXCLUDED.levels, audiences = EXCLUDED.audiences,
    styles = EXCLUDED.styles, languages = EXCLUDED.languages;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "expert_search_facets_sync_trg" ON "expert_profiles";
--> statement-breakpoint
CREATE TRIGGER "expert_search_facets_sync_trg" AFTER INSERT OR UPDATE OF "bio", "domain_id", "rating", "experience_years",
  "hourly_rate", "total_sessions", "is_verified", "custom_domain", "subjects", "boards", "exams", "levels", "audiences",
  "styles", "languages"
  ON "expert_profiles" FOR EACH ROW EXECUTE FUNCTION expert_search_facets_sync();
--> statement-breakpoint
INSERT INTO expert_search_facets (expert_id, domain_id, rating, experience_years, hourly_rate, total_sessions, is_verified,
  custom_domain, subjects, boards, exams, levels, audiences, styles, languages)
SELECT id, domain_id, rating, experience_years, hourly_rate, total_sessions, is_verified, custom_domain, subjects, boards,
  exams, levels, audiences, styles, languages
FROM expert_profiles WHERE length(trim(coalesce(bio, ''))) > 0
ON CONFLICT (expert_id) DO NOTHING;
--> statement-breakpoint
-- The profile's GIN indexes stop deferring entries to a pending list too, and merge what is pending now.
ALTER INDEX IF EXISTS "expert_profiles_search_tsv_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX IF EXISTS "expert_profiles_subjects_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX IF EXISTS "expert_profiles_exams_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_class c
WHERE c.relname IN ('expert_profiles_search_tsv_idx', 'expert_profiles_subjects_idx', 'expert_profiles_exams_idx');
