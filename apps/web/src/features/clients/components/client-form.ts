import type { Client, CreateClientBody, UpdateClientBody } from '@atelier/shared';

export type ClientFormValues = { name: string; email: string; phone: string; address: string; notes: string };

export const emptyClientForm: ClientFormValues = { name: '', email: '', phone: '', address: '', notes: '' };

export function clientToForm(client: Client): ClientFormValues {
  return { name: client.name, email: client.email, phone: client.phone, address: client.address, notes: client.notes };
}

const OPTIONAL = ['email', 'phone', 'address', 'notes'] as const;

/** New client: optional fields left empty are omitted (spec section 5, Client). */
export function toCreateBody(values: ClientFormValues): CreateClientBody {
  const body: CreateClientBody = { name: values.name.trim() };
  for (const key of OPTIONAL) {
    const v = values[key].trim();
    if (v) body[key] = v;
  }
  return body;
}

/** Edit: an emptied optional field is sent as null so the server clears it, not kept. */
export function toUpdateBody(values: ClientFormValues): UpdateClientBody {
  const body: UpdateClientBody = { name: values.name.trim() };
  for (const key of OPTIONAL) body[key] = values[key].trim() || null;
  return body;
}
