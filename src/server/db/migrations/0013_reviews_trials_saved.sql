CREATE TABLE "saved_experts" (
	"user_id" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_experts_user_id_expert_id_pk" PRIMARY KEY("user_id","expert_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "intro_video_url" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "price_from" integer;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "has_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "trial_price" integer;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "price_from" integer;--> statement-breakpoint
ALTER TABLE "expert_search_facets" ADD COLUMN "has_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_experts" ADD CONSTRAINT "saved_experts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_experts" ADD CONSTRAINT "saved_experts_expert_id_expert_profiles_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."expert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_experts_expert_idx" ON "saved_experts" USING btree ("expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_trial_idx" ON "bookings" USING btree ("student_id","expert_id") WHERE "bookings"."is_trial" and "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_one_trial_idx" ON "offerings" USING btree ("expert_id") WHERE "offerings"."is_trial" and "offerings"."is_active";--> statement-breakpoint
CREATE INDEX "reviews_expert_visible_idx" ON "reviews" USING btree ("expert_id","created_at" desc,"id") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offering_trial_shape" CHECK (not "offerings"."is_trial" or ("offerings"."duration_minutes" in (25, 30) and "offerings"."max_students" = 1));--> statement-breakpoint
-- One rating everywhere: an expert's rating and count are the visible reviews', kept by the database whichever
-- code path writes, edits, hides or deletes a review.
CREATE OR REPLACE FUNCTION expert_rating_refresh(p_expert uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE expert_profiles e SET rating = coalesce(r.avg_rating, 5), rating_count = r.n
  FROM (SELECT round(avg(rating)::numeric, 2) AS avg_rating, count(*)::int AS n
        FROM reviews WHERE expert_id = p_expert AND hidden_at IS NULL) r
  WHERE e.id = p_expert AND (e.rating IS DISTINCT FROM coalesce(r.avg_rating, 5) OR e.rating_count IS DISTINCT FROM r.n)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_rating_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM expert_rating_refresh(OLD.expert_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.expert_id <> OLD.expert_id) THEN
    PERFORM expert_rating_refresh(NEW.expert_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_sync AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at, expert_id
  ON "reviews" FOR EACH ROW EXECUTE FUNCTION reviews_rating_sync();
--> statement-breakpoint
-- Price from (cheapest active one-to-one offer, trials aside) and the trial offer, kept by the database.
CREATE OR REPLACE FUNCTION expert_offer_summary_refresh(p_expert uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE expert_profiles e SET price_from = s.price_from, has_trial = s.trial_price IS NOT NULL, trial_price = s.trial_price
  FROM (SELECT min(price) FILTER (WHERE NOT is_trial AND max_students = 1) AS price_from,
               min(price) FILTER (WHERE is_trial) AS trial_price
        FROM offerings WHERE expert_id = p_expert AND is_active) s
  WHERE e.id = p_expert AND (e.price_from IS DISTINCT FROM s.price_from OR e.trial_price IS DISTINCT FROM s.trial_price
    OR e.has_trial IS DISTINCT FROM (s.trial_price IS NOT NULL))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offerings_summary_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM expert_offer_summary_refresh(OLD.expert_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.expert_id <> OLD.expert_id) THEN
    PERFORM expert_offer_summary_refresh(NEW.expert_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offerings_summary_sync AFTER INSERT OR DELETE OR UPDATE OF price, max_students, is_trial, is_active, expert_id
  ON "offerings" FOR EACH ROW EXECUTE FUNCTION offerings_summary_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_search_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF length(trim(coalesce(NEW.bio, ''))) = 0 THEN
    DELETE FROM expert_search_facets WHERE expert_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO expert_search_facets (expert_id, domain_id, rating, rating_count, experience_years, hourly_rate, total_sessions,
    is_verified, price_from, has_trial, custom_domain, subjects, exams, boards_bits, languages_bits, levels_bits, audiences_bits,
    styles_bits)
  VALUES (NEW.id, NEW.domain_id, NEW.rating, NEW.rating_count, NEW.experience_years, NEW.hourly_rate, NEW.total_sessions,
    NEW.is_verified, NEW.price_from, NEW.has_trial, NEW.custom_domain, NEW.subjects, NEW.exams,
    search_facet_bits_of('board', NEW.boards), search_facet_bits_of('language', NEW.languages),
    search_facet_bits_of('level', NEW.levels), search_facet_bits_of('audience', NEW.audiences),
    search_facet_bits_of('style', NEW.styles))
  ON CONFLICT (expert_id) DO UPDATE SET domain_id = EXCLUDED.domain_id, rating = EXCLUDED.rating,
    rating_count = EXCLUDED.rating_count, experience_years = EXCLUDED.experience_years, hourly_rate = EXCLUDED.hourly_rate,
    total_sessions = EXCLUDED.total_sessions, is_verified = EXCLUDED.is_verified, price_from = EXCLUDED.price_from,
    has_trial = EXCLUDED.has_trial, custom_domain = EXCLUDED.custom_domain, subjects = EXCLUDED.subjects,
    exams = EXCLUDED.exams, boards_bits = EXCLUDED.boards_bits, languages_bits = EXCLUDED.languages_bits,
    levels_bits = EXCLUDED.levels_bits, audiences_bits = EXCLUDED.audiences_bits, styles_bits = EXCLUDED.styles_bits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "expert_search_facets_sync_trg" ON "expert_profiles";
--> statement-breakpoint
CREATE TRIGGER "expert_search_facets_sync_trg" AFTER INSERT OR UPDATE OF "bio", "domain_id", "rating", "rating_count",
  "experience_years", "hourly_rate", "total_sessions", "is_verified", "price_from", "has_trial", "custom_domain", "subjects",
  "boards", "exams", "levels", "audiences", "styles", "languages"
  ON "expert_profiles" FOR EACH ROW EXECUTE FUNCTION expert_search_facets_sync();
--> statement-breakpoint
-- Existing installs: ratings from their reviews, offer summaries from their offers (each fires the facet sync).
UPDATE expert_profiles e SET rating = coalesce(r.avg_rating, 5), rating_count = coalesce(r.n, 0)
FROM expert_profiles e2 LEFT JOIN (SELECT expert_id, round(avg(rating)::numeric, 2) AS avg_rating, count(*)::int AS n
  FROM reviews WHERE hidden_at IS NULL GROUP BY expert_id) r ON r.expert_id = e2.id
WHERE e.id = e2.id AND (e.rating_count IS DISTINCT FROM coalesce(r.n, 0) OR e.rating IS DISTINCT FROM coalesce(r.avg_rating, 5));
--> statement-breakpoint
UPDATE expert_profiles e SET price_from = s.price_from
FROM (SELECT expert_id, min(price) AS price_from FROM offerings WHERE is_active AND max_students = 1 GROUP BY expert_id) s
WHERE e.id = s.expert_id;
--> statement-breakpoint
UPDATE expert_search_facets f SET rating_count = p.rating_count, price_from = p.price_from, has_trial = p.has_trial
FROM expert_profiles p WHERE p.id = f.expert_id;
