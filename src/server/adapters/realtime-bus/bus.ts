import type { BusMessage, EventData, EventName, EventTopic } from '../../../shared/realtime';

/** `degraded`: the bus cannot receive from other processes right now (it keeps reconnecting). */
export type BusState = 'ok' | 'degraded';

export type Bus = {
  publish: (message: BusMessage) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (handler: (message: BusMessage) => void) => () => void;
  /** Whether messages from other processes arrive now; a bus of one process is always `ok`. */
  state?: () => BusState;
  close: () => Promise<void>;
};

/**
 * Handed to this process's subscribers (never sent to other processes) after the bus has recovered from an
 * outage: events published meanwhile may be lost, so the hub tells every socket to backfill.
 */
export const RESYNC_MESSAGE: BusMessage = { kind: 'event', topic: 'user:*', event: 'realtime.resync', data: {} };
export const isResync = (message: BusMessage) => message.kind === 'event' && message.event === 'realtime.resync';

/** Back-off between reconnect attempts: doubling from 250 ms up to 2 s, with jitter, forever. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(2_000, 250 * 2 ** Math.min(attempt, 4));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Publishes one event of the map on one or more topics. The name picks the payload's type, so an
 * unknown name or a wrong payload does not compile.
 */
export async function publishEvent<E extends EventName>(bus: Bus, topics: EventTopic | readonly EventTopic[], event: E, data: NoInfer<EventData<E>>) {
  const list: readonly EventTopic[] = typeof topics === 'string' ? [topics] : topics;
  // The cast only joins what the signature already ties together: this event's name and its payload.
  await Promise.all(list.map((topic) => bus.publish({ kind: 'event', topic, event, data } as BusMessage)));
}
