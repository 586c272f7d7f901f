// Every module's routes and realtime topics, in one list the app, the OpenAPI document and the
// authorization tests all read.
import type { RouteDef } from '../http/route';
import type { TopicAuthorizer } from '../realtime/hub';
import { aiContentRoutes } from './ai-content/ai-content.routes';
import { sessionNotesRoutes } from './ai-content/session-notes.routes';
import { availabilityRoutes } from './availability/availability.routes';
import { rescheduleRoutes } from './bookings/bookings.reschedule.routes';
import { bookingsRoutes } from './bookings/bookings.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { devRoutes } from './dev/dev.routes';
import { expertsRoutes } from './experts/experts.routes';
import { expertProfileRoutes } from './experts/profile.routes';
import { identityRoutes } from './identity/identity.routes';
import { learningPathRoutes } from './learning-path/learning-path.routes';
import { classRoutes } from './live/class.routes';
import { liveRoutes } from './live/live.routes';
import { videoRoutes } from './live/video.routes';
import { materialsRoutes } from './materials/materials.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { offeringsRoutes } from './offerings/offerings.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { profilesRoutes } from './profiles/profiles.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { savedRoutes } from './saved/saved.routes';
import { searchRoutes } from './search/search.routes';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes';
import { sfuRoutes } from '../sfu/sfu.routes';
import { topicAuthorizers } from './topics';

export const allRoutes: RouteDef[] = [
  ...identityRoutes,
  ...notificationsRoutes,
  ...devRoutes,
  ...expertsRoutes,
  ...expertProfileRoutes,
  ...searchRoutes,
  ...savedRoutes,
  ...profilesRoutes,
  ...taxonomyRoutes,
  ...offeringsRoutes,
  ...availabilityRoutes,
  ...bookingsRoutes,
  ...paymentsRoutes,
  ...reviewsRoutes,
  ...rescheduleRoutes,
  ...calendarRoutes,
  ...messagingRoutes,
  ...liveRoutes,
  ...classRoutes,
  ...videoRoutes,
  ...sfuRoutes,
  ...aiContentRoutes,
  ...sessionNotesRoutes,
  ...materialsRoutes,
  ...dashboardRoutes,
  ...learningPathRoutes,
];

export const allTopicAuthorizers: Record<string, TopicAuthorizer> = topicAuthorizers;
