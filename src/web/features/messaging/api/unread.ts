import { useQuery } from '@tanstack/react-query';
import { unreadQuery } from '../../../lib/unread-query';

export { unreadQuery };

export const useUnread = (enabled = true) => useQuery({ ...unreadQuery, enabled });
