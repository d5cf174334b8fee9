import { API, type MessageKind, type SendMessageBody, type UpdateMessageTemplateBody } from '@atelier/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { resourceKey, routeKey } from '@/lib/query/route-keys';

/**
 * Messages to clients (decision 083): what the client, project and invoice screens send and the
 * Messages settings change. It lives in lib so none of those features imports another.
 */
const templates = API.messageTemplates;
const messaging = API.messaging;

export const messageTemplatesKey = routeKey(templates.list);
const usageKey = routeKey(messaging.usage);

export function useMessageTemplates() {
  return useQuery({
    queryKey: messageTemplatesKey,
    queryFn: async ({ signal }) => (await call(templates.list, undefined, { signal })).templates,
  });
}

/** SMS left this month and messages sent today; read when asked for (a menu opened, the settings shown). */
export function useMessagingUsage(enabled = true) {
  return useQuery({
    queryKey: usageKey,
    queryFn: async ({ signal }) => (await call(messaging.usage, undefined, { signal })).usage,
    enabled,
  });
}

export function useSaveMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: MessageKind; body: UpdateMessageTemplateBody }) =>
      call(templates.update, { params: { kind }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messageTemplatesKey });
      toast.success(routeText(templates.update));
    },
  });
}

export function useResetMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: MessageKind) => call(templates.reset, { params: { kind } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messageTemplatesKey });
      toast.success(routeText(templates.reset));
    },
  });
}

/** What a send would say and to whom: nothing is sent. Refusals (no phone, no country) are shown in the dialog. */
export function useMessagePreview(clientId: string, body: SendMessageBody, enabled: boolean) {
  return useQuery({
    queryKey: routeKey(messaging.preview, { params: { id: clientId }, query: body }),
    queryFn: async ({ signal }) => (await call(messaging.preview, { params: { id: clientId }, body }, { signal })).preview,
    enabled,
    retry: false,
    meta: { quiet: true },
  });
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
      for (const key of [usageKey, resourceKey('dashboard'), resourceKey('portal')]) void client.invalidateQueries({ queryKey: key });
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
