// Settings card: the private calendar feed URL with Copy and Regenerate (which invalidates the old URL).
import { useState } from 'react';
import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';
import { useCalendarFeed, useRegenerateCalendarFeed } from '../api/calendar-feed';

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const { zone } = useViewerZone();
  const regenerate = useRegenerateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url ?? null;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Copied', { description: 'Paste the URL into your calendar app.' });
    } catch {
      toast.error('Copy failed', { description: 'Select the URL and copy it yourself.' });
    }
  }

  function doRegenerate() {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('New feed URL', { description: 'The old URL no longer works. Subscribe again with the new one.' });
      },
      onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to regenerate the feed URL. Please try again.') }),
    });
  }

  return (
    <Card data-testid="calendar-feed">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarSync className="h-5 w-5" aria-hidden /> Calendar feed
        </CardTitle>
        <CardDescription>
          Subscribe to this private URL in Google Calendar (Other calendars → From URL), Apple Calendar (File → New Calendar Subscription) or Outlook, and
          your upcoming and recent sessions appear there and stay up to date. Anyone with the URL can see your sessions, so keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {feed.isPending ? (
          <LoadingText text="Loading your feed..." />
        ) : feed.error ? (
          <p className="text-sm text-red-600 dark:text-red-400">Failed to load your calendar feed. Please try again.</p>
        ) : (
          <>
            {url ? (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input readOnly value={url} aria-label="Calendar feed URL" onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
                <Button variant="outline" onClick={copy}>
                  <Copy className="h-4 w-4" aria-hidden /> Copy
                </Button>
              </div>
            ) : (
              <p className="text-sm">Your feed URL has to be renewed. Regenerate it, then subscribe with the new URL.</p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-slate-500">
                {feed.data?.lastFetchedAt ? `Last read by a calendar app ${formatDateTime(feed.data.lastFetchedAt, zone)}.` : 'Not read by a calendar app yet.'}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={regenerate.isPending}>
                <RefreshCw className="h-4 w-4" aria-hidden /> Regenerate
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={doRegenerate}
        pending={regenerate.isPending}
        title="Regenerate the feed URL?"
        description="The current URL stops working at once: calendars subscribed to it stop updating until you subscribe with the new URL."
        confirmLabel="Regenerate"
      />
    </Card>
  );
}
