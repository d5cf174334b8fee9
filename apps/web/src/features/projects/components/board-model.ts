import { currentStage, type ProjectStage, type StageStatus } from '@atelier/shared';

/*
 * The projects board (decision 080): which columns it has, where a card sits and where it may
 * move. Pure, so the rules are tested without a browser.
 */

type BoardProject = { id: string; stages: readonly Pick<ProjectStage, 'id' | 'name' | 'status'>[] };

/** `none`: projects without stages; `stage`: a stage name; `done`: every stage done or skipped. */
export type BoardColumn = { key: string; kind: 'none' | 'stage' | 'done'; name: string };

export const NO_STAGES_KEY = 'none';
export const DONE_KEY = 'done';

/** A stage column's key: its name, matched case-insensitively ('Cutting' and 'cutting' are one column). */
export const stageKey = (name: string): string => `stage:${name.trim().toLocaleLowerCase()}`;

/** The column a project's card sits in. */
export function columnKeyOf(project: BoardProject): string {
  if (project.stages.length === 0) return NO_STAGES_KEY;
  const current = currentStage(project.stages as readonly { status: StageStatus; name: string }[]);
  return current ? stageKey(current.name) : DONE_KEY;
}

/**
 * The board's columns: 'No stages' when a loaded project has none, then the studio's workflow
 * columns (GET /workflows `boardColumns`), then the current stage of any loaded project that no
 * workflow names (a stage added by hand), then 'Done'.
 */
export function boardColumns(projects: readonly BoardProject[], workflowColumns: readonly string[]): BoardColumn[] {
  const columns: BoardColumn[] = [];
  const seen = new Set<string>();
  const addStage = (name: string) => {
    const key = stageKey(name);
    if (seen.has(key) || !name.trim()) return;
    seen.add(key);
    columns.push({ key, kind: 'stage', name });
  };
  for (const name of workflowColumns) addStage(name);
  for (const project of projects) {
    const current = currentStage(project.stages as readonly { status: StageStatus; name: string }[]);
    if (current) addStage(current.name);
  }
  const none: BoardColumn[] = projects.some((p) => p.stages.length === 0) ? [{ key: NO_STAGES_KEY, kind: 'none', name: '' }] : [];
  return [...none, ...columns, { key: DONE_KEY, kind: 'done', name: '' }];
}

/** The project's first stage of the column's name; null for a column it has no stage of. */
export function stageIn<S extends Pick<ProjectStage, 'id' | 'name'>>(project: { stages: readonly S[] }, column: BoardColumn): S | null {
  if (column.kind !== 'stage') return null;
  return project.stages.find((s) => stageKey(s.name) === column.key) ?? null;
}

/**
 * Why a card may not go to a column, or null when it may: a project without stages moves
 * nowhere ('no-stages'), a column it already sits in is no move ('same'), a stage column it has no
 * stage of is not a target ('no-stage'), and 'No stages' is never one.
 */
export type MoveRefusal = 'no-stages' | 'same' | 'no-stage' | 'not-a-target';

export function moveRefusal(project: BoardProject, column: BoardColumn): MoveRefusal | null {
  if (project.stages.length === 0) return 'no-stages';
  if (column.kind === 'none') return 'not-a-target';
  if (columnKeyOf(project) === column.key) return 'same';
  if (column.kind === 'stage' && !stageIn(project, column)) return 'no-stage';
  return null;
}

/** The columns a card may move to, in board order ('Move to…'). */
export function moveTargets(project: BoardProject, columns: readonly BoardColumn[]): BoardColumn[] {
  return columns.filter((c) => moveRefusal(project, c) === null);
}

/**
 * The body of PUT /projects/:id/stages/current for a move (decision 077): the project's stage of
 * that name, or null for Done; no body for a column it may not go to.
 */
export function moveBody(project: BoardProject, column: BoardColumn): { stageId: string | null } | null {
  if (moveRefusal(project, column) !== null) return null;
  if (column.kind === 'done') return { stageId: null };
  const stage = stageIn(project, column);
  return stage ? { stageId: stage.id } : null;
}

/** The loaded projects by column key, each column in the list's order. */
export function cardsByColumn<P extends BoardProject>(projects: readonly P[], columns: readonly BoardColumn[]): Map<string, P[]> {
  const out = new Map<string, P[]>(columns.map((c) => [c.key, []]));
  for (const project of projects) out.get(columnKeyOf(project))?.push(project);
  return out;
}
