import type { RouteDef } from '../../http/route';

export const materialsRoutes: RouteDef[] = [];
