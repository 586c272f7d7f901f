import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, Check, CheckCheck, RotateCw, Send } from 'lucide-react';
import type { ThreadDto } from '@shared/schemas/messaging';
import { formatMessageTime, isSendable } from '@shared/rules/messaging';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useThreadMessages } from '../hooks/use-thread-messages';
import { useTyping } from '../hooks/use-typing';
import { Avatar } from './avatar';

export function MessagePane({ thread, meId, timeZone, onBack }: { thread: ThreadDto; meId: string; timeZone?: string; onBack: () => void }) {
  const { messages, pending, loading, send, retry } = useThreadMessages(thread.id, meId);
  const [text, setText] = useState('');
  const { othersTyping, notifyTyping } = useTyping(thread.id, meId);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length]);

  const submit = () => {
    if (!isSendable(text)) return;
    if (send(text)) setText('');
  };
  const lastMine = [...messages].reverse().find((m) => m.senderId === meId);

  return (
    <section aria-label={`Conversation with ${thread.other.name}`} className="flex h-[70vh] min-h-[420px] flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 p-3 dark:border-slate-800">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft className="h-4 w-4" aria-hidden />
        </Button>
        <Avatar name={thread.other.name} url={thread.other.avatarUrl} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{thread.other.name}</h2>
          {thread.bookingTitle && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{thread.bookingTitle}</p>}
        </div>
      </header>
      <div className="flex-1 space-y-2 overflow-y-auto p-3" role="log" aria-live="polite" aria-label="Messages" data-testid="message-list">
        {loading && messages.length === 0 && <LoadingText text="Loading messages..." />}
        {messages.map((m) => {
          const mine = m.senderId === meId;
          return (
            <div key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid="message">
              <div className={cn('max-w-[80%] rounded-2xl px-3 py-2 text-sm', mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100')}>
                <p className="whitespace-pre-wrap break-words">{m.content}</p>
                <p className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-white/80' : 'text-slate-500 dark:text-slate-400')}>
                  {formatMessageTime(m.createdAt, timeZone)}
                  {mine && m.id === lastMine?.id && (m.isRead ? <CheckCheck className="h-3 w-3" aria-label="Seen" /> : <Check className="h-3 w-3" aria-label="Sent" />)}
                </p>
              </div>
            </div>
          );
        })}
        {pending.map((p) => (
          <div key={p.clientId} className="flex justify-end" data-testid="message-pending">
            <div className={cn('max-w-[80%] rounded-2xl px-3 py-2 text-sm text-white', p.status === 'failed' ? 'bg-red-600' : 'bg-brand-600/70')}>
              <p className="whitespace-pre-wrap break-words">{p.content}</p>
              <p className="mt-1 flex items-center justify-end gap-2 text-[11px] text-white/90">
                {p.status === 'sending' ? 'Sending...' : 'Not sent'}
                {p.status === 'failed' && (
                  <button type="button" className="inline-flex items-center gap-1 underline" onClick={() => retry(p.clientId)}>
                    <RotateCw className="h-3 w-3" aria-hidden /> Retry
                  </button>
                )}
              </p>
            </div>
          </div>
        ))}
        {othersTyping && (
          <p className="text-xs italic text-slate-500 dark:text-slate-400" data-testid="typing-indicator">
            {thread.other.name} is typing…
          </p>
        )}
        <div ref={endRef} />
      </div>
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-800"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor="message-input" className="sr-only">
          Type a message
        </label>
        <Textarea
          id="message-input"
          rows={1}
          maxLength={4000}
          className="min-h-10 flex-1 resize-none"
          placeholder="Type a message..."
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) notifyTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" size="icon" disabled={!isSendable(text)} aria-label="Send message">
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </form>
    </section>
  );
}
