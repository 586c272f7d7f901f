import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@shared/schemas/messaging';
import { mergeMessages } from './use-thread-messages';

const m = (seq: number, id = `m${seq}`): MessageDto => ({
  id,
  seq,
  threadId: 't',
  senderId: 'u',
  clientId: `c${seq}`,
  content: `message ${seq}`,
  messageType: 'text',
  isRead: false,
  readAt: null,
  createdAt: new Date(seq * 1000).toISOString(),
});

describe('mergeMessages', () => {
  it('keeps server order and never shows a message twice', () => {
    const current = [m(1), m(2), m(4)];
    const merged = mergeMessages(current, [m(3), m(4), m(5), m(2)]);
    expect(merged.map((x) => x.seq)).toEqual([1, 2, 3, 4, 5]);
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
