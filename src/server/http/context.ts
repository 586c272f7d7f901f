import type { Actor } from './actor';

export type AppEnv = { Variables: { actor: Actor | null; requestId: string } };
