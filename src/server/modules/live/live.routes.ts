import type { RouteDef } from '../../http/route';

export const liveRoutes: RouteDef[] = [];
