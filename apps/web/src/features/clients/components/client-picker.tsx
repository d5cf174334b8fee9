import type { Client } from '@atelier/shared';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { SearchPicker } from '@/components/ui/search-picker';
import { useClientPages, useClientRecord } from '../api/client-list';

export const messages = i18n('client-picker', {
  loading: 'Loading clients...',
  none: 'No clients found.',
  narrow: 'Type a name to find other clients.',
});

type Props = {
  id: string;
  /** The chosen client's id, '' for none. */
  value: string;
  /** The chosen client's name as the edited record carries it. */
  selectedName?: string;
  /** The chosen id ('' for none) and, from the list, the client's record (its email). */
  onChange: (id: string, client: Client | null) => void;
  placeholder: string;
  /** An option for no client at all (an event), offered first. */
  noneLabel?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const nameOf = (client: Client) => client.name;

/**
 * The one client picker of the measurement, project, invoice, event and generator forms (decision
 * 069): the search picker over the studio's clients. The chosen client's name shows even when it
 * is in no loaded page (an old project's client): the form passes the name its record carries,
 * else it is read by id.
 */
export function ClientPicker({ selectedName, value, ...props }: Props) {
  const t = useMessages(messages);
  const record = useClientRecord(value && !selectedName ? value : undefined);
  return (
    <SearchPicker<Client>
      {...props}
      value={value}
      selectedName={selectedName ?? record?.name}
      usePages={useClientPages}
      labelOf={nameOf}
      texts={t}
    />
  );
}
