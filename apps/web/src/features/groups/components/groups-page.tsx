import { GROUP_VIEWS, type Group, type GroupView } from '@atelier/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useFormat } from '@/lib/use-format';
import { useServerSearch } from '@/lib/use-server-search';
import { useGroups } from '../api/groups-api';
import { groupMessages } from '../messages';
import { GroupFormDialog } from './group-form-dialog';
import { groupPath, kindText } from './group-texts';

/** One group in the list: its name (opening its page), kind, event date and how far its members are. */
function GroupCard({ group }: { group: Group }) {
  const t = useMessages(groupMessages);
  const format = useFormat();
  const titleId = useId();
  return (
    <Card className="flex w-full min-w-0 flex-col gap-2 p-5" role="article" aria-labelledby={titleId} data-testid="group-card">
      <div className="flex min-w-0 items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
          <AppLink to={groupPath(group.id)} className="hover:underline focus-visible:underline">
            {group.name}
          </AppLink>
        </h2>
        <Badge variant="secondary" className="shrink-0">
          {kindText(t, group.kind)}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.eventDate}</dt>
          <dd>{group.eventDate ? format.calendarDate(group.eventDate) : t.noDate}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.members}</dt>
          <dd data-testid="group-progress">{t.progress({ done: group.counts.done, count: group.counts.members })}</dd>
        </div>
      </dl>
    </Card>
  );
}

function GroupsList() {
  const t = useMessages(groupMessages);
  const navigate = useNavigate();
  const query = useServerSearch();
  const [view, setView] = useState<GroupView>('upcoming');
  const [adding, setAdding] = useState(false);
  const list = useGroups({ view, search: query.search });
  const canWrite = useCan('groups.write');
  return (
    <div>
      <ListHeader
        title={t.title}
        description={t.description}
        create={canWrite && { label: t.newGroup, onClick: () => setAdding(true) }}
        search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
      />
      <Tabs value={view} onValueChange={(v) => setView(v as GroupView)}>
        <TabsList aria-label={t.viewsLabel} className="flex w-full">
          {GROUP_VIEWS.map((v) => (
            <TabsTrigger key={v} value={v} className="min-h-10 flex-1">
              {t[v]}
            </TabsTrigger>
          ))}
        </TabsList>
        {GROUP_VIEWS.map((v) => (
          <TabsContent key={v} value={v}>
            {v === view && (
              <ListPage list={list} loadingText={t.loading} emptyText={query.search ? t.emptyFiltered : t.empty}>
                <CardGrid items={list.items} label={t.listLabel} card={(group) => <GroupCard group={group} />} />
              </ListPage>
            )}
          </TabsContent>
        ))}
      </Tabs>
      {adding && <GroupFormDialog group={null} onClose={() => setAdding(false)} onCreated={(g) => void navigate(groupPath(g.id))} />}
    </div>
  );
}

/** /groups (decision 160): the studio's groups, upcoming or past by their event's date, searched by name. */
export function GroupsPage() {
  return <GroupsList />;
}
