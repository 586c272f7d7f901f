// The guest's booking choice, kept on the device across sign-in (spec: pending booking intent).
import { useMemo, useSyncExternalStore } from 'react';

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

const readRaw = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};
const onStorage = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};

/**
 * The kept intent, for showing it: none while a page the server rendered is being taken over (the server cannot see
 * this device's storage), then the device's.
 */
export function useBookingIntent(): BookingIntent | null {
  const raw = useSyncExternalStore(onStorage, readRaw, () => null);
  return useMemo(() => {
    try {
      return raw ? (JSON.parse(raw) as BookingIntent) : null;
    } catch {
      return null;
    }
  }, [raw]);
}

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
