// Answers shaped by the shared DTO types, each with plain defaults a test overrides where it matters.
import type { Me } from '@shared/schemas/auth';
import type { BookingDto } from '@shared/schemas/bookings';
import type { ExpertCard, PublicExpert, PublicOffering } from '@shared/schemas/experts';
import type { MessageDto, ThreadDto } from '@shared/schemas/messaging';
import type { ExtractedCriteria, SearchResult, TutorSearchResponse } from '@shared/schemas/search';
import { MockApi, replyError } from './mock-api';

const CREATED = '2026-01-05T09:00:00.000Z';

export function aStudent(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user-student-1',
    email: 'asha@example.com',
    name: 'Asha Verma',
    emailVerified: true,
    userType: 'student',
    isAdmin: false,
    expertProfileId: null,
    hasExpertBio: false,
    createdAt: CREATED,
    lastLoginAt: CREATED,
    profile: { fullName: 'Asha Verma', avatarUrl: null, phone: '+91 99999 00000', timezone: 'Asia/Kolkata' },
    ...overrides,
  };
}

export function aTutor(overrides: Partial<Me> = {}): Me {
  return aStudent({
    id: 'user-tutor-1',
    email: 'ravi@example.com',
    name: 'Ravi Kumar',
    userType: 'tutor',
    expertProfileId: '7c0a2f4e-0000-4000-8000-000000000001',
    hasExpertBio: true,
    profile: { fullName: 'Ravi Kumar', avatarUrl: null, phone: '+91 98888 00000', timezone: 'Asia/Kolkata' },
    ...overrides,
  });
}

export function anOffering(overrides: Partial<PublicOffering> = {}): PublicOffering {
  return {
    id: '5b1e7a4c-0000-4000-8000-000000000001',
    title: 'Algebra Foundations',
    description: 'Linear equations and factorisation for Grade 9.',
    price: 80_000,
    durationMinutes: 60,
    maxStudents: 1,
    category: 'Mathematics',
    isTrial: false,
    ...overrides,
  };
}

export function anExpertCard(overrides: Partial<ExpertCard> = {}): ExpertCard {
  return {
    id: '7c0a2f4e-0000-4000-8000-000000000001',
    userId: 'user-tutor-1',
    name: 'Ravi Kumar',
    avatarUrl: null,
    domainId: 'd-math',
    domainName: 'Mathematics',
    customDomain: null,
    bio: 'CBSE mathematics for Grades 8 to 12.',
    rating: 4.8,
    reviewCount: 12,
    totalSessions: 40,
    isVerified: true,
    languages: ['English', 'Hindi'],
    qualifications: ['M.Sc. Mathematics'],
    experienceYears: 6,
    hourlyRate: 80_000,
    priceFrom: { amount: 60_000, currency: 'INR' },
    hasTrial: false,
    trialPrice: null,
    nextOpenAt: null,
    isAvailable: true,
    ...overrides,
  };
}

export function aPublicExpert(overrides: Partial<PublicExpert> = {}): PublicExpert {
  return {
    ...anExpertCard(),
    offerings: [anOffering()],
    reviewsSummary: { average: 4.8, count: 12 },
    ...overrides,
  };
}

export function aSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return { ...anExpertCard(), matchScore: 86, matchExplanation: 'Teaches CBSE Grade 10 mathematics in Hindi.', ...overrides };
}

export function criteria(overrides: Partial<ExtractedCriteria> = {}): ExtractedCriteria {
  return {
    subjects: [],
    grade: null,
    levels: [],
    boards: [],
    exams: [],
    languages: [],
    audiences: [],
    styles: [],
    minExperienceYears: null,
    maxHourlyRate: null,
    timeWindows: [],
    hours: null,
    keywords: [],
    excludes: { exams: [], levels: [], audiences: [], styles: [] },
    ...overrides,
  };
}

export function aSearchResponse(results: SearchResult[], overrides: Partial<TutorSearchResponse> = {}): TutorSearchResponse {
  return {
    results,
    extractedCriteria: criteria(),
    meta: { candidates: 10, belowThreshold: 0, engine: 'built-in', tookMs: 12 },
    ...overrides,
  };
}

export function aBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: 'b-1',
    studentId: 'user-student-1',
    studentName: 'Asha Verma',
    expertId: '7c0a2f4e-0000-4000-8000-000000000001',
    expertUserId: 'user-tutor-1',
    expertName: 'Ravi Kumar',
    offeringId: anOffering().id,
    offeringTitle: 'Algebra Foundations',
    offeringDescription: null,
    offeringCategory: 'Mathematics',
    durationMinutes: 60,
    scheduledAt: '2026-03-10T04:30:00.000Z',
    endsAt: '2026-03-10T05:30:00.000Z',
    status: 'confirmed',
    notes: null,
    totalAmount: 80_000,
    sessionType: 'one_on_one',
    groupSessionId: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    completedAt: null,
    review: null,
    calendarSequence: 0,
    payment: { status: 'paid', amount: 80_000, currency: 'INR', checkoutUrl: null, holdExpiresAt: null, provider: 'test', refundedAmount: 0, failureMessage: null },
    ...overrides,
  };
}

export function aThread(overrides: Partial<ThreadDto> = {}): ThreadDto {
  const student = { userId: 'user-student-1', name: 'Asha Verma', avatarUrl: null };
  const expert = { userId: 'user-tutor-1', name: 'Ravi Kumar', avatarUrl: null };
  return {
    id: 'thread-1',
    studentId: student.userId,
    expertId: '7c0a2f4e-0000-4000-8000-000000000001',
    student,
    expert,
    other: expert,
    bookingId: null,
    bookingTitle: null,
    threadType: 'general',
    status: 'active',
    lastMessageAt: '2026-03-08T10:00:00.000Z',
    lastMessage: { content: 'See you on Tuesday!', senderId: expert.userId, createdAt: '2026-03-08T10:00:00.000Z' },
    unreadCount: 0,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 'msg-1',
    seq: 1,
    threadId: 'thread-1',
    senderId: 'user-tutor-1',
    clientId: 'client-1',
    content: 'See you on Tuesday!',
    messageType: 'text',
    isRead: true,
    readAt: '2026-03-08T10:05:00.000Z',
    createdAt: '2026-03-08T10:00:00.000Z',
    ...overrides,
  };
}

/** A MockApi for one visitor: a guest (null, /api/me answers 401) or a user, with what the frame around a signed-in page asks for (the bell, unread counts). */
export function visitorApi(me: Me | null): MockApi {
  const api = new MockApi();
  if (me === null) return api.on('GET /api/me', replyError(401, 'UNAUTHENTICATED', 'Not signed in'));
  return api
    .on('GET /api/me', me)
    .on('GET /api/notifications', { unread: 0, items: [] })
    .on('GET /api/messages/unread', { total: 0, byThread: {} });
}
