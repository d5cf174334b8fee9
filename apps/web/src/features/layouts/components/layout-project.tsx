import type { Pattern, PatternLayout, ProjectMaterialLine } from '@atelier/shared';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useQuantityText } from '@/features/materials';
import { useClientProjects } from '@/features/project-list';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useAddLayoutToProject, useChangeLayoutLine, useReserveLine } from '../api/layouts-api';
import { layoutMessages } from '../messages';
import { LayoutLineChoice } from './layout-line-choice';
import { useLengthText } from './layout-result';

/** The studio's projects, the pattern's client's first (the projects list filters by client). */
function useProjectOptions(clientId: string | null) {
  const own = useClientProjects(clientId ?? '');
  const all = useClientProjects('');
  return useMemo(() => {
    const seen = new Set<string>();
    const options: { value: string; label: string }[] = [];
    for (const p of [...(clientId ? own.items : []), ...all.items])
      if (!seen.has(p.id)) {
        seen.add(p.id);
        options.push({ value: p.id, label: p.name });
      }
    return { options, isLoading: all.isLoading };
  }, [clientId, own.items, all.items, all.isLoading]);
}

/**
 * Add to a project's materials (decision 144): the layout's length as a new line of the project, or,
 * when the project has a line of its fabric already, what the person chooses for it (decision 186);
 * then Reserve now. A fabric to buy has no stock to reserve: it says to add it first.
 */
export function LayoutProject({ pattern, layout }: { pattern: Pattern; layout: PatternLayout }) {
  const t = useMessages(layoutMessages);
  const canWrite = useCan('projects.write');
  const headingId = useId();
  if (!canWrite) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-border pt-4" data-testid="layout-project">
      <h3 id={headingId} className="text-base font-semibold">
        {t.addTitle}
      </h3>
      {layout.material ? (
        <AddToProject key={layout.id} pattern={pattern} layout={layout} material={layout.material} />
      ) : (
        <p className="text-sm text-muted-foreground">{t.stockFirst}</p>
      )}
    </section>
  );
}

function AddToProject({ pattern, layout, material }: { pattern: Pattern; layout: PatternLayout; material: { id: string; name: string } }) {
  const t = useMessages(layoutMessages);
  const length = useLengthText();
  const canReserve = useCan('materials.reserve');
  const projects = useProjectOptions(pattern.generator?.clientId ?? null);
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [line, setLine] = useState<{ projectId: string; line: ProjectMaterialLine; changed: boolean } | null>(null);
  const [asking, setAsking] = useState<{ projectId: string; line: ProjectMaterialLine } | null>(null);
  const [reserved, setReserved] = useState(false);
  const add = useAddLayoutToProject();
  const change = useChangeLayoutLine();
  const reserve = useReserveLine();
  const nameOf = (id: string | undefined) => projects.options.find((o) => o.value === id)?.label ?? '';
  const projectName = nameOf(line?.projectId);
  const quantity = useQuantityText('length');

  const submit = async () => {
    if (!projectId) return setError(t.chooseProject);
    try {
      const done = await add.mutateAsync({
        projectId,
        body: { materialId: material.id, quantity: layout.lengthMm, source: 'layout', layoutId: layout.id },
      });
      if (done.existing) setAsking({ projectId, line: done.existing });
      else if (done.line) setLine({ projectId, line: done.line, changed: false });
      setReserved(false);
    } catch {
      // Toasted by the query client.
    }
  };
  const choose = async (to: number) => {
    if (!asking) return;
    const bill = await change.mutateAsync({
      projectId: asking.projectId,
      lineId: asking.line.id,
      body: { quantity: to, source: 'layout', layoutId: layout.id },
    });
    const changed = bill.lines.find((l) => l.id === asking.line.id);
    if (changed) setLine({ projectId: asking.projectId, line: changed, changed: true });
  };
  const reserveNow = async () => {
    if (!line) return;
    try {
      await reserve.mutateAsync({ projectId: line.projectId, lineId: line.line.id });
      setReserved(true);
    } catch {
      // INSUFFICIENT_STOCK and the rest: the server's words, toasted by the query client.
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field
          label={t.project}
          error={error}
          hint={!projects.isLoading && projects.options.length === 0 ? t.noProjects : undefined}
          className="min-w-0 flex-1"
        >
          {(p) => (
            <Select
              {...p}
              value={projectId}
              onValueChange={(v) => {
                setProjectId(v);
                setError(undefined);
              }}
              placeholder={t.chooseProject}
              options={projects.options}
            />
          )}
        </Field>
        <Button type="button" variant="outline" onClick={() => void submit()} loading={add.isPending}>
          {t.addToProject}
        </Button>
      </div>
      {line && (
        <div className="flex flex-wrap items-center gap-2" data-testid="layout-added">
          <p className="text-sm" role="status">
            {reserved
              ? t.reserved({ fabric: material.name, project: projectName })
              : line.changed
                ? t.lineChanged({ fabric: material.name, project: projectName, quantity: quantity(line.line.quantity) })
                : t.added({ length: length(layout.lengthMm), fabric: material.name, project: projectName })}
          </p>
          {canReserve && !reserved && (
            <Button type="button" size="sm" onClick={() => void reserveNow()} loading={reserve.isPending}>
              {t.reserveNow}
            </Button>
          )}
        </div>
      )}
      {asking && (
        <LayoutLineChoice
          line={asking.line}
          lengthMm={layout.lengthMm}
          project={nameOf(asking.projectId)}
          onChoose={choose}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
