// Keeps the messaging lists and counts fresh from the user's own topic, and shows tutors the live
// "New Chat Request" toast (one per request, even if mounted twice).
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useRealtimeTopic } from '../../../lib/use-realtime';

export function useMessagingEvents(userId: string | undefined, options: { toastRequests?: boolean } = {}) {
  const qc = useQueryClient();
  useRealtimeTopic(userId ? `user:${userId}` : null, (frame) => {
    if (frame.type !== 'event') return;
    const e = frame.event;
    if (e.startsWith('message.') || e.startsWith('unread.') || e.startsWith('thread.')) {
      void qc.invalidateQueries({ queryKey: ['messages', 'unread'] });
      void qc.invalidateQueries({ queryKey: ['messages', 'threads'] });
    }
    if (e.startsWith('chat_request.')) {
      void qc.invalidateQueries({ queryKey: ['messages', 'chat-requests'] });
      void qc.invalidateQueries({ queryKey: ['messages', 'threads'] });
    }
    if (e === 'chat_request.created' && options.toastRequests) {
      const name = typeof frame.data.studentName === 'string' ? frame.data.studentName : 'A student';
      toast.success('New Chat Request', { id: `chat-request-${String(frame.data.requestId)}`, description: `${name} wants to chat with you.` });
    }
  });
}
