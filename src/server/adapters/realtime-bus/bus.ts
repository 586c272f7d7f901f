import type { BusMessage } from '../../../shared/realtime';

export type Bus = {
  publish: (message: BusMessage) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (handler: (message: BusMessage) => void) => () => void;
  close: () => Promise<void>;
};
