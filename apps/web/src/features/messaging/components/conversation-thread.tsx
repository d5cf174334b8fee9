import type { ConversationMessage, MessageChannel } from '@atelier/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { useFormat } from '@/lib/use-format';
import { useConversation, useMarkConversationRead } from '../api/conversation-api';
import { conversationMessages } from './conversation-messages';
import { ConversationReplyForm } from './conversation-reply-form';

/** One message: who wrote it and how it came, when, 'New' while the studio had not read it, then its words. */
function MessageItem({ message, name }: { message: ConversationMessage; name: string }) {
  const t = useMessages(conversationMessages);
  const labels = useLabels();
  const format = useFormat();
  const mine = message.direction === 'out';
  const channel = message.channel === 'portal' ? '' : labels.messageChannel(message.channel);
  const who = mine ? t.fromStudio({ author: message.author || t.studio, channel }) : t.fromClient({ name: message.author || name });
  const kind = message.kind ? labels.messageKind(message.kind) : '';
  return (
    <li
      className={cn(
        'max-w-[92%] rounded-xl border border-border px-3 py-2 text-sm break-words',
        mine ? 'self-end bg-card' : 'self-start bg-muted',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium">{who}</span>
        {kind && <span>· {kind}</span>}
        <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
        {!message.read && <Badge variant="accent">{t.newMessage}</Badge>}
      </p>
      {message.body ? (
        <p className="mt-1 whitespace-pre-wrap">{message.body}</p>
      ) : (
        <p className="mt-1 text-muted-foreground italic">{t.hidden}</p>
      )}
    </li>
  );
}

/**
 * A client's conversation (decision 131): every message both ways, oldest at the top as a chat
 * reads, earlier pages on request, and the free-text reply under it for a role that writes to
 * clients. Reading it marks the client's messages read.
 */
export function ConversationThread({
  client,
  unread,
  canWrite,
}: {
  client: { id: string; name: string; preferredChannel: MessageChannel; email: string; phone: string };
  unread: number;
  canWrite: boolean;
}) {
  const t = useMessages(conversationMessages);
  const list = useConversation(client.id, t.loaded);
  const loaded = list.hasCache && !list.error;
  useMarkConversationRead(client.id, unread, loaded);
  const oldestFirst = useMemo(() => [...list.items].reverse(), [list.items]);
  // A long thread scrolls in its own box, opened at its newest message as a chat opens.
  const box = useRef<HTMLDivElement>(null);
  const newest = list.items[0]?.id;
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [newest]);
  return (
    <div className="space-y-3">
      {list.hasMore && (
        <Button variant="outline" size="sm" onClick={list.loadMore} loading={list.isLoadingMore}>
          {t.earlier}
        </Button>
      )}
      {oldestFirst.length > 0 && (
        <div
          ref={box}
          // A focusable region, so a keyboard scrolls a long thread (a scrolling box must be reachable).
          tabIndex={0}
          role="region"
          aria-label={t.threadOf({ name: client.name })}
          className="max-h-[28rem] overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ol className="flex flex-col gap-2" aria-label={t.threadOf({ name: client.name })} data-testid="conversation-thread">
            {oldestFirst.map((message) => (
              <MessageItem key={message.id} message={message} name={client.name} />
            ))}
          </ol>
        </div>
      )}
      {!list.hasCache && !list.error && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" /> {t.loading}
        </p>
      )}
      {loaded && oldestFirst.length === 0 && <p className="text-sm text-muted-foreground">{t.empty}</p>}
      {list.error && !list.hasCache && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {t.failed({ message: list.error })}
          <Button variant="outline" size="sm" onClick={list.retry}>
            {t.retry}
          </Button>
        </div>
      )}
      {canWrite && <ConversationReplyForm client={client} />}
    </div>
  );
}
