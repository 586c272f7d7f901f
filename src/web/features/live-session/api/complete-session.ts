import { useMutation } from '@tanstack/react-query';
import { updateBookingStatus } from '../../../entities/bookings/api';

/** The tutor ends the session: the booking becomes completed. */
export const useCompleteSession = (bookingId: string) => useMutation({ mutationFn: () => updateBookingStatus({ id: bookingId, status: 'completed' }) });
