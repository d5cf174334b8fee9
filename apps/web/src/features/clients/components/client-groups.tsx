import { useMessages } from '@/lib/i18n/i18n';
import { AppLink } from '@/components/ui/app-link';
import { useCan } from '@/lib/permissions';
import { usePlanHas } from '@/features/billing';
import { useClientGroups } from '../api/client-groups';
import { clientPageMessages } from '../page-messages';

/** On a client's page: the groups they are a member of (decision 160), each linking to its page; nothing when none. */
export function ClientGroups({ clientId }: { clientId: string }) {
  const t = useMessages(clientPageMessages);
  const canRead = useCan('groups.read');
  const onPlan = usePlanHas('groups');
  const allowed = canRead && onPlan;
  const groups = useClientGroups(clientId, allowed).data ?? [];
  if (!allowed || groups.length === 0) return null;
  return (
    <nav aria-label={t.groupsLabel} className="flex flex-wrap items-center gap-2 text-sm" data-testid="client-groups">
      <span className="text-muted-foreground">{t.groups}:</span>
      {groups.map((g) => (
        <AppLink
          key={g.id}
          to={`/groups/${encodeURIComponent(g.id)}`}
          className="inline-flex min-h-8 items-center rounded-full border border-border px-3 hover:underline"
        >
          {g.name}
        </AppLink>
      ))}
    </nav>
  );
}
