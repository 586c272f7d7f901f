// The dashboards' figures, computed on the server in the viewer's time zone: GET /api/dashboard/student and
// GET /api/dashboard/tutor. Weeks start on Monday and months are calendar months, both by local dates.
import { z } from 'zod';
import { canonicalIanaZone } from '../rules/time-zone';

const instant = z.iso.datetime();
const minor = z.number().int();
/** A local calendar day, `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A local calendar month, `YYYY-MM`. */
const month = z.string().regex(/^\d{4}-\d{2}$/);

export const dashboardMessages = { badZone: 'Choose a time zone such as Asia/Kolkata or Europe/London.' } as const;

/** `timeZone` overrides the profile's zone (the viewer may show times in another zone in place). */
export const dashboardQuerySchema = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => canonicalIanaZone(zone) !== null, dashboardMessages.badZone)
    .optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** How many weeks of learning hours and months of tutor figures the charts show. */
export const STUDENT_WEEKS = 8;
export const TUTOR_MONTHS = 6;

export const studentDashboardSchema = z.object({
  timeZone: z.string(),
  /** The last STUDENT_WEEKS local weeks (Monday first), oldest first, the current week last: completed sessions. */
  weeklyHours: z.array(z.object({ weekStart: day, hours: z.number(), sessions: z.number().int() })),
  /** Sessions per subject (the offering's category), most first: completed ones and ones still to come. */
  subjects: z.array(z.object({ subject: z.string(), completed: z.number().int(), upcoming: z.number().int() })),
  /** The lesson plan the tutor shared for the next session, when there is one. */
  nextPlan: z
    .object({
      bookingId: z.string(),
      title: z.string(),
      objectives: z.array(z.string()),
      activities: z.array(z.object({ name: z.string(), minutes: z.number().int() })),
    })
    .nullable(),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

const monthFigures = z.object({
  month,
  /** Sessions completed in the month. */
  sessions: z.number().int(),
  /** Hours taught in completed sessions, one decimal. */
  hours: z.number(),
  /** The tutor's share of what students paid through the platform, net of the fee and refunds. */
  paid: minor,
  /** The booked price of completed sessions with no platform payment (paid to the tutor directly, or not yet). */
  bookedValue: minor,
});

export const tutorDashboardSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  /** The current local month, with the sessions still booked in it. */
  thisMonth: monthFigures.extend({ scheduled: z.number().int() }),
  /** The last TUTOR_MONTHS local months, oldest first, the current month last. */
  monthly: z.array(monthFigures),
  /** Requests awaiting the tutor's answer (paid or free, not yet started), soonest first, at most 5. */
  requests: z.array(
    z.object({
      bookingId: z.string(),
      studentName: z.string(),
      offeringTitle: z.string(),
      scheduledAt: instant,
      endsAt: instant,
      amount: minor,
    }),
  ),
  requestCount: z.number().int(),
});
export type TutorDashboard = z.infer<typeof tutorDashboardSchema>;
