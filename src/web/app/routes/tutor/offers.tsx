import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LoadingText } from '../../../components/ui/spinner';
import { useMe } from '../../../entities/me/api';
import { useAvailabilitySettings } from '../../../features/availability/api/settings';
import { MyOffers } from '../../../features/offers/components/my-offers';
import { OfferAnalytics } from '../../../features/offers/components/offer-analytics';
import { OfferReviews } from '../../../features/offers/components/offer-reviews';
import { useOffersLive } from '../../../features/offers/hooks/use-offers-live';

export function Component() {
  const { data: me, isPending } = useMe();
  const [params, setParams] = useSearchParams();
  const createOpen = params.get('new') === '1';
  const setCreateOpen = (open: boolean) =>
    setParams(
      (p) => {
        if (open) p.set('new', '1');
        else p.delete('new');
        return p;
      },
      { replace: true },
    );
  const noProfile = !!me && !me.expertProfileId;
  // A new offer's duration starts at the tutor's default session duration (Availability Settings).
  const settings = useAvailabilitySettings(!!me?.expertProfileId);
  useOffersLive(me?.id);

  useEffect(() => {
    if (noProfile) toast.error('Profile Not Found', { description: 'Please complete your expert profile first.' });
  }, [noProfile]);

  if (isPending) return <LoadingText />;
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold">Offers</h2>
      {noProfile ? (
        <Card>
          <EmptyState title="Profile Not Found" description="Please complete your expert profile first." />
        </Card>
      ) : (
        <Tabs defaultValue="offers" className="space-y-4">
          <TabsList>
            <TabsTrigger value="offers">My Offers</TabsTrigger>
            <TabsTrigger value="reviews">Reviews</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
          </TabsList>
          <TabsContent value="offers">
            <MyOffers createOpen={createOpen} onCreateOpenChange={setCreateOpen} defaultDuration={settings.data?.defaultSessionDuration} />
          </TabsContent>
          <TabsContent value="reviews">
            <OfferReviews />
          </TabsContent>
          <TabsContent value="analytics">
            <OfferAnalytics />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
