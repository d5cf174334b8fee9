import type { Project } from '@atelier/shared';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CardList } from '@/components/ui/card-list';
import { FILTER_WIDTH, ListToolbar } from '@/components/ui/list-toolbar';
import { AssigneeFilter } from '@/features/team';
import { PageHeader } from '@/components/ui/page-header';
import type { ListView } from '@/components/ui/list-toolbar';
import { ALL_ASSIGNEES, assigneeName, assigneeQuery, type AssigneeChoice } from '@/features/team';
import { PlanUpgrade, usePlanHas } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useTeamMembers } from '@/features/team';
import { useClientAddress } from '@/lib/use-client-address';
import { useServerSearch } from '@/lib/use-server-search';
import { ClientFilter } from '@/features/clients';
import { useDeleteProject, useProjects, useProjectSummary } from '../api/projects-api';
import { useProjectRecord } from '../api/stages-api';
import { projectMessages } from '../messages';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ProjectBoard } from './project-board';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectCard, ProjectRow } from './project-item';
import { STATUS_FILTERS, type StatusFilter } from './project-filters';
import { ProjectSummaryCards } from './project-summary-cards';

type Open = { kind: 'form'; project: Project | null } | { kind: 'details' | 'delete'; project: Project } | null;

const VIEWS: readonly ListView[] = ['grid', 'list', 'board'];

/**
 * The view (`?view=board`) and the project whose details a link opens (`?project=<id>`, from the
 * dashboard's deadlines and the calendar, decision 080), kept in the address so a reload keeps them.
 */
function useProjectsAddress() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view') ?? '';
  const view: ListView = (VIEWS as readonly string[]).includes(asked) ? (asked as ListView) : 'grid';
  const change = (key: string, value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    view,
    setView: (v: ListView) => change('view', v === 'grid' ? null : v),
    linkedId: search.get('project'),
    clearLink: () => change('project', null),
  };
}

/**
 * /projects: summary cards, grid, list or board (decision 080) a page at a time, search, status
 * and assignee filters (on the server, decisions 069 and 075) and four dialogs.
 */
export function ProjectsPage() {
  const query = useServerSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [assignee, setAssignee] = useState<AssigneeChoice>(ALL_ASSIGNEES);
  // `?client=<id>`: one client's projects; with `?new=1`, a new one for them (the client page, decision 126).
  const address = useClientAddress();
  const clientId = address.clientId || undefined;
  const list = useProjects({ search: query.search, status: status === 'all' ? undefined : status, clientId, ...assigneeQuery(assignee) });
  const projects = list.items;
  const summary = useProjectSummary();
  const remove = useDeleteProject();
  const members = useTeamMembers();
  const { view, setView, linkedId, clearLink } = useProjectsAddress();
  const hasTimeline = usePlanHas('timeline');
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Read once, as /clients?new=1 is: Add Project takes focus first, so the dialog returns it there.
  const { wantsNew, dropNew } = address;
  useEffect(() => {
    if (!wantsNew) return;
    addButton.current?.focus();
    setOpen({ kind: 'form', project: null });
    dropNew();
  }, [wantsNew, dropNew]);
  const t = useMessages(projectMessages);
  // The details a link asks for: the loaded project, else its own read.
  const linkedInList = linkedId ? projects.find((p) => p.id === linkedId) : undefined;
  const linkedRecord = useProjectRecord(linkedId, !linkedInList);
  const linked = linkedInList ?? linkedRecord;
  /** The project as the cache has it now: a stage change in its details shows at once. */
  const latest = (project: Project) => projects.find((p) => p.id === project.id) ?? (linked?.id === project.id ? linked : project);
  const labels = useLabels();
  const filterOptions = STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? t.allStatuses : labels.projectStatus(s) }));

  const close = () => {
    setOpen(null);
    if (linkedId) clearLink();
  };
  // The form's client picker asks the server as it opens, so a client added in another tab is there.
  const openForm = (project: Project | null) => setOpen({ kind: 'form', project });
  const itemPropsFor = (project: Project) => ({
    onView: () => setOpen({ kind: 'details', project }),
    onEdit: () => openForm(project),
    onDelete: () => setOpen({ kind: 'delete', project }),
    assignee: assigneeName(members, project.assigneeId),
  });

  return (
    <div>
      <ListPage
        header={
          <PageHeader
            title={t.title}
            description={t.description}
            actions={
              <Button ref={addButton} onClick={() => openForm(null)} size="lg" className="w-full sm:w-auto">
                <Plus className="h-4 w-4" aria-hidden /> {t.addProject}
              </Button>
            }
          />
        }
        controls={
          <>
            <ProjectSummaryCards summary={summary} />
            <ListToolbar
              search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
              filter={{ id: 'project-status-filter', label: t.filterLabel, value: status, onChange: setStatus, options: filterOptions }}
              view={{
                value: view,
                onChange: setView,
                groupLabel: t.viewGroup,
                gridLabel: t.gridView,
                listLabel: t.listView,
                boardLabel: t.boardView,
              }}
              extra={<AssigneeFilter id="project-assignee-filter" value={assignee} onChange={setAssignee} className={FILTER_WIDTH} />}
            />
            {clientId && <ClientFilter clientId={clientId} onClear={address.dropClient} />}
          </>
        }
        instead={view === 'board' && !hasTimeline ? <PlanUpgrade feature="timeline" /> : undefined}
        list={list}
        loadingText={t.loading}
        emptyText={t.empty}
      >
        {view === 'board' ? (
          <ProjectBoard projects={projects} onView={(project) => setOpen({ kind: 'details', project })} />
        ) : (
          <CardList
            view={view}
            items={projects}
            label={t.listLabel}
            card={(p) => <ProjectCard project={p} {...itemPropsFor(p)} />}
            row={(p) => <ProjectRow project={p} {...itemPropsFor(p)} />}
          />
        )}
      </ListPage>

      {open?.kind === 'form' && (
        <ProjectFormDialog project={open.project && latest(open.project)} clientId={open.project ? undefined : clientId} onClose={close} />
      )}
      {open?.kind === 'details' && (
        <ProjectDetailsDialog project={latest(open.project)} onClose={close} onEdit={() => openForm(latest(open.project))} />
      )}
      {!open && linked && <ProjectDetailsDialog project={linked} onClose={close} onEdit={() => openForm(linked)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          onClose={close}
          title={t.deleteTitle}
          description={t.deleteDescription({ name: open.project.name })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(open.project.id)}
        />
      )}
    </div>
  );
}
