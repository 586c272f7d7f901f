-- AI search ranks candidates by full-text relevance: parsing each expert's document on every search is
-- too slow, so the parsed document is stored in a column kept current by a trigger, and indexed.
ALTER TABLE "expert_profiles" ADD COLUMN IF NOT EXISTS "search_tsv" tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_profiles_search_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_tsv := to_tsvector('english'::regconfig, expert_search_document(NEW.bio, NEW.custom_domain, NEW.sub_domain,
    NEW.subjects, NEW.boards, NEW.exams, NEW.levels, NEW.audiences, NEW.styles, NEW.languages, NEW.qualifications));
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "expert_profiles_search_tsv_trg" ON "expert_profiles";
--> statement-breakpoint
CREATE TRIGGER "expert_profiles_search_tsv_trg" BEFORE INSERT OR UPDATE OF "bio", "custom_domain", "sub_domain", "subjects",
  "boards", "exams", "levels", "audiences", "styles", "languages", "qualifications"
  ON "expert_profiles" FOR EACH ROW EXECUTE FUNCTION expert_profiles_search_tsv();
--> statement-breakpoint
UPDATE "expert_profiles" SET "search_tsv" = to_tsvector('english'::regconfig, expert_search_document("bio", "custom_domain",
  "sub_domain", "subjects", "boards", "exams", "levels", "audiences", "styles", "languages", "qualifications"));
--> statement-breakpoint
DROP INDEX IF EXISTS "expert_profiles_search_fts_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expert_profiles_search_tsv_idx" ON "expert_profiles" USING gin ("search_tsv");
