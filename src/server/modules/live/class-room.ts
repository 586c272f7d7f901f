// The class's shared whiteboard and chat: one for every seat of a group session (live.service.ts hands a
// group's seats here), announced on the class's topic.
import type { SessionChatMessageDto, WhiteboardDto, WhiteboardElement } from '../../../shared/schemas/live';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { classRepo } from './class.repo';

const CHAT_LIMIT = 200;

/** The realtime topic of a group session's class: its events, whiteboard and chat. */
export const classTopic = (groupSessionId: string) => `class:${groupSessionId}` as const;

export async function getClassWhiteboard(deps: Deps, groupSessionId: string): Promise<WhiteboardDto> {
  const stored = (await classRepo(deps.db).whiteboard(groupSessionId)) as { elements?: WhiteboardElement[] } | null;
  return { elements: Array.isArray(stored?.elements) ? stored.elements : [] };
}

export async function saveClassWhiteboard(deps: Deps, groupSessionId: string, elements: WhiteboardElement[]): Promise<void> {
  await classRepo(deps.db).setWhiteboard(groupSessionId, { elements });
}

export async function listClassChat(deps: Deps, groupSessionId: string, since: Date): Promise<SessionChatMessageDto[]> {
  const rows = await classRepo(deps.db).messages(groupSessionId, CHAT_LIMIT);
  return rows.filter((m) => m.createdAt >= since).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}

export async function sendClassChat(
  deps: Deps,
  actor: Actor,
  groupSessionId: string,
  input: { content: string; clientId: string },
  senderName: string,
): Promise<SessionChatMessageDto> {
  const stored = await classRepo(deps.db).addMessage({ groupSessionId, senderId: actor.userId, content: input.content, clientId: input.clientId });
  if (stored.created) await publishEvent(deps.bus, classTopic(groupSessionId), 'class.message', { groupSessionId, messageId: stored.id });
  return { id: stored.id, senderId: actor.userId, senderName, content: input.content, clientId: input.clientId, createdAt: stored.createdAt.toISOString() };
}
