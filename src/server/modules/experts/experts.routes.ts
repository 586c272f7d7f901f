import type { RouteDef } from '../../http/route';

export const expertsRoutes: RouteDef[] = [];
