import type { GatedFeature, Permission } from '@atelier/shared';
import { ShieldOff } from 'lucide-react';
import { Outlet, useOutletContext } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/features/auth';
import { PlanGate } from '@/features/billing';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';

export const messages = i18n('role-pages', {
  deniedTitle: 'Not part of your role',
  deniedText: 'Your role in this studio does not include this page. Ask the studio’s owner if you need it.',
  inactiveTitle: 'Your studio is no longer on Enterprise',
  inactiveText:
    'Only an Enterprise studio can have members, so your access is paused. Your work is kept: ask the studio’s owner to return to Enterprise.',
  signOut: 'Sign out',
});

/**
 * A page a role does not open (decision 072), reached by its address: a plain page saying so,
 * never a move to /pricing, which a member could do nothing about. Then, as the server checks a
 * route's permission before its plan (decision 193), the plan `feature` the pages below need: a
 * plan without it sees that feature's upgrade panel in place of the page (decision 195).
 */
export function RequirePermission({ permission, feature }: { permission: Permission; feature?: GatedFeature }) {
  const user = useAuthStore((s) => s.user);
  // The layout's session context, handed on: the pages below read it as the layout's own children do.
  const session = useOutletContext();
  const t = useMessages(messages);
  if (can(user, permission))
    return feature ? (
      <PlanGate feature={feature} level={1}>
        <Outlet context={session} />
      </PlanGate>
    ) : (
      <Outlet context={session} />
    );
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center" data-testid="role-denied">
      <div className="rounded-full bg-muted p-3 text-muted-foreground">
        <ShieldOff className="h-6 w-6" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold">{t.deniedTitle}</h1>
      <p className="text-muted-foreground">{t.deniedText}</p>
    </section>
  );
}

/**
 * What a member sees while their studio is off Enterprise (decision 072): every studio call is
 * refused, so one panel says why and who can change it, with the way out.
 */
export function StudioInactivePanel({ onSignOut }: { onSignOut: () => void }) {
  const t = useMessages(messages);
  return (
    <section
      aria-labelledby="studio-inactive-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center"
      data-testid="studio-inactive"
    >
      <div className="rounded-full bg-muted p-3 text-muted-foreground">
        <ShieldOff className="h-6 w-6" aria-hidden />
      </div>
      <h1 id="studio-inactive-title" className="text-xl font-semibold">
        {t.inactiveTitle}
      </h1>
      <p className="text-muted-foreground">{t.inactiveText}</p>
      <Button onClick={onSignOut}>{t.signOut}</Button>
    </section>
  );
}
