import type { RouteDef } from '../../http/route';

export const availabilityRoutes: RouteDef[] = [];
