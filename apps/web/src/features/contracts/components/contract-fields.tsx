import { CONTRACT_FIELDS } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { contractMessages } from '../messages';

/** The fields a template may hold, shown beside its text so the studio knows what it can write. */
export function ContractFieldList({ id }: { id: string }) {
  const t = useMessages(contractMessages);
  return (
    <div id={id} className="text-xs text-muted-foreground">
      <p>{t.fieldsHint}</p>
      <ul className="mt-1 flex flex-wrap gap-1" data-testid="contract-fields">
        {CONTRACT_FIELDS.map((field) => (
          <li key={field}>
            <code className="rounded bg-muted px-1 py-0.5">{`{{${field}}}`}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
