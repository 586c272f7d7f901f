import { ExpertList } from '../../features/experts/components/expert-list';
import { Hero } from '../../features/home/components/hero';
import { CallToAction, Stats, WhyChoose } from '../../features/home/components/marketing';

export function Component() {
  return (
    <>
      <Hero />
      <Stats />
      <ExpertList mode="home" />
      <WhyChoose />
      <CallToAction />
    </>
  );
}
