// Data access for threads, messages and chat requests (the only messaging file that speaks SQL).
import { aliasedTable, and, asc, desc, eq, gt, ilike, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { SQLSTATE, sqlState } from '../../db/pg-error';
import { bookings, chatRequests, domains, expertProfiles, messages, messageThreads, offerings, profiles, user } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

const studentUser = aliasedTable(user, 'student_user');
const studentProfile = aliasedTable(profiles, 'student_profile');
const expertUser = aliasedTable(user, 'expert_user');
const expertProfileInfo = aliasedTable(profiles, 'expert_profile_info');

const isUniqueViolation = (err: unknown): boolean => sqlState(err) === SQLSTATE.uniqueViolation;

export const messagingRepo = (db: Db) => ({
  async expertById(expertId: string) {
    const [row] = await db
      .select({ id: expertProfiles.id, userId: expertProfiles.userId, name: personName(profiles, user) })
      .from(expertProfiles)
      .innerJoin(user, eq(user.id, expertProfiles.userId))
      .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
      .where(eq(expertProfiles.id, expertId))
      .limit(1);
    return row ?? null;
  },

  async userName(userId: string) {
    const [row] = await db
      .select({ name: personName(profiles, user, { orEmail: true }) })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId))
      .limit(1);
    return row?.name ?? null;
  },

  /** A thread with the user ids of both members, or null. */
  async threadById(id: string) {
    const [row] = await db
      .select({ thread: messageThreads, expertUserId: expertProfiles.userId })
      .from(messageThreads)
      .innerJoin(expertProfiles, eq(expertProfiles.id, messageThreads.expertId))
      .where(eq(messageThreads.id, id))
      .limit(1);
    return row ?? null;
  },

  /** Creates the pair's thread or returns the existing one. */
  async ensureThread(studentId: string, expertId: string, bookingId: string | null = null) {
    const inserted = await db
      .insert(messageThreads)
      .values({ studentId, expertId, bookingId, threadType: bookingId ? 'session' : 'general', status: 'active' })
      .onConflictDoNothing({ target: [messageThreads.studentId, messageThreads.expertId] })
      .returning();
    if (inserted[0]) return { thread: inserted[0], created: true };
    const [existing] = await db
      .select()
      .from(messageThreads)
      .where(and(eq(messageThreads.studentId, studentId), eq(messageThreads.expertId, expertId)))
      .limit(1);
    return { thread: existing, created: false };
  },

  /** Threads where the user is the student or the expert, newest activity first. */
  async listThreads(userId: string, expertProfileId: string | null) {
    const lastMessage = db
      .select({
        threadId: messages.threadId,
        content: messages.content,
        senderId: messages.senderId,
        createdAt: messages.createdAt,
        rn: sql<number>`row_number() over (partition by ${messages.threadId} order by ${messages.seq} desc)`.as('rn'),
      })
      .from(messages)
      .as('last_message');
    const unread = db
      .select({ threadId: messages.threadId, n: sql<number>`count(*)::int`.as('n') })
      .from(messages)
      .where(and(eq(messages.isRead, false), ne(messages.senderId, userId)))
      .groupBy(messages.threadId)
      .as('unread');
    const member = expertProfileId
      ? or(eq(messageThreads.studentId, userId), eq(messageThreads.expertId, expertProfileId))
      : eq(messageThreads.studentId, userId);
    return db
      .select({
        thread: messageThreads,
        studentName: personName(studentProfile, studentUser),
        studentAvatar: sql<string | null>`coalesce(${studentProfile.avatarUrl}, ${studentUser.image})`,
        expertUserId: expertProfiles.userId,
        expertName: personName(expertProfileInfo, expertUser),
        expertAvatar: sql<string | null>`coalesce(${expertProfileInfo.avatarUrl}, ${expertUser.image})`,
        bookingTitle: offerings.title,
        lastContent: lastMessage.content,
        lastSenderId: lastMessage.senderId,
        lastCreatedAt: lastMessage.createdAt,
        unread: sql<number>`coalesce(${unread.n}, 0)`,
      })
      .from(messageThreads)
      .innerJoin(studentUser, eq(studentUser.id, messageThreads.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, messageThreads.studentId))
      .innerJoin(expertProfiles, eq(expertProfiles.id, messageThreads.expertId))
      .innerJoin(expertUser, eq(expertUser.id, expertProfiles.userId))
      .leftJoin(expertProfileInfo, eq(expertProfileInfo.userId, expertProfiles.userId))
      .leftJoin(bookings, eq(bookings.id, messageThreads.bookingId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .leftJoin(lastMessage, and(eq(lastMessage.threadId, messageThreads.id), eq(lastMessage.rn, 1)))
      .leftJoin(unread, eq(unread.threadId, messageThreads.id))
      .where(member)
      .orderBy(desc(messageThreads.lastMessageAt));
  },

  /**
   * One page of a thread by seq, oldest first: after `afterSeq` (and before `beforeSeq`) from the oldest side;
   * otherwise the newest messages (before `beforeSeq`).
   */
  async listMessages(threadId: string, page: { afterSeq?: number; beforeSeq?: number; limit: number }) {
    const where = and(
      eq(messages.threadId, threadId),
      page.afterSeq !== undefined ? gt(messages.seq, page.afterSeq) : undefined,
      page.beforeSeq !== undefined ? lt(messages.seq, page.beforeSeq) : undefined,
    );
    if (page.afterSeq !== undefined) {
      return db.select().from(messages).where(where).orderBy(asc(messages.seq)).limit(page.limit);
    }
    const newestFirst = await db.select().from(messages).where(where).orderBy(desc(messages.seq)).limit(page.limit);
    return newestFirst.reverse();
  },

  /**
   * Inserts once per (sender, client id); a resend returns the stored row with created=false.
   * The thread's row lock is taken before the row gets its seq and held until commit, so the messages of
   * one thread commit in seq order: a reader that has seen seq n has seen every message of the thread
   * below n, and "after the highest seq I have" can never skip one.
   */
  async insertMessage(m: { threadId: string; senderId: string; clientId: string; content: string; messageType?: string; at: Date }) {
    return db.transaction(async (tx) => {
      await tx.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.id, m.threadId)).for('update');
      const inserted = await tx
        .insert(messages)
        .values({ threadId: m.threadId, senderId: m.senderId, clientId: m.clientId, content: m.content, messageType: m.messageType ?? 'text', createdAt: m.at })
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning();
      if (inserted[0]) {
        await tx
          .update(messageThreads)
          .set({ lastMessageAt: sql`greatest(${messageThreads.lastMessageAt}, ${m.at})` })
          .where(eq(messageThreads.id, m.threadId));
        return { message: inserted[0], created: true };
      }
      const [existing] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, m.senderId), eq(messages.clientId, m.clientId)))
        .limit(1);
      return { message: existing, created: false };
    });
  },

  async markRead(threadId: string, readerId: string, at: Date) {
    const rows = await db
      .update(messages)
      .set({ isRead: true, readAt: at })
      .where(and(eq(messages.threadId, threadId), ne(messages.senderId, readerId), eq(messages.isRead, false)))
      .returning({ id: messages.id });
    return rows.length;
  },

  /** Marks the other party's messages read up to a point (seed and read receipts). */
  async markReadUpTo(threadId: string, upToSeq: number, readerId: string, at: Date) {
    await db
      .update(messages)
      .set({ isRead: true, readAt: at })
      .where(and(eq(messages.threadId, threadId), ne(messages.senderId, readerId), eq(messages.isRead, false), lte(messages.seq, upToSeq)));
  },

  async unreadByThread(userId: string, expertProfileId: string | null) {
    const member = expertProfileId
      ? or(eq(messageThreads.studentId, userId), eq(messageThreads.expertId, expertProfileId))
      : eq(messageThreads.studentId, userId);
    return db
      .select({ threadId: messages.threadId, n: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(and(member, eq(messages.isRead, false), ne(messages.senderId, userId)))
      .groupBy(messages.threadId);
  },

  async insertChatRequest(studentId: string, expertId: string, message: string, at: Date) {
    try {
      const [row] = await db.insert(chatRequests).values({ studentId, expertId, message, createdAt: at }).returning();
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  },

  async chatRequestById(id: string) {
    const [row] = await db.select().from(chatRequests).where(eq(chatRequests.id, id)).limit(1);
    return row ?? null;
  },

  /** Moves a pending request to its answer; null when it was no longer pending. */
  async respondChatRequest(id: string, status: 'approved' | 'rejected', expertResponse: string | null, at: Date) {
    const [row] = await db
      .update(chatRequests)
      .set({ status, expertResponse, respondedAt: at })
      .where(and(eq(chatRequests.id, id), eq(chatRequests.status, 'pending')))
      .returning();
    return row ?? null;
  },

  async listChatRequests(userId: string, expertProfileId: string | null) {
    const member = expertProfileId
      ? or(eq(chatRequests.studentId, userId), eq(chatRequests.expertId, expertProfileId))
      : eq(chatRequests.studentId, userId);
    return db
      .select({
        request: chatRequests,
        studentName: personName(studentProfile, studentUser),
        studentAvatar: sql<string | null>`coalesce(${studentProfile.avatarUrl}, ${studentUser.image})`,
        expertUserId: expertProfiles.userId,
        expertName: personName(expertProfileInfo, expertUser),
        expertAvatar: sql<string | null>`coalesce(${expertProfileInfo.avatarUrl}, ${expertUser.image})`,
        threadId: messageThreads.id,
      })
      .from(chatRequests)
      .innerJoin(studentUser, eq(studentUser.id, chatRequests.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, chatRequests.studentId))
      .innerJoin(expertProfiles, eq(expertProfiles.id, chatRequests.expertId))
      .innerJoin(expertUser, eq(expertUser.id, expertProfiles.userId))
      .leftJoin(expertProfileInfo, eq(expertProfileInfo.userId, expertProfiles.userId))
      .leftJoin(
        messageThreads,
        and(eq(messageThreads.studentId, chatRequests.studentId), eq(messageThreads.expertId, chatRequests.expertId), eq(chatRequests.status, 'approved')),
      )
      .where(member)
      .orderBy(desc(chatRequests.createdAt), desc(chatRequests.id))
      .limit(200);
  },

  /** Experts whose name or bio contains the text. */
  async searchTutors(q: string, limit: number) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const name = personName(profiles, user);
    return db
      .select({
        expertId: expertProfiles.id,
        userId: expertProfiles.userId,
        name,
        bio: expertProfiles.bio,
        rating: expertProfiles.rating,
        avatarUrl: sql<string | null>`coalesce(${profiles.avatarUrl}, ${user.image})`,
        domainName: domains.name,
        customDomain: expertProfiles.customDomain,
        hourlyRate: expertProfiles.hourlyRate,
      })
      .from(expertProfiles)
      .innerJoin(user, eq(user.id, expertProfiles.userId))
      .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
      .leftJoin(domains, eq(domains.id, expertProfiles.domainId))
      .where(and(eq(user.userType, 'tutor'), q ? or(ilike(name, pattern), ilike(expertProfiles.bio, pattern)) : undefined))
      .orderBy(desc(expertProfiles.rating), asc(expertProfiles.id))
      .limit(limit);
  },
});
