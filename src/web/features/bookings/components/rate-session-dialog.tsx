// Replaced by the bookings feature: the student's rating prompt after a completed session.
export function RateSessionDialog(_props: { bookingId: string; open: boolean; onOpenChange: (open: boolean) => void; onDone?: () => void }) {
  return null;
}
