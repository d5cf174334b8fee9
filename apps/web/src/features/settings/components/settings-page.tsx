import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessages } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';
import { useProfile } from '@/features/account';
import { BillingTab } from '@/features/billing';
import { BookingSettingsTab } from '@/features/bookings';
import { DataTab } from '@/features/data';
import { MessagesTab } from '@/features/messaging';
import { NotificationsTab } from '@/features/notifications';
import { PreferencesTab } from '@/features/account';
import { ProfileTab } from '@/features/account';
import { SecurityTab } from './security-tab';
import { settingsGroupsFor, settingsMessages, settingsTabsFor, tabFromSearch, type SettingsTab } from './settings-tabs';
import { StudioTab } from '@/features/studio';
import { TaxSettingsTab } from '@/features/tax';
import { CounterSettings } from '@/features/tickets';
import { TeamTab } from '@/features/team';
import { TokensTab } from '@/features/tokens';
import { WorkflowTab } from '@/features/stages';

/**
 * /settings (decision 025): the tabs the role opens (decision 072), the chosen one in the URL (`?tab=security`) so a link or a
 * reload opens it. Every tab works on the profile (GET /user/profile), loaded once for all.
 */
export function SettingsPage() {
  const t = useMessages(settingsMessages);
  const [search, setSearch] = useSearchParams();
  const { user: sessionUser } = useSession();
  const openTabs = settingsTabsFor(sessionUser);
  const tab = tabFromSearch(search.get('tab'), openTabs);
  const profile = useProfile();
  const selectTab = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', tabFromSearch(value, openTabs));
        return next;
      },
      { replace: true },
    );

  let body;
  if (profile.data) {
    const user = profile.data;
    const panels: Record<SettingsTab, ReactNode> = {
      profile: <ProfileTab profile={user} />,
      notifications: <NotificationsTab profile={user} />,
      preferences: <PreferencesTab profile={user} />,
      studio: (
        <div className="space-y-6">
          <StudioTab />
          <CounterSettings />
        </div>
      ),
      workflow: <WorkflowTab />,
      messages: <MessagesTab />,
      team: <TeamTab />,
      booking: <BookingSettingsTab />,
      tax: <TaxSettingsTab />,
      tokens: <TokensTab />,
      billing: <BillingTab />,
      // Without the Data tab, deleting one's own account is offered under Security.
      security: <SecurityTab profile={user} withDeleteAccount={!openTabs.includes('data')} />,
      data: <DataTab />,
    };
    body = (
      <Tabs value={tab} onValueChange={selectTab} className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        {/* Thirteen tabs in five groups by what they concern (decision 209): each group its own
            list, so a phone shows short rows that wrap instead of two rows of thirteen. */}
        <nav aria-label={t.tabsLabel} className="space-y-3">
          {settingsGroupsFor(openTabs).map(([group, tabs]) => (
            <div key={group}>
              <h2 id={`settings-${group}`} className="px-1 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t[group]}
              </h2>
              <TabsList aria-labelledby={`settings-${group}`} className="flex w-full flex-wrap lg:flex-col lg:items-stretch">
                {tabs.map((id) => (
                  <TabsTrigger key={id} value={id} className="py-2.5 lg:justify-start lg:text-start">
                    {t[id]}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
          ))}
        </nav>
        <div className="min-w-0">
          {openTabs.map((id) => (
            <TabsContent key={id} value={id} className="lg:mt-0">
              {panels[id]}
            </TabsContent>
          ))}
        </div>
      </Tabs>
    );
  } else if (profile.isError) {
    body = (
      <Alert variant="error" title={t.errorTitle}>
        {t.errorText}
      </Alert>
    );
  } else {
    body = (
      <div role="status" className="flex min-h-[30vh] items-center justify-center gap-3 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t.title} description={t.description} />
      {body}
    </div>
  );
}
