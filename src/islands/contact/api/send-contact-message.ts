import { api, throwIfNotOk } from '../../../lib/api-client.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The honeypot: people leave it empty. */
  website: string;
}

/** POST /api/contact (SPEC 7); the answer's body is not read. Throws "<status>: <body>" when refused. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await throwIfNotOk((await api.api.contact.$post({ json: input })) as unknown as Response);
}
