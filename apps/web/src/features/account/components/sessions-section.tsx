import type { ActiveSession } from '@atelier/shared';
import { Laptop } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { i18n, params, useLocale, useMessages } from '@/lib/i18n/i18n';
import { useEndSession, useLogoutAll } from '../api/account-api';
import { relativeTime } from '@/lib/relative-time';
import { SettingsSection } from '@/components/layout/settings-section';

export const sessionsMessages = i18n('settings-sessions', {
  title: 'Active sessions',
  description: 'The devices signed in to your account.',
  thisDevice: 'This device',
  lastActive: params('Last active {when}'),
  unknownDevice: 'Unknown device',
  unknownLocation: 'Unknown location',
  signOut: 'Sign out',
  signOutOf: params('Sign out {device}'),
  logoutAll: 'Log out of all other sessions',
  onlyThis: 'No other device is signed in.',
});

/**
 * The signed-in devices (profile activeSessions): 'Sign out' ends one other session
 * (DELETE /user/sessions/{id}); 'Log out of all other sessions' ends every one but this device,
 * which stays signed in (decision 025).
 */
export function SessionsSection({ sessions }: { sessions: readonly ActiveSession[] }) {
  const t = useMessages(sessionsMessages);
  const locale = useLocale();
  const endSession = useEndSession();
  const logoutAll = useLogoutAll();
  const now = new Date();
  // This device first, then the most recently active.
  const sorted = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.localeCompare(a.lastActive));
  const others = sessions.filter((s) => !s.current).length;

  return (
    <SettingsSection title={t.title} description={t.description}>
      <ul className="divide-y divide-border" data-testid="active-sessions">
        {sorted.map((session) => {
          const device = session.device || t.unknownDevice;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={device}>
              <div className="flex min-w-0 items-start gap-3">
                <Laptop className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    {device}
                    {session.current && <Badge>{t.thisDevice}</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {session.location || t.unknownLocation} · {t.lastActive({ when: relativeTime(session.lastActive, now, locale) })}
                  </p>
                </div>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.signOutOf({ device })}
                  loading={endSession.isPending && endSession.variables === session.id}
                  onClick={() => endSession.mutate(session.id)}
                >
                  {t.signOut}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Button variant="outline" className="mt-4" loading={logoutAll.isPending} onClick={() => logoutAll.mutate()}>
          {t.logoutAll}
        </Button>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">{t.onlyThis}</p>
      )}
    </SettingsSection>
  );
}
