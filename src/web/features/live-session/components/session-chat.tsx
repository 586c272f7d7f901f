// In-call chat: stored in the pair's message thread, pushed to the other side over the session topic; in a group
// class, the class's one chat, pushed to every seat over the class topic.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { roomToast } from '../lib/room-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useRealtimeEvents, useRealtimeReconnect } from '../../../lib/use-realtime';
import { sessionChatQuery, useSendSessionChat, useSessionChat } from '../api/chat';

/** `classTopic`: the class's topic for a seat of a group session (`class:{groupSessionId}`). */
export function SessionChat({ bookingId, myUserId, classTopic }: { bookingId: string; myUserId: string; classTopic?: string }) {
  const qc = useQueryClient();
  const { data: messages = [], isPending } = useSessionChat(bookingId);
  const send = useSendSessionChat(bookingId);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const refetch = () => void qc.invalidateQueries({ queryKey: sessionChatQuery(bookingId).queryKey });

  useRealtimeEvents(classTopic ? null : `session:${bookingId}`, 'chat.message', refetch);
  useRealtimeEvents(classTopic ?? null, 'class.message', refetch);
  useRealtimeReconnect(refetch);

  // The list scrolls, never the page: on a phone the chat sits below the call, which must stay in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return;
    const clientId = crypto.randomUUID();
    setText('');
    send.mutate(
      { content, clientId },
      {
        onError: (err) => {
          setText(content);
          roomToast.error('Failed to send message', { description: errorMessage(err) });
        },
      },
    );
  };

  return (
    <div className="flex h-80 flex-col rounded-lg border border-slate-200 dark:border-slate-700">
      <ol ref={listRef} className="flex-1 space-y-2 overflow-y-auto p-3" aria-label={classTopic ? 'Class chat' : 'Session chat'} aria-live="polite">
        {isPending && <li className="text-sm text-slate-500">Loading...</li>}
        {!isPending && messages.length === 0 && <li className="text-sm text-slate-500 dark:text-slate-400">No messages yet. Say hello!</li>}
        {messages.map((m) => {
          const mine = m.senderId === myUserId;
          return (
            <li key={m.id} className={mine ? 'flex justify-end' : 'flex justify-start'}>
              <div className={`max-w-[80%] rounded-lg px-3 py-2 text-sm ${mine ? 'bg-brand-600 text-white' : 'bg-slate-100 dark:bg-slate-800'}`}>
                {!mine && <p className="text-xs font-medium opacity-80">{m.senderName}</p>}
                <p className="whitespace-pre-wrap break-words">{m.content}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Type a message..." aria-label="Chat message" maxLength={4000} />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!text.trim()}>
          <Send className="h-4 w-4" />
        </Button>
      </form>
    </div>
  );
}
