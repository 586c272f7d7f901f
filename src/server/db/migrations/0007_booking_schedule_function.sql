-- The schedule read that feeds the slot rule, as database functions: one for listing slots, and one for
-- booking that first takes the expert's booking lock. A VOLATILE PL/pgSQL function starts each statement
-- with a fresh snapshot, so the read after the lock sees every booking committed by the previous holder;
-- taking the lock and reading is then one round trip instead of two.
CREATE OR REPLACE FUNCTION booking_schedule(p_offering uuid, p_from timestamptz, p_to timestamptz)
RETURNS json LANGUAGE sql STABLE AS $$
  WITH o AS (
    SELECT o.id, o.expert_id, e.user_id AS expert_user_id, p.full_name AS expert_name, o.title, o.description, o.category,
      o.price, o.duration_minutes, o.max_students, o.is_active
    FROM offerings o JOIN expert_profiles e ON e.id = o.expert_id LEFT JOIN profiles p ON p.user_id = e.user_id
    WHERE o.id = p_offering
  )
  SELECT json_build_object(
    'offering', (SELECT row_to_json(o) FROM o),
    'settings', (SELECT row_to_json(s) FROM availability_settings s WHERE s.tutor_id = (SELECT expert_id FROM o)),
    'windows', coalesce((SELECT json_agg(json_build_array((extract(epoch FROM a.start_time) * 1000)::bigint,
        (extract(epoch FROM a.end_time) * 1000)::bigint) ORDER BY a.start_time)
      FROM availability_slots a
      WHERE a.tutor_id = (SELECT expert_id FROM o) AND a.is_available AND a.start_time < p_to AND a.end_time > p_from), '[]'::json),
    'bookings', coalesce((SELECT json_agg(json_build_array((extract(epoch FROM b.scheduled_at) * 1000)::bigint,
        (extract(epoch FROM b.ends_at) * 1000)::bigint, coalesce(b.group_session_id, b.id)::text, b.offering_id))
      FROM bookings b
      WHERE b.expert_id = (SELECT expert_id FROM o) AND b.status IN ('pending', 'confirmed')
        AND b.scheduled_at < p_to + interval '1 day' AND b.ends_at > p_from - interval '1 day'), '[]'::json)
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_schedule_locked(p_offering uuid, p_from timestamptz, p_to timestamptz)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(coalesce((SELECT expert_id::text FROM offerings WHERE id = p_offering), p_offering::text)));
  RETURN booking_schedule(p_offering, p_from, p_to);
END
$$;
