import { siteApi } from '../../../lib/site-api.ts';
import { throwIfNotOk } from '../../../lib/api-response.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The honeypot: people leave it empty. */
  website: string;
}

/** POST /api/contact (SPEC 7); the answer's body is not read. Throws an ApiError when refused. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await throwIfNotOk((await siteApi.api.contact.$post({ json: input })) as unknown as Response);
}
