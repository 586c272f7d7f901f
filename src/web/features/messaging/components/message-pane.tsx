import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { ArrowDown, ArrowLeft, Check, CheckCheck, RotateCw, Send } from 'lucide-react';
import type { ThreadDto } from '@shared/schemas/messaging';
import { formatMessageTime, isSendable } from '@shared/rules/messaging';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useThreadMessages } from '../hooks/use-thread-messages';
import { useTyping } from '../hooks/use-typing';
import { Avatar } from './avatar';

/** Closer than this to the bottom counts as reading the newest messages: new ones scroll into view. */
const STICK_TO_BOTTOM_PX = 80;
/** Closer than this to the top loads the page before. */
const LOAD_OLDER_AT_PX = 200;

export function MessagePane({ thread, meId, timeZone, onBack }: { thread: ThreadDto; meId: string; timeZone?: string; onBack: () => void }) {
  const { messages, hasOlder, pending, loading, loadingOlder, loadOlder, send, retry } = useThreadMessages(thread.id, meId);
  const [text, setText] = useState('');
  const { othersTyping, notifyTyping } = useTyping(thread.id, meId);
  const listRef = useRef<HTMLDivElement>(null);
  /** The reader is at the bottom: what arrives scrolls into view. */
  const atBottom = useRef(true);
  /** Before older messages go in on top: the message that was first and where it sat in the view. */
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const lastId = useRef<string | undefined>(undefined);
  const [newBelow, setNewBelow] = useState(false);

  const scrollToBottom = useCallback(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  }, []);

  const showOlder = useCallback(async () => {
    const el = listRef.current;
    const first = el?.querySelector<HTMLElement>('[data-message-id]');
    anchor.current = el && first ? { id: first.dataset.messageId!, offset: first.offsetTop - el.scrollTop } : null;
    const added = await loadOlder();
    if (!added) anchor.current = null;
  }, [loadOlder]);

  // Older messages in on top keep the one the reader was looking at in place; new ones at the bottom
  // scroll into view when the reader is at the bottom, and otherwise say so.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const kept = anchor.current;
    const keptEl = kept && el.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(kept.id)}"]`);
    if (kept && keptEl) {
      anchor.current = null;
      el.scrollTop = keptEl.offsetTop - kept.offset;
    } else {
      const newest = messages[messages.length - 1]?.id;
      const grew = newest !== lastId.current;
      if (atBottom.current) el.scrollTop = el.scrollHeight;
      else if (grew && lastId.current !== undefined) setNewBelow(true);
    }
    lastId.current = messages[messages.length - 1]?.id;
  }, [messages, pending.length, othersTyping]);

  // A first page too short to scroll fetches the one before, so scrolling up can load the rest.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && el.clientHeight > 0 && hasOlder && !loadingOlder && messages.length > 0 && el.scrollHeight <= el.clientHeight) void showOlder();
  }, [hasOlder, loadingOlder, messages.length, showOlder]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
    if (atBottom.current) setNewBelow(false);
    if (el.scrollTop < LOAD_OLDER_AT_PX && hasOlder && !loadingOlder) void showOlder();
  };

  const submit = () => {
    if (!isSendable(text)) return;
    if (send(text)) {
      setText('');
      atBottom.current = true; // your own message always comes into view
    }
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
      <div className="relative flex min-h-0 flex-1 flex-col">
        <div
          ref={listRef}
          onScroll={onScroll}
          className="flex-1 space-y-2 overflow-y-auto p-3"
          role="log"
          aria-live="polite"
          aria-busy={loadingOlder}
          aria-label="Messages"
          data-testid="message-list"
        >
          {loading && messages.length === 0 && <LoadingText text="Loading messages..." />}
          {hasOlder && (
            <div className="flex justify-center" data-testid="older-messages">
              {loadingOlder ? (
                <LoadingText text="Loading older messages..." />
              ) : (
                <Button type="button" variant="ghost" size="sm" onClick={() => void showOlder()}>
                  Load older messages
                </Button>
              )}
            </div>
          )}
          {!hasOlder && !loading && messages.length > 0 && (
            <p className="text-center text-xs text-slate-500 dark:text-slate-400" data-testid="conversation-start">
              Start of your conversation with {thread.other.name}
            </p>
          )}
          {messages.map((m) => {
            const mine = m.senderId === meId;
            return (
              <div key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid="message" data-message-id={m.id}>
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
        </div>
        {newBelow && (
          <Button type="button" size="sm" className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md" onClick={scrollToBottom}>
            <ArrowDown className="h-4 w-4" aria-hidden /> New messages
          </Button>
        )}
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
