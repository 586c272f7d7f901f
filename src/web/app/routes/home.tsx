import { ExpertList } from '../../features/experts/components/expert-list';
import { Hero } from '../../features/home/components/hero';
import { CallToAction, Stats, WhyChoose } from '../../features/home/components/marketing';
import { StartConversationButton } from '../../features/messaging/components/start-conversation-button';

export function Component() {
  return (
    <>
      <Hero />
      <Stats />
      <ExpertList mode="home" renderActions={(e) => <StartConversationButton expert={e} variant="icon" />} />
      <WhyChoose />
      <CallToAction />
    </>
  );
}
