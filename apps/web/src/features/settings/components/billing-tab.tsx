import { PLAN_IDS, getPlan } from '@atelier/shared';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { i18n, params, useLocale, useMessages } from '@/lib/i18n/i18n';
import { usePreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session-context';
import { SettingsSection } from './settings-section';

export const billingMessages = i18n('settings-billing', {
  title: 'Billing',
  description: 'Your plan and subscription.',
  plan: 'Plan',
  planName: params('{plan} Plan'),
  status: 'Subscription status',
  active: 'Active',
  inactive: 'Inactive',
  trial: 'Trial',
  trialEnds: params('Ends on {date}'),
  trialEnded: params('Ended on {date}'),
  noTrial: 'No trial',
  changePlan: 'Change plan',
});

/** A date in the user's language and time zone (issue 8: dates are the user's zone's). */
export function formatLongDate(iso: string, locale: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(d);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(d);
  }
}

/**
 * Billing: the plan, the subscription's status and the trial's end, from the session user. The
 * plans issue completes it (payment method, cancel); until then 'Change plan' opens /pricing.
 */
export function BillingTab() {
  const t = useMessages(billingMessages);
  const locale = useLocale();
  const timeZone = usePreferences((s) => s.timezone);
  const { user } = useSession();
  if (!user) return null;
  const plan = (PLAN_IDS as readonly string[]).includes(user.plan) ? getPlan(user.plan).name : user.plan;
  const trialEnd = user.trialEndDate ? new Date(user.trialEndDate) : null;
  let trial = t.noTrial;
  if (trialEnd && user.trialEndDate) {
    const date = formatLongDate(user.trialEndDate, locale, timeZone);
    trial = trialEnd.getTime() > Date.now() ? t.trialEnds({ date }) : t.trialEnded({ date });
  }

  return (
    <SettingsSection title={t.title} description={t.description}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-foreground">{t.plan}</dt>
          <dd className="font-medium" data-testid="billing-plan">
            {t.planName({ plan })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t.status}</dt>
          <dd className="font-medium">{user.isSubActive ? t.active : t.inactive}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t.trial}</dt>
          <dd className="font-medium">{trial}</dd>
        </div>
      </dl>
      <Link to="/pricing" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        {t.changePlan}
      </Link>
    </SettingsSection>
  );
}
