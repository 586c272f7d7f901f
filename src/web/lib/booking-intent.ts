// The guest's booking choice, kept on the device across sign-in (spec: pending booking intent).
export type BookingIntent = {
  expertId: string;
  offeringId: string;
  selectedDate: string;
  selectedTime: string;
  notes: string;
  /** What the sign-in page shows of the booking it keeps (names as the booking page showed them). */
  expertName?: string;
  offeringTitle?: string;
  /** The zone the time was chosen in. */
  zone?: string;
  /** Where the booking page resumes: the review step once the guest clicked Book. */
  step?: 'review';
};

const KEY = 'pendingBookingIntent';

export function saveBookingIntent(intent: BookingIntent) {
  localStorage.setItem(KEY, JSON.stringify(intent));
}

export function peekBookingIntent(): BookingIntent | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as BookingIntent) : null;
  } catch {
    return null;
  }
}

/** Reads and clears the intent: after sign-in it is used once. */
export function takeBookingIntent(): BookingIntent | null {
  const intent = peekBookingIntent();
  localStorage.removeItem(KEY);
  return intent;
}
