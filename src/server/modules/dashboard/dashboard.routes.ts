import { dashboardQuerySchema, studentDashboardSchema, tutorDashboardSchema } from '../../../shared/schemas/dashboard';
import { route, type RouteDef } from '../../http/route';
import { studentDashboard, tutorDashboard } from './dashboard.service';

const tags = ['dashboard'];

export const dashboardRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/dashboard/student',
    access: 'student',
    summary: "The student's learning hours by week, sessions by subject and the next session's shared lesson plan",
    tags,
    query: dashboardQuerySchema,
    response: studentDashboardSchema,
    handler: ({ deps, actor, query }) => studentDashboard({ deps, actor, input: query }),
  }),
  route({
    method: 'GET',
    path: '/dashboard/tutor',
    access: 'expert',
    summary: "The tutor's sessions, hours and earnings by month and the requests awaiting an answer",
    tags,
    query: dashboardQuerySchema,
    response: tutorDashboardSchema,
    handler: ({ deps, actor, query }) => tutorDashboard({ deps, actor, input: query }),
  }),
];
