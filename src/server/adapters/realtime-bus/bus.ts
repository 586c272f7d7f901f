import type { BusMessage, EventData, EventName, EventTopic } from '../../../shared/realtime';

export type Bus = {
  publish: (message: BusMessage) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (handler: (message: BusMessage) => void) => () => void;
  close: () => Promise<void>;
};

/**
 * Publishes one event of the map on one or more topics. The name picks the payload's type, so an
 * unknown name or a wrong payload does not compile.
 */
export async function publishEvent<E extends EventName>(bus: Bus, topics: EventTopic | readonly EventTopic[], event: E, data: NoInfer<EventData<E>>) {
  const list: readonly EventTopic[] = typeof topics === 'string' ? [topics] : topics;
  // The cast only joins what the signature already ties together: this event's name and its payload.
  await Promise.all(list.map((topic) => bus.publish({ kind: 'event', topic, event, data } as BusMessage)));
}
