import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './api-client';

/** Runs a form's request with a busy flag for its button; a failure is toasted as "Error" with the server's message. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<void>) => {
    setBusy(true);
    try {
      await request();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
