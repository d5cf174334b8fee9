import type { Actor } from '../../lib/actor.js';
import { declareEvent } from '../../lib/events.js';
import { releaseProject } from '../materials/ledger.js';
import { ticketFollowsGarments } from './ticket-follow.js';

/*
 * Its own module (decision 180): the stages emit it and the tickets move stages, so it lives beside
 * neither, and the layering of decision 109 keeps no two modules importing each other.
 */

/** A project's status moved, by hand (PATCH /projects, cancelling) or by its stages. */
export type ProjectStatusChanged = { actor: Actor; project: { id: string; name: string }; from: string; to: string };

/** Why the stock goes back, per status that needs none any more (decision 144; cancelled, decision 181). */
const RELEASED_WHEN: Readonly<Record<string, string>> = { completed: 'completed', cancelled: 'cancelled' };

/**
 * What a move of a project's status sets off, whoever moved it, declared once (decision 180): the
 * stages' change emits it when they move the status, the project's edit when the hand does. The
 * activity entry stays with the mover, who words it (a hand edit names its other changes too).
 */
export const projectStatusChanged = declareEvent<ProjectStatusChanged>('project status changed', {
  inTransaction: [
    // A finished or cancelled project needs no more stock: what it still has set aside goes back (decisions 144, 181).
    {
      name: 'stock given back',
      run: async (tx, { actor, project, from, to }) => {
        const why = RELEASED_WHEN[to];
        if (why && from !== to) await releaseProject(tx, actor, { projectId: project.id, reason: `Project “${project.name}” ${why}` });
      },
    },
    // A ticket's garment completed or reopened moves its ticket to ready or back (decision 151).
    { name: 'ticket follows its garments', run: (tx, { project }) => ticketFollowsGarments(tx, project.id) },
  ],
});
