/** A profile's time zone until its owner picks another (the spec's zone for created availability too). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
