import { describe, expect, it } from 'vitest';
import { BOOKING_EVENTS, CHAT_REQUEST_EVENTS, eventMap, MESSAGE_EVENTS, NOTIFICATION_EVENTS, serverFrameSchema, type EventName } from './realtime';

const names = Object.keys(eventMap) as EventName[];

describe('server event frames', () => {
  it('accept each event with its own payload', () => {
    const frame = { type: 'event', topic: 'user:u1', event: 'booking.updated', data: { id: 'b1', status: 'confirmed' } };
    expect(serverFrameSchema.parse(frame)).toEqual(frame);
    const chat = { type: 'event', topic: 'session:b1', event: 'chat.message', data: { threadId: 't1', messageId: 'm1', seq: 3, bookingId: 'b1' } };
    expect(serverFrameSchema.parse(chat)).toEqual(chat);
  });

  it('refuse an event outside the map, and a payload of another event', () => {
    expect(serverFrameSchema.safeParse({ type: 'event', topic: 'user:u1', event: 'booking.deleted', data: { id: 'b1' } }).success).toBe(false);
    expect(serverFrameSchema.safeParse({ type: 'event', topic: 'user:u1', event: 'booking.updated', data: { threadId: 't1' } }).success).toBe(false);
  });
});

describe('event groups', () => {
  it('list every event of their prefix, exactly', () => {
    const groups: [string, readonly EventName[]][] = [
      ['booking.', BOOKING_EVENTS],
      ['message.', MESSAGE_EVENTS],
      ['chat_request.', CHAT_REQUEST_EVENTS],
      ['notification.', NOTIFICATION_EVENTS],
    ];
    for (const [prefix, group] of groups) expect([...group].sort()).toEqual(names.filter((n) => n.startsWith(prefix)).sort());
  });
});
