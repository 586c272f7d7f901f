import type { RouteDef } from '../../http/route';

export const aiContentRoutes: RouteDef[] = [];
