import { API, type MessageKind, type SendMessageBody, type UpdateMessageTemplateBody } from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { recordKey, resourceKey, routeKey } from '@/lib/query/route-keys';

/**
 * Messages to clients (decision 083): what the client, project and invoice screens send and the
 * Messages settings change. Each read is one options factory and its hook (decision 120).
 */
const templates = API.messageTemplates;
const messaging = API.messaging;

export const messageTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: routeKey(templates.list),
    queryFn: async ({ signal }) => (await call(templates.list, undefined, { signal })).templates,
  });

export function useMessageTemplates() {
  return useQuery(messageTemplatesQueryOptions());
}

/** SMS left this month and messages sent today. */
export const messagingUsageQueryOptions = () =>
  queryOptions({
    queryKey: routeKey(messaging.usage),
    queryFn: async ({ signal }) => (await call(messaging.usage, undefined, { signal })).usage,
  });

/** Read when asked for (a menu opened, the settings shown). */
export function useMessagingUsage(enabled = true) {
  return useQuery({ ...messagingUsageQueryOptions(), enabled });
}

/**
 * GET /clients/{id} as the client record (its address, number and channel), for a message to a
 * client known here by id and name only. The clients feature shows this feature's menu, so this one
 * cannot use the clients feature's read: it shares its cache entry instead, under the same
 * `recordKey` and with the same record in it (decision 120).
 */
export const clientContactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recordKey(API.clients.get, { id }),
    queryFn: async ({ signal }) => (await call(API.clients.get, { params: { id } }, { signal })).client,
  });

/** The client's address and number, read when a menu that does not know them opens. */
export function useClientContact(id: string, enabled: boolean) {
  return useQuery({ ...clientContactQueryOptions(id), enabled });
}

export function useSaveMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: MessageKind; body: UpdateMessageTemplateBody }) =>
      call(templates.update, { params: { kind }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messageTemplatesQueryOptions().queryKey });
      toast.success(routeText(templates.update));
    },
  });
}

export function useResetMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: MessageKind) => call(templates.reset, { params: { kind } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messageTemplatesQueryOptions().queryKey });
      toast.success(routeText(templates.reset));
    },
  });
}

/** What a send would say and to whom: nothing is sent. Refusals (no phone, no country) are shown in the dialog. */
export const messagePreviewQueryOptions = (clientId: string, body: SendMessageBody) =>
  queryOptions({
    queryKey: routeKey(messaging.preview, { params: { id: clientId }, query: body }),
    queryFn: async ({ signal }) => (await call(messaging.preview, { params: { id: clientId }, body }, { signal })).preview,
    retry: false,
    meta: { quiet: true },
  });

export function useMessagePreview(clientId: string, body: SendMessageBody, enabled: boolean) {
  return useQuery({ ...messagePreviewQueryOptions(clientId, body), enabled });
}

/**
 * Sends (email, SMS) or answers the WhatsApp link. The count left and the activity are read again;
 * a portal link made for {portalLink} shows on the client's portal panel.
 */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: SendMessageBody }) =>
      call(messaging.send, { params: { id: clientId }, body }),
    onSuccess: ({ message }) => {
      for (const key of [messagingUsageQueryOptions().queryKey, resourceKey('dashboard'), resourceKey('portal')])
        void client.invalidateQueries({ queryKey: key });
      if (message.channel !== 'whatsapp') toast.success(routeText(messaging.send));
    },
    meta: { quiet: true },
  });
}

/** The client's portal link, made when there is none live (Premium and Enterprise, decision 082). */
export async function portalLinkUrl(clientId: string): Promise<string> {
  const live = (await call(API.portalLinks.get, { params: { id: clientId } })).link;
  if (live) return live.url;
  return (await call(API.portalLinks.create, { params: { id: clientId }, body: {} })).link.url;
}

/**
 * The 'Order ready' message a toast's action sends (decision 083): a plain call, not a mutation
 * hook, since the screen that changed the project (a dialog) is often closed by the time the
 * action is chosen. What a send changes is read again, as `useSendMessage` does.
 */
export async function sendOrderReady(client: QueryClient, clientId: string, body: SendMessageBody) {
  const { message } = await call(messaging.send, { params: { id: clientId }, body });
  for (const key of [messagingUsageQueryOptions().queryKey, resourceKey('dashboard')]) void client.invalidateQueries({ queryKey: key });
  return message;
}
