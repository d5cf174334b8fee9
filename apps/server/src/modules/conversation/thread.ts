import type { PageQuery } from '@atelier/shared';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientMessages, clients, notifications, users, type ClientMessageRow } from '../../db/schema/index.js';
import { fullNameSql } from '../../lib/member-name.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';

/**
 * A client's conversation (decision 131): the one home of every message both ways. The studio's
 * module (messaging) and the client's (portal) write it; both read it through here.
 */
export type ThreadLine = {
  message: ClientMessageRow;
  /** The member who wrote it, or the client for theirs: "" when no longer known. */
  author: string;
  /** A message from the client is read once its notice is (the bell's and the thread's one state). */
  read: boolean;
};

export type NewThreadMessage = Pick<ClientMessageRow, 'workspaceId' | 'clientId' | 'direction' | 'channel' | 'body'> &
  Partial<Pick<ClientMessageRow, 'kind' | 'namesMoney' | 'authorId' | 'noticeId'>>;

/** Writes one message into its client's thread, in the caller's transaction. */
export async function recordThreadMessage(db: Db, message: NewThreadMessage): Promise<ClientMessageRow> {
  const [row] = await db.insert(clientMessages).values(message).returning();
  assertWritten(row, 'client message insert');
  return row;
}

const memberName = sql<string>`coalesce(${fullNameSql}, '')`;

/**
 * The thread's one query: each message with its author's name and its read state, newest first.
 * Without a client it reads every thread of the studio (the data export, decision 137).
 */
function threadQuery(db: Db, workspaceId: string, clientId: string | null, after?: SQL) {
  return db
    .select({
      message: clientMessages,
      member: memberName,
      client: clients.name,
      noticeReadAt: notifications.readAt,
      noticeId: notifications.id,
      at: positionText(clientMessages.createdAt),
    })
    .from(clientMessages)
    .innerJoin(clients, eq(clients.id, clientMessages.clientId))
    .leftJoin(users, eq(users.id, clientMessages.authorId))
    .leftJoin(notifications, eq(notifications.id, clientMessages.noticeId))
    .where(and(eq(clientMessages.workspaceId, workspaceId), clientId === null ? undefined : eq(clientMessages.clientId, clientId), after))
    .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id));
}

type QueryRow = Awaited<ReturnType<typeof threadQuery>>[number];

const lineOf = (r: QueryRow): ThreadLine => ({
  message: r.message,
  author: r.message.direction === 'in' ? r.client : r.member,
  // A notice gone (its studio's clean-up) leaves the message read.
  read: r.message.direction === 'out' || r.noticeId === null || r.noticeReadAt !== null,
});

/** The thread in pages, newest first (decision 069); the studio's screen and the portal read the same list. */
export function readThread(
  db: Db,
  opts: { pageKey: Buffer; workspaceId: string; clientId: string; page: PageQuery },
): Promise<ListRead<ThreadLine>> | ListRead<ThreadLine> {
  const { workspaceId, clientId } = opts;
  return readList({
    key: opts.pageKey,
    scope: { list: 'conversation', workspaceId, filters: { clientId } },
    page: opts.page,
    order: { at: clientMessages.createdAt, id: clientMessages.id },
    read: async (after, take) => {
      const rows = await threadQuery(db, workspaceId, clientId, after).limit(take);
      return rows.map((r) => ({ row: lineOf(r), at: r.at, id: r.message.id }));
    },
  });
}

/** A message of the studio's conversations, with the client it was exchanged with. */
export type StudioThreadLine = ThreadLine & { clientName: string };

/**
 * Every message of every client of the studio, oldest first (decision 137): the data export reads
 * the whole conversation as the client page does, one query, the same author and read state.
 */
export async function studioThreads(db: Db, workspaceId: string): Promise<StudioThreadLine[]> {
  const rows = await threadQuery(db, workspaceId, null);
  return rows.reverse().map((r) => ({ ...lineOf(r), clientName: r.client }));
}

/** The client's messages the studio has not read: their notices are unread. */
export async function unreadOfClient(db: Db, workspaceId: string, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientMessages)
    .innerJoin(notifications, eq(notifications.id, clientMessages.noticeId))
    .where(and(eq(clientMessages.workspaceId, workspaceId), eq(clientMessages.clientId, clientId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The overview's section (decision 126): the newest messages, their count and the unread ones, three bounded queries. */
export async function conversationSection(
  db: Db,
  { workspaceId, clientId, take }: { workspaceId: string; clientId: string; take: number },
) {
  const [rows, [all], unread] = await Promise.all([
    threadQuery(db, workspaceId, clientId).limit(take),
    db
      .select({ n: count() })
      .from(clientMessages)
      .where(and(eq(clientMessages.workspaceId, workspaceId), eq(clientMessages.clientId, clientId))),
    unreadOfClient(db, workspaceId, clientId),
  ]);
  return { total: all?.n ?? 0, unread, items: rows.map(lineOf) };
}

/**
 * The studio has read the client's conversation: every notice of a message from the client is
 * marked read, so the bell counts them no more (decision 131).
 */
export async function markThreadRead(db: Db, { workspaceId, clientId, now }: { workspaceId: string; clientId: string; now: Date }) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.workspaceId, workspaceId),
        eq(notifications.clientId, clientId),
        eq(notifications.kind, 'client-message'),
        isNull(notifications.readAt),
      ),
    );
}

/** The thread of the client a portal link opens: the link's studio and the link's client, always both. */
type LinkScope = { workspaceId: string; clientId: string };

/** The studio's messages in the link's thread that the client has not read on the portal. */
const notReadByClient = ({ workspaceId, clientId }: LinkScope) =>
  and(
    eq(clientMessages.workspaceId, workspaceId),
    eq(clientMessages.clientId, clientId),
    eq(clientMessages.direction, 'out'),
    isNull(clientMessages.clientReadAt),
  );

/** The studio's messages the client has not read on the portal (decision 136). */
export async function unreadByClient(db: Db, { workspaceId, clientId }: LinkScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clientMessages).where(notReadByClient({ workspaceId, clientId }));
  return row?.n ?? 0;
}

/**
 * The client has read their conversation on the portal (decision 136): every message from the
 * studio not yet read is marked read now, as the studio's read marks the client's (decision 131).
 */
export async function markThreadReadByClient(db: Db, { workspaceId, clientId, now }: LinkScope & { now: Date }): Promise<number> {
  await db.update(clientMessages).set({ clientReadAt: now }).where(notReadByClient({ workspaceId, clientId }));
  return unreadByClient(db, { workspaceId, clientId });
}
