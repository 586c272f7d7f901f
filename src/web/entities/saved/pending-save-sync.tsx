import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useMe } from '../me/api';
import { saveExpert, savedKeys } from './api';
import { peekPendingSave, takePendingSave } from './pending-save';

// Toasts load after the first paint (app/providers.tsx); this component is part of it, so it imports them lazily.
const notify = (kind: 'success' | 'error', title: string, description: string) =>
  void import('sonner').then(({ toast }) => toast[kind](title, { description }));

let inFlight = false;

/** Saves the tutor a guest hearted, once the guest has signed in as a student (mounted once, app-wide). */
export function PendingSaveSync() {
  const { data: me } = useMe();
  const qc = useQueryClient();
  useEffect(() => {
    const pending = me ? peekPendingSave() : null;
    if (!me || !pending || inFlight) return;
    // Only students keep saved tutors: anyone else signing in drops the guest's heart.
    if (me.userType !== 'student') {
      takePendingSave();
      return;
    }
    // The heart is dropped from the device only once the server has it: a page left mid-request tries again.
    inFlight = true;
    saveExpert(pending.expertId)
      .then(() => {
        takePendingSave();
        void qc.invalidateQueries({ queryKey: savedKeys.all });
        notify('success', 'Tutor saved', 'Find your saved tutors under Saved tutors.');
      })
      .catch((err: unknown) => {
        // Refused (the tutor is gone, or not a student): nothing to retry.
        if (err instanceof ApiError) takePendingSave();
        notify('error', 'Could not save the tutor', errorMessage(err));
      })
      .finally(() => {
        inFlight = false;
      });
  }, [me, qc]);
  return null;
}
