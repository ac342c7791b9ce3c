// Brevo (ex-Sendinblue, Paris) transactional SMS: POST /v3/transactionalSMS/send with the `api-key` header.
// Written from Brevo's documentation and tested against its recorded answer shapes (brevo.test.ts); it has
// never been run against the live API (no account in development): try one SMS before relying on it.
import type { OutgoingSms, SmsSender } from './sms-sender.ts';

/** Options of {@link createBrevoSmsSender}. */
export interface BrevoOptions {
  apiKey: string;
  /** The alphanumeric sender (11 characters at most). */
  sender: string;
  /** @default https://api.brevo.com */
  baseUrl?: string;
  fetcher?: typeof fetch;
}

/** A French number as Brevo wants it: country code and digits, no `+` (`0612345678` → `33612345678`). */
export function brevoRecipient(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.slice(1);
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `33${digits.slice(1)}`;
  return digits;
}

/** Whether a text fits the GSM-7 alphabet (one SMS of 160 characters, not 70). */
export function isGsm7(text: string): boolean {
  return /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/.test(
    text,
  );
}

/**
 * A sender through Brevo's API. A refusal (4xx, e.g. `not_enough_credits`) or an outage (5xx, network)
 * throws with Brevo's code and message, so the job is tried again and recorded if it keeps failing.
 *
 * @example const sms = createBrevoSmsSender({ apiKey: process.env.BREVO_API_KEY!, sender: 'Multisalle' });
 */
export function createBrevoSmsSender({
  apiKey,
  sender,
  baseUrl = 'https://api.brevo.com',
  fetcher = fetch,
}: BrevoOptions): SmsSender {
  return {
    async send({ to, text }: OutgoingSms) {
      const response = await fetcher(`${baseUrl}/v3/transactionalSMS/send`, {
        method: 'POST',
        headers: { 'api-key': apiKey, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          sender: sender.slice(0, 11),
          recipient: brevoRecipient(to),
          content: text,
          type: 'transactional',
          unicodeEnabled: !isGsm7(text),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        messageId?: number;
        code?: string;
        message?: string;
      };
      if (!response.ok || body.messageId === undefined) {
        throw new Error(
          `Brevo SMS ${response.status}: ${body.code ?? 'no_code'} ${body.message ?? ''}`.trim(),
        );
      }
    },
  };
}
