// Toasts raised in the live room sit bottom-left, clear of the header's End Session button (the app's other
// toasts sit top-right, where the room's header is).
import { toast } from 'sonner';

type Options = Parameters<typeof toast.success>[1];
const ROOM = { position: 'bottom-left' } as const;

export const roomToast = {
  success: (title: string, options?: Options) => toast.success(title, { ...ROOM, ...options }),
  error: (title: string, options?: Options) => toast.error(title, { ...ROOM, ...options }),
  info: (title: string, options?: Options) => toast.info(title, { ...ROOM, ...options }),
};
