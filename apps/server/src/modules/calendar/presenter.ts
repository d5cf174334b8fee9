import {
  addDaysToDay,
  stageName,
  type CalendarEvent,
  type EventConflict,
  type EventStatus,
  type EventType,
  type Language,
} from '@atelier/shared';
import { withIds } from '../../lib/ids.js';
import type { DeadlineRecord, EventRecord, StageDeadlineRecord } from './queries.js';

/** GET /calendar/{id} (decision 032). Times are UTC instants. */
export function presentEvent(row: EventRecord): CalendarEvent {
  // Written out rather than spread from withIds: a month of 500 events is built per request and the
  // spread was the largest cost in the bench's profile.
  return {
    _id: row.id,
    id: row.id,
    clientId: row.client ? { _id: row.client.id, id: row.client.id, name: row.client.name } : null,
    clientName: row.client?.name ?? '',
    title: row.title,
    description: row.description ?? '',
    // Stored as text so a later change of the lists cannot break old rows; new rows are validated.
    type: row.type as EventType,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    location: row.location ?? '',
    status: row.status as EventStatus,
    remindClient: row.remindClient,
    assigneeId: row.assigneeId,
    source: 'event',
    projectId: null,
    allDay: false,
    // Stored as text with its enum; null before the client answers from the portal (decision 082).
    clientResponse: row.clientResponse,
    clientResponseNote: row.clientResponseNote ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A project's due date as a read-only, whole-day deadline (decision 032). Its id names the project,
 * so it can never be mistaken for a stored event; a completed project's deadline shows completed.
 */
export function presentDeadline({ project, client, day }: DeadlineRecord): CalendarEvent {
  const id = `deadline-${project.id}`;
  return {
    _id: id,
    id,
    clientId: { ...withIds(client), name: client.name },
    clientName: client.name,
    title: project.name,
    description: project.description ?? '',
    type: 'deadline',
    startTime: `${day}T00:00:00.000Z`,
    endTime: `${addDaysToDay(day, 1)}T00:00:00.000Z`,
    location: '',
    status: project.status === 'completed' ? 'completed' : 'scheduled',
    remindClient: false,
    assigneeId: project.assigneeId,
    source: 'project',
    projectId: { ...withIds(project), name: project.name },
    allDay: true,
    clientResponse: null,
    clientResponseNote: '',
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

/**
 * An open production stage's due date (decision 077), read-only and whole-day as a project's:
 * 'Cutting: Ivory wedding gown', on the stage's assignee's calendar.
 */
export function presentStageDeadline({ stage, project, client, day }: StageDeadlineRecord, language: Language): CalendarEvent {
  const id = `stage-${stage.id}`;
  return {
    _id: id,
    id,
    clientId: { ...withIds(client), name: client.name },
    clientName: client.name,
    title: `${stageName(stage.name, language)}: ${project.name}`,
    description: project.description ?? '',
    type: 'deadline',
    startTime: `${day}T00:00:00.000Z`,
    endTime: `${addDaysToDay(day, 1)}T00:00:00.000Z`,
    location: '',
    status: 'scheduled',
    remindClient: false,
    assigneeId: stage.assigneeId,
    source: 'stage',
    projectId: { ...withIds(project), name: project.name },
    allDay: true,
    clientResponse: null,
    clientResponseNote: '',
    createdAt: stage.createdAt.toISOString(),
    updatedAt: stage.updatedAt.toISOString(),
  };
}

export function presentConflict(row: { id: string; title: string; startTime: Date; endTime: Date }): EventConflict {
  return { ...withIds(row), title: row.title, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() };
}
