import { inlineLinkClasses } from '@/components/ui/link-styles';
import { CONTACT_EMAIL, LegalLayout } from './legal-layout';

export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service">
      <section>
        <h2>1. What Atelier is</h2>
        <p>
          Atelier is an online workspace for tailors, fashion designers and similar studios to keep clients, measurements, projects, invoices, patterns
          and appointments. By creating an account you agree to these terms.
        </p>
      </section>
      <section>
        <h2>2. Your account</h2>
        <ul>
          <li>You must give a working email address and verify it with the code we send you.</li>
          <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>Tell us at once if you believe someone else has used your account.</li>
          <li>One person or business per account; you must be at least 16 years old.</li>
        </ul>
      </section>
      <section>
        <h2>3. Your content</h2>
        <p>
          The clients, measurements, patterns, images and other records you enter remain yours. You give us only the permission needed to store,
          process and show them to you in order to run the service. Make sure you are allowed to store your clients&apos; details, and use them only for
          your work with those clients.
        </p>
        <p>Patterns you move to the public library can be seen by every Atelier user; that step cannot be undone from the app.</p>
      </section>
      <section>
        <h2>4. Plans, trials and billing</h2>
        <ul>
          <li>The Free plan costs nothing and has the limits shown on our pricing page.</li>
          <li>Premium and Enterprise start with a 14-day trial without a card. After the trial a paid subscription is needed to keep those features.</li>
          <li>Paid plans renew each period until cancelled. You can cancel anytime and keep access to the end of the period you paid for.</li>
          <li>Upgrades apply immediately. After a downgrade your data is kept, and records above the new plan&apos;s limits become read-only.</li>
        </ul>
      </section>
      <section>
        <h2>5. Fair use</h2>
        <p>
          Do not use Atelier to break the law, to send spam, to upload malicious code, to probe or overload the service, or to access other
          people&apos;s data. We may suspend accounts that do, after warning you where we reasonably can.
        </p>
      </section>
      <section>
        <h2>6. Availability and liability</h2>
        <p>
          We work to keep Atelier available and your data safe, but the service is provided as is. Keep your own copies of anything critical (the app
          lets you export). To the extent the law allows, our liability is limited to the fees you paid us in the twelve months before a claim.
        </p>
      </section>
      <section>
        <h2>7. Ending the agreement</h2>
        <p>
          You can delete your account at any time from Settings; your data is then removed as described in our Privacy Policy. We may end the service
          with at least 30 days&apos; notice and a chance to export your data.
        </p>
      </section>
      <section>
        <h2>8. Changes and contact</h2>
        <p>
          If we change these terms in a way that matters, we will tell you by email or in the app before the change applies. Questions:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={inlineLinkClasses}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalLayout>
  );
}
