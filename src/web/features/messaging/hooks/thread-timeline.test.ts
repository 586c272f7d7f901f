// The rules that keep an open conversation complete: own sends, fetched pages and realtime events in any
// order give one ordered list, without gaps or duplicates.
import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@shared/schemas/messaging';
import { emptyTimeline, mayBeMissing, mergeMessages, withNewerPage, withNewestPage, withOlderPage, withOwnMessage, type Timeline } from './thread-timeline';

const m = (seq: number, senderId = 'other'): MessageDto => ({
  id: `m${seq}`,
  seq,
  threadId: 't',
  senderId,
  clientId: `c${seq}`,
  content: `message ${seq}`,
  messageType: 'text',
  isRead: false,
  readAt: null,
  createdAt: new Date(seq * 1000).toISOString(),
});
const range = (from: number, to: number, senderId?: string) => Array.from({ length: to - from + 1 }, (_, i) => m(from + i, senderId));
const seqs = (t: Timeline) => t.messages.map((x) => x.seq);

/** A tiny server: the thread's committed messages; pages as the API answers them. */
function server(rows: MessageDto[]) {
  return {
    rows,
    after: (seq: number, limit: number) => rows.filter((r) => r.seq > seq).slice(0, limit),
    before: (seq: number, limit: number) => rows.filter((r) => r.seq < seq).slice(-limit),
    newest: (limit: number) => rows.slice(-limit),
  };
}

/** What the client does on an event it may have missed: page forward until a page comes back short. */
function catchUp(t: Timeline, s: ReturnType<typeof server>, limit: number) {
  let pages = 0;
  for (let caughtUp = false; !caughtUp; pages++) {
    const after = t.syncedSeq!;
    ({ timeline: t, caughtUp } = withNewerPage(t, after, s.after(after, limit), limit));
  }
  return { t, pages };
}

describe('an open conversation', () => {
  it('opens on the newest page and knows whether older messages exist', () => {
    const s = server(range(1, 120));
    const t = withNewestPage(emptyTimeline, s.newest(50), 50);
    expect(seqs(t)).toEqual(range(71, 120).map((x) => x.seq));
    expect(t).toMatchObject({ syncedSeq: 120, hasOlder: true });
    const short = withNewestPage(emptyTimeline, s.newest(50).slice(-3), 50);
    expect(short.hasOlder).toBe(false);
    expect(withNewestPage(emptyTimeline, [], 50)).toMatchObject({ messages: [], syncedSeq: 0, hasOlder: false });
  });

  it('scrolls back page by page to the first message, once each', () => {
    const s = server(range(1, 120));
    let t = withNewestPage(emptyTimeline, s.newest(50), 50);
    while (t.hasOlder) t = withOlderPage(t, s.before(t.messages[0].seq, 50), 50);
    expect(seqs(t)).toEqual(range(1, 120).map((x) => x.seq));
    expect(t.syncedSeq).toBe(120);
  });

  it("never lets its own send skip the other person's earlier message", () => {
    // Both type at once: their message 3 commits, then mine gets 4; my send's answer arrives first.
    const s = server([m(1, 'me'), m(2)]);
    let t = withNewestPage(emptyTimeline, s.newest(50), 50);
    s.rows.push(m(3), m(4, 'me'));
    t = withOwnMessage(t, m(4, 'me'));
    expect(seqs(t)).toEqual([1, 2, 4]);
    expect(t.syncedSeq).toBe(2);
    // The events for 3 and 4 arrive in any order; either one means "fetch after what I have".
    expect(mayBeMissing(t, 4)).toBe(true);
    expect(mayBeMissing(t, 3)).toBe(true);
    ({ t } = catchUp(t, s, 200));
    expect(seqs(t)).toEqual([1, 2, 3, 4]);
    expect(t.syncedSeq).toBe(4);
    expect(mayBeMissing(t, 3)).toBe(false);
    // A late duplicate of my message (the send's answer after the fetch) changes nothing.
    expect(seqs(withOwnMessage(t, m(4, 'me')))).toEqual([1, 2, 3, 4]);
  });

  it('after a long gap pages forward until caught up', () => {
    const s = server(range(1, 60));
    let t = withNewestPage(emptyTimeline, s.newest(50), 50);
    s.rows.push(...range(61, 700));
    const { t: caught, pages } = catchUp(t, s, 200);
    t = caught;
    expect(pages).toBe(4); // 200 + 200 + 200 + 40
    expect(seqs(t)).toEqual(range(11, 700).map((x) => x.seq));
    expect(t.syncedSeq).toBe(700);
  });

  it('keeps server order with gaps in seq (other conversations) and never shows a message twice', () => {
    const s = server([m(3), m(8), m(9, 'me'), m(15), m(21)]);
    let t = withNewestPage(emptyTimeline, s.newest(2), 2); // 15, 21
    t = withOwnMessage(t, m(22, 'me'));
    s.rows.push(m(22, 'me'), m(30));
    ({ t } = catchUp(t, s, 1));
    t = withOlderPage(t, s.before(t.messages[0].seq, 2), 2);
    t = withOlderPage(t, s.before(t.messages[0].seq, 2), 2);
    expect(seqs(t)).toEqual([3, 8, 9, 15, 21, 22, 30]);
    expect(new Set(t.messages.map((x) => x.id)).size).toBe(7);
    expect(t.hasOlder).toBe(false);
  });

  it('an answer to an older question adds its rows without moving the cursor past a hole', () => {
    const t = withNewestPage(emptyTimeline, [m(1), m(2)], 50);
    const ahead = withNewerPage(t, 5, [m(7)], 200).timeline; // asked after 5 while only 2 was fetched
    expect(seqs(ahead)).toEqual([1, 2, 7]);
    expect(ahead.syncedSeq).toBe(2);
  });
});

describe('mergeMessages', () => {
  it('keeps server order and never shows a message twice', () => {
    expect(mergeMessages([m(1), m(2), m(4)], [m(3), m(4), m(5), m(2)]).map((x) => x.seq)).toEqual([1, 2, 3, 4, 5]);
  });
  it('replaces a message with its newer copy (read state)', () => {
    const merged = mergeMessages([m(1)], [{ ...m(1), isRead: true }]);
    expect(merged).toHaveLength(1);
    expect(merged[0].isRead).toBe(true);
  });
  it('returns the same list when nothing arrives', () => {
    const current = [m(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });
});
