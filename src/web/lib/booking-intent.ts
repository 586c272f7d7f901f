// The guest's booking choice, kept on the device across sign-in (spec: pending booking intent).
export type BookingIntent = { expertId: string; offeringId: string; selectedDate: string; selectedTime: string; notes: string };

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
