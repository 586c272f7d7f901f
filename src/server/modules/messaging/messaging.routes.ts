import type { RouteDef } from '../../http/route';

export const messagingRoutes: RouteDef[] = [];
