import { LegalPage } from '../../components/layout/legal-page';

export function Component() {
  return (
    <LegalPage title="Privacy Policy" updated="22 November 2026">
      <h2>What we collect</h2>
      <p>Your name, e-mail address, phone number and password (stored only as a salted argon2id hash); for experts, the profile you publish; your bookings, messages and the materials shared with you; and basic technical logs.</p>
      <h2>Why</h2>
      <p>To run your account, match students with experts, schedule and hold sessions, send the e-mails you need (verification, password reset, booking confirmations) and keep the platform safe.</p>
      <h2>Video sessions</h2>
      <p>Video and audio travel directly between the participants' browsers (peer to peer, relayed only when a network requires it). We do not record sessions.</p>
      <h2>Sharing</h2>
      <p>Experts see the names of students who book or message them. We never sell personal data. Service providers (e-mail delivery, hosting, optional AI providers) process data only on our behalf.</p>
      <h2>Cookies</h2>
      <p>We use one essential, httpOnly session cookie to keep you signed in, and your device's local storage for interface preferences.</p>
      <h2>Your rights</h2>
      <p>You can see and correct your profile at any time, and ask us to export or delete your data by writing to privacy@expertconnect.example.</p>
    </LegalPage>
  );
}
