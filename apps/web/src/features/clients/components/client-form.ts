import {
  createClientBodySchema,
  updateClientBodySchema,
  type Client,
  type CreateClientBody,
  type Language,
  type MessageChannel,
  type UpdateClientBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

export type ClientFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  /** How the studio reaches the client (decision 083). */
  preferredChannel: MessageChannel;
  /** The client's language (decision 128); '' on a new client: the studio's. */
  language: Language | '';
  /** Business details an e-invoice names (decision 167): the buyer's company and VAT numbers and country. */
  companyNumber: string;
  vatNumber: string;
  country: string;
};

export const emptyClientForm: ClientFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
  preferredChannel: 'email',
  language: '',
  companyNumber: '',
  vatNumber: '',
  country: '',
};

export function clientToForm(client: Client): ClientFormValues {
  return {
    name: client.name,
    email: client.email,
    phone: client.phone,
    address: client.address,
    notes: client.notes,
    preferredChannel: client.preferredChannel,
    language: client.language,
    companyNumber: client.companyNumber ?? '',
    vatNumber: client.vatNumber ?? '',
    country: client.country ?? '',
  };
}

const OPTIONAL = ['email', 'phone', 'address', 'notes', 'companyNumber', 'vatNumber'] as const;

/** The country as typed ('fr '), as the schema wants it: two capital letters, or nothing. */
const countryOf = (typed: string) => typed.trim().toUpperCase();

/** New client: optional fields left empty are omitted; checked by the server's schema. */
export function toCreateClientBody(values: ClientFormValues): Validated<CreateClientBody> {
  const body: CreateClientBody = { name: values.name.trim(), preferredChannel: values.preferredChannel };
  if (values.language) body.language = values.language;
  for (const key of OPTIONAL) {
    const v = values[key].trim();
    if (v) body[key] = v;
  }
  if (countryOf(values.country)) body.country = countryOf(values.country);
  return validateBody(createClientBodySchema, body);
}

/** Edit: an emptied optional field is sent as null so the server clears it, not kept. */
export function toUpdateClientBody(values: ClientFormValues): Validated<UpdateClientBody> {
  const body: UpdateClientBody = { name: values.name.trim(), preferredChannel: values.preferredChannel };
  if (values.language) body.language = values.language;
  for (const key of OPTIONAL) body[key] = values[key].trim() || null;
  body.country = countryOf(values.country) || null;
  return validateBody(updateClientBodySchema, body);
}
