import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import { useMe } from '../../../entities/me/api';
import { EarningsScreen } from '../../../features/earnings/components/earnings-screen';

export function Component() {
  const { data: me } = useMe();
  return <EarningsScreen timezone={me?.profile?.timezone || DEFAULT_TIME_ZONE} />;
}
