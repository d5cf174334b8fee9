import { API, type ConversationReplyBody } from '@atelier/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '@/lib/api-client';
import { pagedListOptions, usePagedList, type PageRequest } from '@/lib/query/paged-list';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { messagingUsageQueryOptions } from './messaging-api';

/**
 * A client's conversation (decision 131): the thread a page at a time, the studio's free-text
 * reply, and marking the client's messages read. Each read is one options factory (decision 120).
 */
const routes = API.conversation;
type ThreadFilters = { clientId: string };

/** The client's id is the list's filter, so each client's thread has its own key; it goes in the address, not the query. */
const fetchPage = async ({ clientId, ...query }: PageRequest<ThreadFilters>) => {
  const { messages, nextCursor } = await call(routes.list, { params: { id: clientId }, query });
  return { items: messages, nextCursor: nextCursor ?? null };
};

export const conversationQueryOptions = (clientId: string) => pagedListOptions({ route: routes.list, fetchPage }, { clientId });

/** The thread, newest first as the server pages it; read again each time the client page opens. */
export function useConversation(clientId: string, loadedMessage: string) {
  return usePagedList(conversationQueryOptions(clientId), { loadedMessage });
}

/**
 * Once the thread has been read with unread messages in it, they are marked read (and their
 * notices): the bell asks again. The page's own count stays as it was opened, so the tailor sees
 * what was new.
 */
export function useMarkConversationRead(clientId: string, unread: number, loaded: boolean) {
  const client = useQueryClient();
  const done = useRef(false);
  const mark = useMutation({
    mutationFn: () => call(routes.read, { params: { id: clientId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: routeKey(API.notifications.list) }),
    meta: { quiet: true },
  });
  const { mutate } = mark;
  useEffect(() => {
    if (done.current || !loaded || unread === 0) return;
    done.current = true;
    mutate();
  }, [loaded, unread, mutate]);
}

/**
 * Sends the studio's free text. The thread, the client page and what is left to send are read again;
 * WhatsApp answers the link the caller opens (nothing was sent, so no toast).
 */
export function useReplyToClient(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConversationReplyBody) => call(routes.reply, { params: { id: clientId }, body }),
    onSuccess: (answer) => {
      for (const key of [routeKey(routes.list), resourceKey('clients'), messagingUsageQueryOptions().queryKey, resourceKey('dashboard')])
        void client.invalidateQueries({ queryKey: key });
      if (answer.message.channel !== 'whatsapp') toast.success(routeText(routes.reply));
    },
    meta: { quiet: true },
  });
}
