import { API, type Client, type MessageChannel, type Project } from '@atelier/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlanHas } from '@/features/billing';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useCan } from '@/lib/permissions';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { clientContactQueryOptions, sendOrderReady } from '../api/messaging-api';
import { messagingMessages } from './messaging-messages';
import { openPendingTab } from './whatsapp-window';

type Ready = Pick<Project, 'status' | 'stages'>;

/** A stage a studio named for the garment being ready to collect: 'Ready', 'Ready for pickup', 'Prête'. */
const READY_STAGE = /^(ready|prêt|prête)\b/i;
const readyStageDone = (p: Ready) => p.stages.some((s) => READY_STAGE.test(s.name.trim()) && s.status === 'done');

/** Whether a change made the project ready (decision 083): it became completed, or its 'Ready' stage was done. */
export function becameReady(before: Ready, after: Ready): boolean {
  if (after.status === 'completed' && before.status !== 'completed') return true;
  return readyStageDone(after) && !readyStageDone(before);
}

type Contact = Pick<Client, 'preferredChannel' | 'email' | 'phone'>;

/** Whether 'Order ready' can go by the client's preferred channel: the plan, the client's address or number. */
export function readyChannelUsable(client: Contact, sends: boolean): boolean {
  const channel = client.preferredChannel;
  if (channel !== 'whatsapp' && !sends) return false;
  return channel === 'email' ? !!client.email : !!client.phone;
}

/** Sends 'Order ready' for a project at once (for WhatsApp, opens the chat); a refusal is toasted. */
export function sendReadyMessage(queryClient: QueryClient, clientId: string, channel: MessageChannel, projectId: string) {
  const tab = channel === 'whatsapp' ? openPendingTab() : null;
  return sendOrderReady(queryClient, clientId, { kind: 'order-ready', channel, projectId })
    .then((message) => {
      if (tab) tab.go(message.whatsappUrl);
      else toast.success(routeText(API.messaging.send));
    })
    .catch((error: unknown) => {
      tab?.cancel();
      handleError(error);
    });
}

/**
 * After a project's change: when it made the project ready, a toast offers to send 'Order ready'
 * to its client by the client's preferred channel, when that channel can be used (the plan, the
 * client's address or number). The action sends at once (for WhatsApp it opens the chat) with
 * `sendOrderReady`, a plain call since the dialog that changed the project is often closed by then.
 */
export function useOrderReadyOffer(): (before: Ready, after: Project) => void {
  const t = useMessages(messagingMessages);
  const labels = useLabels();
  const sends = usePlanHas('messagesToClients');
  const mayWrite = useCan('clients.write');
  const queryClient = useQueryClient();
  return useCallback(
    (before, after) => {
      if (!mayWrite || !becameReady(before, after)) return;
      const id = after.clientId.id;
      const read = queryClient.fetchQuery({ ...clientContactQueryOptions(id), meta: { quiet: true } });
      void read
        .then((client) => {
          const channel = client.preferredChannel;
          if (!readyChannelUsable(client, sends)) return;
          const sendNow = () => void sendReadyMessage(queryClient, id, channel, after.id);
          toast.message(t.offerTitle({ project: after.name }), {
            duration: 20_000,
            description: t.offerDescription({ name: client.name }),
            action: { label: t.offerAction({ channel: labels.messageChannel(channel) }), onClick: sendNow },
          });
        })
        // The offer is a convenience: a client that cannot be read now means no offer, not an error.
        .catch(() => undefined);
    },
    [mayWrite, sends, queryClient, t, labels],
  );
}
