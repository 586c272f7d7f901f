import type { Deps } from '../../deps';
import type { DemoIds } from './index';

export async function seedAdmin(_deps: Deps, _ids: DemoIds): Promise<void> {}
