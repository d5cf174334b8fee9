import type { Client } from '@atelier/shared';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { clientMessages } from '../messages';

type Contact = Pick<Client, 'email' | 'phone' | 'address'>;

/** Whether the client left any way to reach them. */
export const hasContact = (client: Contact) => Boolean(client.email || client.phone || client.address);

/** One way to reach the client that opens something: its icon named for screen readers, then the link. */
function LinkLine({
  icon: Icon,
  label,
  href,
  text,
  className,
}: {
  icon: LucideIcon;
  label: string;
  href: string;
  text: string;
  className: string;
}) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-label={label} />
      <a href={href} className={className}>
        {text}
      </a>
    </li>
  );
}

/**
 * The client's email, phone and address as list items, one home for the card and the client page
 * (decision 137): the email a mailto link, the phone a tel link, the address text; what is missing
 * is left out. Messages by WhatsApp, SMS or email go through the message menu (decision 083).
 */
export function ContactLines({ client, linkClassName }: { client: Contact; linkClassName: string }) {
  const t = useMessages(clientMessages);
  const link = cn(linkClassName, 'break-all');
  return (
    <>
      {client.email && <LinkLine icon={Mail} label={t.email} href={`mailto:${client.email}`} text={client.email} className={link} />}
      {client.phone && <LinkLine icon={Phone} label={t.phone} href={`tel:${client.phone}`} text={client.phone} className={link} />}
      {client.address && (
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-label={t.address} />
          <span className="break-words">{client.address}</span>
        </li>
      )}
    </>
  );
}
