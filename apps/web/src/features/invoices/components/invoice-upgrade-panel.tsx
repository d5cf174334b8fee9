import { Lock } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { invoiceMessages } from '../messages';

/**
 * Shown instead of the list when the plan has no invoices (403 FEATURE_NOT_AVAILABLE): the user
 * stays on the page and chooses to upgrade (decision 031; not the move to /pricing other plan refusals make).
 */
export function InvoiceUpgradePanel() {
  const t = useMessages(invoiceMessages);
  return (
    <section
      aria-labelledby="invoice-upgrade-title"
      className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center"
      data-testid="invoice-upgrade"
    >
      <div className="rounded-full bg-muted p-3 text-muted-foreground">
        <Lock className="h-6 w-6" aria-hidden />
      </div>
      <h2 id="invoice-upgrade-title" className="text-lg font-semibold">
        {t.upgradeTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{t.upgradeText}</p>
      <AppLink to="/pricing" className={cn(inlineLinkClasses, standaloneLinkClasses)}>
        {t.upgradeLink}
      </AppLink>
    </section>
  );
}
