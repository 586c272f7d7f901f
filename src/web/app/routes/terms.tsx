import { LegalPage } from '../../components/layout/legal-page';

export function Component() {
  return (
    <LegalPage title="Terms of Service" updated="22 November 2026">
      <h2>1. Who we are</h2>
      <p>ExpertConnect is a marketplace where students find independent, verified tutors ("experts"), book paid one-to-one or small-group sessions and join them by video in the browser.</p>
      <h2>2. Accounts</h2>
      <p>You must give accurate details when you sign up and keep your password secret. You are responsible for what happens under your account. You may close your account at any time.</p>
      <h2>3. Bookings and payment</h2>
      <p>A booking is a request for a session at a time the expert has opened. It is pending until the expert confirms it, unless the expert has chosen automatic confirmation. Prices are shown in Indian rupees and include the platform fee.</p>
      <h2>4. Cancellations</h2>
      <p>Students and experts can cancel a session before it starts. Repeated late cancellations or no-shows may lead to the suspension of an account.</p>
      <h2>5. Conduct</h2>
      <p>Be respectful in messages and sessions. Harassment, discrimination, sharing others' personal data, and attempts to take payments outside the platform are not allowed.</p>
      <h2>6. Experts</h2>
      <p>Experts are independent. They are responsible for the accuracy of their profiles and qualifications. We verify identity and qualifications before showing the Verified badge.</p>
      <h2>7. AI features</h2>
      <p>AI search, bios, summaries and lesson plans are generated to help you; review them before relying on them.</p>
      <h2>8. Liability</h2>
      <p>We provide the platform with reasonable care and skill. We are not liable for the content of sessions delivered by independent experts beyond what the law requires.</p>
      <h2>9. Contact</h2>
      <p>Questions about these terms: support@expertconnect.example.</p>
    </LegalPage>
  );
}
