// Realtime topic prefixes beyond `user:` and who may subscribe. Each module adds its own entry.
import type { TopicAuthorizer } from '../realtime/hub';
import { isThreadMember } from './messaging/messaging.service';
import { canSubscribeClass } from './live/class.service';
import { canSubscribeSession } from './live/live.service';

export const topicAuthorizers: Record<string, TopicAuthorizer> = {
  thread: isThreadMember,
  session: canSubscribeSession,
  class: canSubscribeClass,
};
