import type { MissingTerm } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { Alert } from '@/components/ui/alert';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { useMessages } from '@/lib/i18n/i18n';
import { taxMessages } from '../messages';

/** Where the fields an invoice lacks are filled in. */
export const TAX_SETTINGS_PATH = '/settings?tab=tax';

/**
 * What an invoice issued now would lack (decision 164), each field named by the server's own
 * sentence ('VAT number is required while registered'). On the invoice (`withLink`) it says
 * where to fill them in; in Settings › Tax the fields are right below.
 */
export function MissingTerms({
  missing,
  withLink = false,
  linkLabel,
}: {
  missing: readonly Pick<MissingTerm, 'field' | 'message'>[];
  withLink?: boolean;
  linkLabel?: string;
}) {
  const t = useMessages(taxMessages);
  if (missing.length === 0) return null;
  return (
    <Alert variant={withLink ? 'error' : 'info'} title={t.missingTitle} className="text-start">
      <p>{t.missingIntro}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5" data-testid="missing-terms">
        {missing.map((m) => (
          <li key={`${m.field}-${m.message}`}>{m.message}</li>
        ))}
      </ul>
      {withLink && (
        <p className="mt-2">
          <AppLink to={TAX_SETTINGS_PATH} className={inlineLinkClasses}>
            {linkLabel ?? t.tab}
          </AppLink>
        </p>
      )}
    </Alert>
  );
}
