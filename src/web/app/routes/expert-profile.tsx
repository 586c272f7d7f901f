import { useParams } from 'react-router';
import { ExpertProfileView } from '../../features/expert-profile/components/expert-profile-page';
import { StartConversationButton } from '../../features/messaging/components/start-conversation-button';

export function Component() {
  const { expertId = '' } = useParams();
  return <ExpertProfileView key={expertId} expertId={expertId} message={(expert) => <StartConversationButton expert={expert} />} />;
}
