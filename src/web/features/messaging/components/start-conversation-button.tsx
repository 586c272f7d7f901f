// Replaced by the messaging feature: opens the "Start a Conversation" modal for an expert.
import type { ExpertCard } from '@shared/schemas/experts';

export function StartConversationButton(_props: { expert: ExpertCard; variant?: 'icon' | 'full' }) {
  return null;
}
