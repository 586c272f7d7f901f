-- AI search: one searchable document per expert, indexed for full-text and trigram matching.
-- array_to_string is only STABLE, so the document is built by an IMMUTABLE wrapper the indexes can use.
CREATE OR REPLACE FUNCTION expert_search_document(
  bio text, custom_domain text, sub_domain text, subjects text[], boards text[], exams text[],
  levels text[], audiences text[], styles text[], languages text[], qualifications text[]
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ', coalesce(custom_domain, ''), coalesce(sub_domain, ''),
    array_to_string(subjects, ' '), array_to_string(boards, ' '), array_to_string(exams, ' '),
    array_to_string(levels, ' '), array_to_string(audiences, ' '), array_to_string(styles, ' '),
    array_to_string(languages, ' '), array_to_string(qualifications, ' '), coalesce(bio, ''))
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expert_profiles_search_fts_idx" ON "expert_profiles" USING gin (
  to_tsvector('english'::regconfig, expert_search_document("bio", "custom_domain", "sub_domain", "subjects", "boards",
    "exams", "levels", "audiences", "styles", "languages", "qualifications"))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expert_profiles_exams_idx" ON "expert_profiles" USING gin ("exams");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expert_profiles_subjects_idx" ON "expert_profiles" USING gin ("subjects");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expert_profiles_rating_desc_idx" ON "expert_profiles" ("rating" DESC, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "domains_name_trgm_idx" ON "domains" USING gin ("name" gin_trgm_ops);
