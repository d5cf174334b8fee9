import { Lock } from 'lucide-react';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { AppLink } from './app-link';
import { buttonVariants } from './button';
import { inlineLinkClasses, standaloneLinkClasses } from './link-styles';
import { cn } from '@/lib/cn';

export const messages = i18n('upgrade-panel', { askOwner: 'Ask the studio’s owner about the plan.' });

/**
 * What a page says when the plan does not include it: a lock, a heading, why, and the way to
 * /pricing. The user stays on the page and chooses to upgrade (decision 031), never moved away.
 * `page` stands in place of a page's content (invoices, analytics); `overlay` is a raised card
 * over content that stays visible behind it (the calendar), announced at once as an alert.
 */
export function UpgradePanel({
  id,
  testId,
  title,
  text,
  linkLabel,
  variant = 'page',
  level = 2,
}: {
  /** Prefix of the heading's id, which labels the panel. */
  id: string;
  testId: string;
  title: string;
  text: string;
  linkLabel: string;
  variant?: 'page' | 'overlay';
  /** 1 when the panel is the whole page (a route its plan gates), 2 under a page's own heading. */
  level?: 1 | 2;
}) {
  const overlay = variant === 'overlay';
  const t = useMessages(messages);
  // Members never see billing (decision 072): without 'billing.manage' the panel names who decides.
  const offersPlans = useCan('billing.manage');
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section
      role={overlay ? 'alert' : undefined}
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 text-center',
        overlay ? 'max-w-md py-8 shadow-lg' : 'py-12',
      )}
      data-testid={testId}
    >
      <div className="rounded-full bg-muted p-3 text-muted-foreground">
        <Lock className="h-6 w-6" aria-hidden />
      </div>
      <Heading id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </Heading>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {offersPlans ? (
        <AppLink to="/pricing" className={overlay ? buttonVariants({ size: 'lg' }) : cn(inlineLinkClasses, standaloneLinkClasses)}>
          {linkLabel}
        </AppLink>
      ) : (
        <p className="text-sm font-medium">{t.askOwner}</p>
      )}
    </section>
  );
}
