import { Sparkles, PenTool, UserPlus } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { ADD_CLIENT_PATH } from '@/lib/navigation';
import { dashboardMessages } from '../messages';

/**
 * Quick actions: links, since each one goes to another screen. Add New Client
 * opens that screen's add dialog on arrival (`/clients?new=1`, read by the clients page).
 */
export function QuickActions() {
  const t = useMessages(dashboardMessages);
  const link = buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full justify-start' });
  return (
    <section aria-labelledby="quick-actions-title" className="mb-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold">
        {t.quickActions}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        <li>
          <AppLink to={ADD_CLIENT_PATH} className={link}>
            <UserPlus className="h-5 w-5" aria-hidden /> {t.addClient}
          </AppLink>
        </li>
        <li>
          <AppLink to="/patterns" className={link}>
            <PenTool className="h-5 w-5" aria-hidden /> {t.newPattern}
          </AppLink>
        </li>
        <li>
          <AppLink to="/ai-patterns" className={link}>
            <Sparkles className="h-5 w-5" aria-hidden /> {t.generatePattern}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
