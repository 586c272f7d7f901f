CREATE TABLE "search_facet_bits" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"bit" smallint,
	CONSTRAINT "search_facet_bits_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "boards_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "languages_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "levels_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "audiences_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "styles_bits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "rating_key" smallint GENERATED ALWAYS AS ((rating * 100)::smallint) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "search_facet_bits_kind_bit_idx" ON "search_facet_bits" USING btree ("kind","bit");--> statement-breakpoint
ALTER TABLE "expert_search_facets" DROP COLUMN "boards";--> statement-breakpoint
ALTER TABLE "expert_search_facets" DROP COLUMN "levels";--> statement-breakpoint
ALTER TABLE "expert_search_facets" DROP COLUMN "audiences";--> statement-breakpoint
ALTER TABLE "expert_search_facets" DROP COLUMN "styles";--> statement-breakpoint
ALTER TABLE "expert_search_facets" DROP COLUMN "languages";--> statement-breakpoint
-- AI search pre-orders a subject's experts by how many of the student's soft criteria (board, language, level,
-- audience, style) each one meets. Testing five text arrays per row was most of a search at 100,000 experts:
-- the facet copy now holds each kind's values as bits of one integer, from this dictionary, and the arrays
-- themselves are read from the profile (which the search joins for its full-text vector): a narrower row puts
-- a subject's thousands of rows on fewer pages.
CREATE OR REPLACE FUNCTION search_facet_bits_of(p_kind text, p_values text[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  vals text[];
  v text;
  n integer;
  b smallint;
  mask bigint;
BEGIN
  SELECT coalesce(array_agg(DISTINCT lower(trim(x))), '{}') INTO vals FROM unnest(p_values) x WHERE trim(x) <> '';
  SELECT count(*), coalesce(bit_or(1::bigint << f.bit), 0) INTO n, mask
  FROM search_facet_bits f WHERE f.kind = p_kind AND f.value = ANY (vals);
  IF n = cardinality(vals) THEN
    RETURN mask;
  END IF;
  -- A value seen for the first time: one writer at a time hands out the kind's next bit (63 at most).
  PERFORM pg_advisory_xact_lock(hashtext('search_facet_bits'));
  FOREACH v IN ARRAY vals LOOP
    IF NOT EXISTS (SELECT 1 FROM search_facet_bits f WHERE f.kind = p_kind AND f.value = v) THEN
      SELECT CASE WHEN count(f.bit) < 63 THEN coalesce(max(f.bit) + 1, 0) END INTO b
      FROM search_facet_bits f WHERE f.kind = p_kind;
      INSERT INTO search_facet_bits (kind, value, bit) VALUES (p_kind, v, b);
    END IF;
  END LOOP;
  SELECT coalesce(bit_or(1::bigint << f.bit), 0) INTO mask FROM search_facet_bits f WHERE f.kind = p_kind AND f.value = ANY (vals);
  RETURN mask;
END
$$;
--> statement-breakpoint
-- The bits a search asks for, or null when one of its values has no bit (then the arrays answer).
CREATE OR REPLACE FUNCTION search_facet_query_mask(p_kind text, p_values text[]) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bool_or(f.bit IS NULL) THEN NULL ELSE coalesce(bit_or(1::bigint << f.bit), 0) END
  FROM search_facet_bits f
  WHERE f.kind = p_kind AND f.value = ANY (ARRAY(SELECT lower(trim(x)) FROM unnest(p_values) x))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_search_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF length(trim(coalesce(NEW.bio, ''))) = 0 THEN
    DELETE FROM expert_search_facets WHERE expert_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO expert_search_facets (expert_id, domain_id, rating, experience_years, hourly_rate, total_sessions, is_verified,
    custom_domain, subjects, exams, boards_bits, languages_bits, levels_bits, audiences_bits, styles_bits)
  VALUES (NEW.id, NEW.domain_id, NEW.rating, NEW.experience_years, NEW.hourly_rate, NEW.total_sessions, NEW.is_verified,
    NEW.custom_domain, NEW.subjects, NEW.exams,
    search_facet_bits_of('board', NEW.boards), search_facet_bits_of('language', NEW.languages),
    search_facet_bits_of('level', NEW.levels), search_facet_bits_of('audience', NEW.audiences),
    search_facet_bits_of('style', NEW.styles))
  ON CONFLICT (expert_id) DO UPDATE SET domain_id = EXCLUDED.domain_id, rating = EXCLUDED.rating,
    experience_years = EXCLUDED.experience_years, hourly_rate = EXCLUDED.hourly_rate, total_sessions = EXCLUDED.total_sessions,
    is_verified = EXCLUDED.is_verified, custom_domain = EXCLUDED.custom_domain, subjects = EXCLUDED.subjects,
    exams = EXCLUDED.exams, boards_bits = EXCLUDED.boards_bits, languages_bits = EXCLUDED.languages_bits,
    levels_bits = EXCLUDED.levels_bits, audiences_bits = EXCLUDED.audiences_bits, styles_bits = EXCLUDED.styles_bits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE expert_search_facets f SET boards_bits = search_facet_bits_of('board', p.boards),
  languages_bits = search_facet_bits_of('language', p.languages), levels_bits = search_facet_bits_of('level', p.levels),
  audiences_bits = search_facet_bits_of('audience', p.audiences), styles_bits = search_facet_bits_of('style', p.styles)
FROM expert_profiles p WHERE p.id = f.expert_id;
