// Sending SMS: one interface, the outbox in development, a real provider chosen by configuration.
import { type Clock, systemClock } from '../../clock/index.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { createBrevoSmsSender } from './brevo.ts';

/** An SMS to send: a French mobile number as the account stores it (`06…` or `+33…`) and the text. */
export interface OutgoingSms {
  to: string;
  text: string;
}

/** Sends SMS; throws when the provider refuses or fails, so the job that sends it is tried again. */
export interface SmsSender {
  send: (sms: OutgoingSms) => Promise<void>;
}

/** SMS configuration (`SMS_PROVIDER`, `BREVO_API_KEY`, `SMS_SENDER`). */
export interface SmsConfig {
  /** `outbox` (development, tests) or `brevo`. @default 'outbox' */
  provider: 'outbox' | 'brevo';
  brevoApiKey?: string;
  /** The sender name shown on the phone (11 letters or digits at most). @default 'Multisalle' */
  sender: string;
}

/**
 * The SMS settings from the environment; `SMS_PROVIDER=brevo` needs `BREVO_API_KEY`.
 *
 * @example const config = smsConfigFromEnv();
 */
export function smsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider !== 'outbox' && provider !== 'brevo') throw new Error('SMS_PROVIDER must be outbox or brevo.');
  if (provider === 'brevo' && !env.BREVO_API_KEY) throw new Error('SMS_PROVIDER=brevo needs BREVO_API_KEY.');
  return { provider, brevoApiKey: env.BREVO_API_KEY, sender: env.SMS_SENDER || 'Multisalle' };
}

/**
 * The development sender: every SMS goes to the outbox table (`/dev/outbox` shows it), dated by `clock`.
 *
 * @example await createOutboxSmsSender(db).send({ to: '0612345678', text: 'Rappel : …' });
 */
export function createOutboxSmsSender(db: Database, clock: Clock = systemClock): SmsSender {
  return {
    async send({ to, text }) {
      const now = clock.now();
      await db
        .insert(outbox)
        .values({ channel: 'sms', recipient: to, body: text, links: [], createdAt: now, sentAt: now });
    },
  };
}

/**
 * The sender the configuration picks. With a real provider the SMS is also written to the outbox once
 * sent, so `/dev/outbox` and the data export still list it.
 *
 * @example const sms = createSmsSender(db, smsConfigFromEnv());
 */
export function createSmsSender(
  db: Database,
  config: SmsConfig,
  { fetcher = fetch, clock = systemClock }: { fetcher?: typeof fetch; clock?: Clock } = {},
): SmsSender {
  const recorded = createOutboxSmsSender(db, clock);
  if (config.provider === 'outbox') return recorded;
  const brevo = createBrevoSmsSender({ apiKey: config.brevoApiKey ?? '', sender: config.sender, fetcher });
  return {
    async send(sms) {
      await brevo.send(sms);
      await recorded.send(sms);
    },
  };
}
