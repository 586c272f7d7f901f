import type { RouteDef } from '../../http/route';

export const searchRoutes: RouteDef[] = [];
