// Built-in bus: one process, so fan-out is a local call.
import type { Bus } from './bus';

export function createMemoryBus(): Bus {
  const handlers = new Set<Parameters<Bus['subscribe']>[0]>();
  return {
    async publish(message) {
      for (const h of handlers) h(message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    state: () => 'ok',
    async close() {
      handlers.clear();
    },
  };
}
