// Realtime topic prefixes beyond `user:` and who may subscribe. Each module adds its own entry.
import type { TopicAuthorizer } from '../realtime/hub';

export const topicAuthorizers: Record<string, TopicAuthorizer> = {};
