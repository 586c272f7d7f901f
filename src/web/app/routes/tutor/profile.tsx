import { CalendarFeedCard } from '../../../features/calendar/components/calendar-feed-card';
import { ProfileSettings } from '../../../features/profile/components/profile-settings';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfileSettings showExpert />
      <CalendarFeedCard />
    </div>
  );
}
