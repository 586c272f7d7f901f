// Keeps the messaging lists and counts fresh from the user's own topic, and shows tutors the live
// "New Chat Request" toast (one per request, even if mounted twice).
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CHAT_REQUEST_EVENTS, MESSAGE_EVENTS } from '@shared/realtime-constants';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { threadKeys } from '../../../entities/threads/api';

export function useMessagingEvents(userId: string | undefined, options: { toastRequests?: boolean } = {}) {
  const qc = useQueryClient();
  const topic = userId ? `user:${userId}` : null;
  useRealtimeEvents(topic, [...MESSAGE_EVENTS, 'unread.changed'], () => {
    void qc.invalidateQueries({ queryKey: threadKeys.unread });
    void qc.invalidateQueries({ queryKey: threadKeys.list });
  });
  useRealtimeEvents(topic, CHAT_REQUEST_EVENTS, (frame) => {
    void qc.invalidateQueries({ queryKey: threadKeys.chatRequests });
    void qc.invalidateQueries({ queryKey: threadKeys.list });
    if (frame.event === 'chat_request.created' && options.toastRequests) {
      const name = frame.data.studentName || 'A student';
      toast.success('New Chat Request', { id: `chat-request-${frame.data.requestId}`, description: `${name} wants to chat with you.` });
    }
  });
}
