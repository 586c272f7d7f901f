import { notificationListSchema } from '../../../shared/schemas/notifications';
import { route } from '../../http/route';
import { listNotifications, markNotificationsRead } from './notifications.service';

export const notificationsRoutes = [
  route({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    summary: 'My latest notifications and the unread count',
    tags: ['notifications'],
    response: notificationListSchema,
    handler: ({ deps, actor }) => listNotifications({ deps, actor }),
  }),
  route({
    method: 'POST',
    path: '/notifications/read',
    access: 'user',
    summary: 'Mark all my notifications read',
    tags: ['notifications'],
    response: 'empty',
    handler: ({ deps, actor }) => markNotificationsRead({ deps, actor }),
  }),
];
