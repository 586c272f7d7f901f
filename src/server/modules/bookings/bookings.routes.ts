import type { RouteDef } from '../../http/route';

export const bookingsRoutes: RouteDef[] = [];
