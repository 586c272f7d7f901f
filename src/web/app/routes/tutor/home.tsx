import { useState } from 'react';
import { displayName } from '@shared/rules/display-name';
import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import { useMe } from '../../../entities/me/api';
import { SessionRoomDialog } from '../../../features/live-session/components/session-room-dialog';
import { openSessionWindow } from '../../../features/live-session/lib/open-session-window';
import { ReadinessCard } from '../../../features/get-ready/components/readiness-card';
import { TutorHome } from '../../../features/tutor-home/components/tutor-home';

export function Component() {
  const { data: me } = useMe();
  // Join Meeting opens the room in its own 1200×800 window; when that fails, in a dialog here.
  const [roomId, setRoomId] = useState<string | null>(null);
  return (
    <>
      <TutorHome timezone={me?.profile?.timezone || DEFAULT_TIME_ZONE} onJoin={(id) => openSessionWindow(id, 'tutor') || setRoomId(id)} checklist={<ReadinessCard />} />
      {roomId && (
        <SessionRoomDialog
          bookingId={roomId}
          open
          onOpenChange={(open) => !open && setRoomId(null)}
          me={me ? { id: me.id, name: displayName(me.profile?.fullName, me.email) } : null}
        />
      )}
    </>
  );
}
