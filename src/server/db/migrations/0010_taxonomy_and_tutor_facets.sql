ALTER TABLE "domains" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "is_reference" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "offer_text" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "facets_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "facet_suggestions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_parent_id_domains_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domains_parent_idx" ON "domains" USING btree ("parent_id");--> statement-breakpoint
-- Search reads everything a tutor wrote: the published offers' titles and descriptions join the search document.
CREATE OR REPLACE FUNCTION expert_profiles_search_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_tsv := to_tsvector('english'::regconfig, concat_ws(' ', expert_search_document(NEW.bio, NEW.custom_domain,
    NEW.sub_domain, NEW.subjects, NEW.boards, NEW.exams, NEW.levels, NEW.audiences, NEW.styles, NEW.languages,
    NEW.qualifications), coalesce(NEW.offer_text, '')));
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "expert_profiles_search_tsv_trg" ON "expert_profiles";
--> statement-breakpoint
CREATE TRIGGER "expert_profiles_search_tsv_trg" BEFORE INSERT OR UPDATE OF "bio", "custom_domain", "sub_domain", "subjects",
  "boards", "exams", "levels", "audiences", "styles", "languages", "qualifications", "offer_text"
  ON "expert_profiles" FOR EACH ROW EXECUTE FUNCTION expert_profiles_search_tsv();
--> statement-breakpoint
UPDATE "expert_profiles" p SET "offer_text" = o.txt FROM (
  SELECT expert_id, string_agg(concat_ws(' ', title, description, category), ' ' ORDER BY created_at) AS txt
  FROM offerings WHERE is_active GROUP BY expert_id) o
WHERE o.expert_id = p.id;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "domains_aliases_idx" ON "domains" USING gin ("aliases");
