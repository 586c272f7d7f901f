import { MessagingScreen } from '../../../features/messaging/components/messaging-screen';

export function Component() {
  return <MessagingScreen role="tutor" />;
}
