// Tutor sessions: Upcoming / Past / Pending / Cancelled with search, a date range and the actions.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { RefreshCw, Search } from 'lucide-react';
import { toast } from 'sonner';
import { displayStatus, inTutorTab, type TutorTab } from '@shared/rules/dashboard';
import { formatDate, formatMoney, formatTime } from '../../../lib/format';
import { localParts } from '@shared/rules/slots';
import type { BookingDto } from '@shared/schemas/bookings';
import type { BookingPayment } from '@shared/schemas/payments';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { TabTriggers, Tabs, TabsContent } from '../../../components/ui/tabs';
import { bookingKeys, useBookings, useUpdateBookingStatus } from '../../../entities/bookings/api';
import { CancelSessionDialog } from '../../../entities/bookings/cancel-dialog';
import { JoinSessionButton } from '../../../entities/bookings/join-gate';
import { learningPathHref } from '../../../entities/learning-path/api';
import { api, errorMessage } from '../../../lib/api-client';
import { DateRangeFilter, type DateRange } from './date-range-filter';

const TABS: { value: TutorTab; label: string; empty: string }[] = [
  { value: 'upcoming', label: 'Upcoming', empty: 'Confirmed sessions that are still ahead will appear here.' },
  { value: 'past', label: 'Past', empty: 'Sessions that have taken place will appear here.' },
  { value: 'pending', label: 'Pending', empty: 'New booking requests awaiting your confirmation will appear here.' },
  { value: 'cancelled', label: 'Cancelled', empty: 'Declined and cancelled sessions will appear here.' },
];

const tones: Record<string, BadgeTone> = { upcoming: 'blue', past: 'neutral', pending: 'yellow', cancelled: 'red', completed: 'green' };
type Status = 'confirmed' | 'completed';

/** The payment's state in the tutor's words; offline bookings are paid to the tutor, not through us. */
function paymentBadge(p: BookingPayment, total: number): { label: string; tone: BadgeTone } {
  switch (p.status) {
    case 'paid':
      return { label: 'Paid', tone: 'green' };
    case 'requires_payment':
      return p.provider === 'offline' ? { label: 'Pay directly', tone: 'blue' } : { label: 'Awaiting payment', tone: 'yellow' };
    case 'refunded':
      return { label: 'Refunded', tone: 'neutral' };
    case 'partially_refunded':
      return { label: 'Partially refunded', tone: 'orange' };
    case 'expired':
      return { label: 'Expired', tone: 'neutral' };
    case 'failed':
      return { label: 'Payment failed', tone: 'red' };
    case 'not_required':
      // Bookings made before payments existed owe nothing through the platform either.
      return { label: total > 0 ? 'No payment due' : 'Free', tone: 'neutral' };
  }
}

const awaitingOnline = (b: BookingDto) => b.payment.status === 'requires_payment' && b.payment.provider !== 'offline';
const awaitingOffline = (b: BookingDto) => b.payment.status === 'requires_payment' && b.payment.provider === 'offline' && b.status !== 'cancelled';

/** Records that the student paid the tutor directly (the offline provider); the earning joins the tutor's balances. */
function useMarkPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<BookingDto>(`/api/bookings/${encodeURIComponent(id)}/mark-paid`),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: bookingKeys.all }), qc.invalidateQueries({ queryKey: ['payments'] })]),
  });
}

type Props = {
  timezone: string;
  /** What other features show under a row's actions (e.g. a reschedule request). */
  rowExtra?: (b: BookingDto) => ReactNode;
  /** Fetches the live room ahead of a Join click (pointer or focus on the button). */
  preloadRoom?: () => void;
};

export function TutorSessions({ timezone, rowExtra, preloadRoom }: Props) {
  const navigate = useNavigate();
  const list = useBookings('tutor');
  const setStatus = useUpdateBookingStatus();
  const markPaid = useMarkPaid();
  const [toMarkPaid, setToMarkPaid] = useState<BookingDto | null>(null);
  const [tab, setTab] = useState<TutorTab>('upcoming');
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [now, setNow] = useState(() => Date.now());
  const [toCancel, setToCancel] = useState<BookingDto | null>(null);

  // Sessions move from Upcoming to Past at their start (and Mark Complete appears then) without a refresh.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (list.error) toast.error('Error', { description: 'Failed to load sessions. Please try again.' });
  }, [list.error]);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data ?? []).filter((b) => {
      if (q && !b.studentName.toLowerCase().includes(q) && !b.offeringTitle.toLowerCase().includes(q)) return false;
      const day = localParts(Date.parse(b.scheduledAt), timezone).dateKey;
      if (range.from && day < range.from) return false;
      if (range.to && day > range.to) return false;
      return true;
    });
  }, [list.data, search, range, timezone]);

  const change = (b: BookingDto, status: Status) =>
    setStatus.mutate(
      { id: b.id, status },
      {
        onSuccess: () => toast.success('Status Updated', { description: 'Session status has been updated successfully.' }),
        onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to update session status. Please try again.') }),
      },
    );

  const confirmMarkPaid = (b: BookingDto) =>
    markPaid.mutate(b.id, {
      onSuccess: () => {
        setToMarkPaid(null);
        toast.success('Marked paid', { description: `${formatMoney(b.payment.amount, b.payment.currency)} from ${b.studentName || 'the student'} is recorded.` });
      },
      onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to mark the session paid. Please try again.') }),
    });

  const rowsFor = (t: TutorTab) => {
    const rows = filtered.filter((b) => inTutorTab(b, t, now));
    return t === 'upcoming' || t === 'pending' ? rows : [...rows].reverse();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-2xl font-bold">Sessions</h2>
        <div className="flex flex-wrap gap-2">
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <Input aria-label="Search sessions" placeholder="Search by student name or offer title..." value={search} onChange={(e) => setSearch(e.target.value)} className="w-72 max-w-full pl-9" />
          </div>
          <DateRangeFilter value={range} onChange={setRange} />
          <Button
            variant="outline"
            onClick={() => {
              setNow(Date.now());
              void list.refetch();
            }}
          >
            <RefreshCw className={list.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden /> Refresh
          </Button>
        </div>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as TutorTab)}>
        <TabTriggers tabs={TABS} />
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="mt-4">
            {list.isPending ? (
              <LoadingText text="Loading sessions..." />
            ) : rowsFor(t.value).length === 0 ? (
              <EmptyState title={`No ${t.value} sessions`} description={t.empty} />
            ) : (
              <SessionsTable
                rows={rowsFor(t.value)}
                now={now}
                timezone={timezone}
                busy={setStatus.isPending || markPaid.isPending}
                onChange={change}
                onCancel={setToCancel}
                onMarkPaid={setToMarkPaid}
                onJoin={(b) => navigate(`/session/${b.id}`)}
                rowExtra={rowExtra}
                preloadRoom={preloadRoom}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <CancelSessionDialog booking={toCancel} by="expert" timezone={timezone} onClose={() => setToCancel(null)} />
      <Dialog
        open={!!toMarkPaid}
        onOpenChange={(o) => !o && setToMarkPaid(null)}
        dismissible={!markPaid.isPending}
        title="Mark this session paid?"
        description={toMarkPaid ? `Only if ${toMarkPaid.studentName || 'the student'} has paid you ${formatMoney(toMarkPaid.payment.amount, toMarkPaid.payment.currency)} directly for ${toMarkPaid.offeringTitle}. This cannot be undone.` : undefined}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setToMarkPaid(null)} disabled={markPaid.isPending}>
            Cancel
          </Button>
          <Button onClick={() => toMarkPaid && confirmMarkPaid(toMarkPaid)} disabled={markPaid.isPending}>
            {markPaid.isPending ? 'Saving…' : 'Mark paid'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

type TableProps = {
  rows: BookingDto[];
  now: number;
  timezone: string;
  busy: boolean;
  onChange: (b: BookingDto, s: Status) => void;
  /** Opens the cancel (or, for a request, decline) confirmation. */
  onCancel: (b: BookingDto) => void;
  onMarkPaid: (b: BookingDto) => void;
  onJoin: (b: BookingDto) => void;
  rowExtra?: (b: BookingDto) => ReactNode;
  preloadRoom?: () => void;
};

const cell = 'block px-4 py-1 md:table-cell md:py-3';
/** On a phone the cell says what it is ("Date: …"); in the table its column heading does. */
const labelled = `${cell} before:mr-1 before:text-slate-500 before:content-[attr(data-label)_":"] md:before:content-none dark:before:text-slate-400`;

function SessionsTable(props: TableProps) {
  const { rows, now, timezone, busy, onChange, onCancel, onMarkPaid, onJoin, rowExtra, preloadRoom } = props;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      {/* Below md each session is a card: cells stack, each labelled by its column (data-label). */}
      <table className="block w-full text-left text-sm md:table md:min-w-[880px]">
        <thead className="hidden bg-slate-50 text-slate-600 md:table-header-group dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {['Student', 'Offer', 'Date', 'Time', 'Status', 'Amount (₹)', 'Payment', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((b) => {
            const d = displayStatus(b, now);
            const pay = paymentBadge(b.payment, b.totalAmount);
            return (
              <tr key={b.id} className="block border-t border-slate-200 py-2 first:border-t-0 md:table-row md:py-0 md:first:border-t dark:border-slate-800">
                <td className={`${cell} font-medium`}>{b.studentName || 'Unknown Student'}</td>
                <td className={cell}>{b.offeringTitle || 'Unknown Offer'}</td>
                <td className={labelled} data-label="Date">{formatDate(b.scheduledAt, timezone)}</td>
                <td className={labelled} data-label="Time">{formatTime(b.scheduledAt, timezone)}</td>
                <td className={cell}>
                  <Badge tone={tones[d]} className="capitalize">
                    {d}
                  </Badge>
                  {b.status === 'cancelled' && b.cancelReason && (
                    <p className="mt-1 max-w-48 text-xs text-slate-600 dark:text-slate-300">
                      {b.cancelledBy === 'student' ? 'Student’s reason' : 'Your reason'}: {b.cancelReason}
                    </p>
                  )}
                </td>
                <td className={labelled} data-label="Amount">{formatMoney(b.totalAmount)}</td>
                <td className={cell}>
                  <Badge tone={pay.tone} className="whitespace-nowrap">
                    {pay.label}
                  </Badge>
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap items-center gap-2">
                    {b.status === 'pending' && (
                      <>
                        {/* Until the student has paid online there is nothing to confirm: the slot is only held. */}
                        {awaitingOnline(b) ? (
                          <span className="text-xs font-medium text-slate-600 dark:text-slate-400">Awaiting payment</span>
                        ) : (
                          <Button size="sm" disabled={busy} onClick={() => onChange(b, 'confirmed')}>
                            Confirm
                          </Button>
                        )}
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => onCancel(b)}>
                          Decline
                        </Button>
                      </>
                    )}
                    {b.status === 'confirmed' && (
                      <>
                        <JoinSessionButton booking={b} side="tutor" onJoin={() => onJoin(b)} onPointerEnter={preloadRoom} onFocus={preloadRoom} />
                        {/* Only once the session has started: the server refuses an earlier completion. */}
                        {d !== 'upcoming' && now >= Date.parse(b.scheduledAt) && (
                          <Button size="sm" variant="outline" disabled={busy} onClick={() => onChange(b, 'completed')}>
                            Mark Complete
                          </Button>
                        )}
                        {d === 'upcoming' && (
                          <Button size="sm" variant="destructive" disabled={busy} onClick={() => onCancel(b)}>
                            Cancel
                          </Button>
                        )}
                      </>
                    )}
                    {awaitingOffline(b) && (
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => onMarkPaid(b)}>
                        Mark paid
                      </Button>
                    )}
                    {b.status !== 'cancelled' && (
                      <Button size="sm" variant="ghost" asChild>
                        <Link to={learningPathHref(b.studentId)}>
                          Learning path<span className="sr-only"> of {b.studentName || 'this student'}</span>
                        </Link>
                      </Button>
                    )}
                  </div>
                  {rowExtra?.(b)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
