import { addDays, startOfDay } from 'date-fns';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { AvailabilitySlot } from '@shared/schemas/availability';
import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMe } from '../../../entities/me/api';
import { useBookedSessions } from '../../../features/availability/api/sessions';
import { useWeeklySchedule } from '../../../features/availability/api/schedule';
import { useAvailabilitySettings } from '../../../features/availability/api/settings';
import { useSlots } from '../../../features/availability/api/slots';
import { AddAvailabilityDialog } from '../../../features/availability/components/add-availability-dialog';
import { AvailabilityManagement } from '../../../features/availability/components/availability-management';
import { CalendarView } from '../../../features/availability/components/calendar-view';
import { ListView } from '../../../features/availability/components/list-view';
import { RulesEditor } from '../../../features/availability/components/rules-editor';
import { AvailabilitySettingsDialog } from '../../../features/availability/components/settings-dialog';
import { SlotDeleteDialog, SlotEditDialog } from '../../../features/availability/components/slot-dialogs';
import { WeeklyScheduleEditor } from '../../../features/availability/components/weekly-schedule-editor';
import { useAvailabilityLive } from '../../../features/availability/hooks/use-availability-live';

export function Component() {
  const { data: me } = useMe();
  if (me && !me.expertProfileId)
    return (
      <Card>
        <EmptyState title="Expert profile not found" description="Please complete your expert profile first." />
      </Card>
    );
  return <CalendarPage userId={me?.id} fallbackZone={me?.profile?.timezone ?? DEFAULT_TIME_ZONE} />;
}

function CalendarPage({ userId, fallbackZone }: { userId: string | undefined; fallbackZone: string }) {
  useAvailabilityLive(userId);
  const [params, setParams] = useSearchParams();
  const { from, to } = useMemo(() => {
    const start = startOfDay(addDays(new Date(), -1));
    return { from: start.toISOString(), to: addDays(start, 181).toISOString() };
  }, []);
  const slots = useSlots(from, to);
  const sessions = useBookedSessions(from, to);
  const settings = useAvailabilitySettings();
  const schedule = useWeeklySchedule();
  const [addDate, setAddDate] = useState<string | undefined>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [editing, setEditing] = useState<AvailabilitySlot | null>(null);
  const [deleting, setDeleting] = useState<AvailabilitySlot | null>(null);
  const zone = settings.data?.defaultTimezone ?? fallbackZone;

  const tab = params.get('tab') ?? 'calendar';
  const setTab = (value: string) =>
    setParams(
      (p) => {
        if (value === 'calendar') p.delete('tab');
        else p.set('tab', value);
        return p;
      },
      { replace: true },
    );
  const addOpen = params.get('add') === '1';
  const setAddOpen = (open: boolean, dateKey?: string) => {
    setAddDate(dateKey);
    setParams(
      (p) => {
        if (open) p.set('add', '1');
        else p.delete('add');
        return p;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (settings.isError) toast.error('Error loading settings', { description: 'Failed to load availability settings' });
  }, [settings.isError]);
  useEffect(() => {
    if (slots.isError || sessions.isError) toast.error('Error', { description: 'Failed to load your calendar. Please try again.' });
  }, [slots.isError, sessions.isError]);

  const data = { slots: slots.data ?? [], sessions: sessions.data ?? [], zone, onEdit: setEditing, onDelete: setDeleting };
  const loading = slots.isPending || sessions.isPending;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-2xl font-bold">Calendar & Availability</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Times shown in {zone}</p>
        </div>
        <Button onClick={() => setAddOpen(true)}>
          <Plus className="h-4 w-4" aria-hidden /> Add Availability
        </Button>
      </div>
      <Tabs value={tab} onValueChange={setTab} className="space-y-4">
        <TabsList>
          <TabsTrigger value="hours">Weekly hours</TabsTrigger>
          <TabsTrigger value="calendar">Calendar View</TabsTrigger>
          <TabsTrigger value="manage">Availability Management</TabsTrigger>
          <TabsTrigger value="list">List View</TabsTrigger>
          <TabsTrigger value="rules">Rules</TabsTrigger>
        </TabsList>
        {loading ? (
          <Skeleton className="h-80" />
        ) : (
          <>
            <TabsContent value="calendar">
              <CalendarView {...data} onAddSlot={(d) => setAddOpen(true, d)} />
            </TabsContent>
            <TabsContent value="manage">
              <AvailabilityManagement {...data} onAdd={(d) => setAddOpen(true, d)} onSettings={() => setSettingsOpen(true)} />
            </TabsContent>
            <TabsContent value="list">
              <ListView {...data} />
            </TabsContent>
          </>
        )}
        <TabsContent value="hours">
          <WeeklyScheduleEditor />
        </TabsContent>
        <TabsContent value="rules">{settings.data ? <RulesEditor settings={settings.data} /> : <Skeleton className="h-64" />}</TabsContent>
      </Tabs>
      {/* Working hours cut calendar slots only until weekly hours are saved. */}
      <AddAvailabilityDialog open={addOpen} onOpenChange={(o) => setAddOpen(o)} timezone={zone} initialDate={addDate} settings={settings.data} workingHoursApply={schedule.data?.source !== 'saved'} />
      <AvailabilitySettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} settings={settings.data} onWeeklyHours={() => { setSettingsOpen(false); setTab('hours'); }} />
      <SlotEditDialog slot={editing} onClose={() => setEditing(null)} />
      <SlotDeleteDialog slot={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
