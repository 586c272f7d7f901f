import type { RouteDef } from '../../http/route';

export const offeringsRoutes: RouteDef[] = [];
