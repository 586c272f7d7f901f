import type { RouteDef } from '../../http/route';

export const profilesRoutes: RouteDef[] = [];
