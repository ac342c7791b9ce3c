import { type AccountsConfig, loadSigningKey } from '../accounts/config.ts';
import { createMailer, type Mailer } from '../accounts/outbox.ts';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { createSmsSender, type SmsSender, smsConfigFromEnv } from './sms/sms-sender.ts';

/** What sending notices needs beyond the database. */
export interface NoticeDeps {
  /** Mail: SMTP when `SMTP_URL` is set, else the development outbox. */
  mailer: Mailer;
  sms: SmsSender;
  /** The site's absolute address, for the links in mails. */
  siteUrl: string;
  /** The brand named in every notice, from the product key (« Multisalle »). */
  brand: string;
  /** The venue word of the site's routes (`/multisalle/<hall key>`). */
  productKey: string;
  /** The server's secret, which signs the one-click unsubscribe links. */
  signingKey: () => Promise<Uint8Array>;
  /** The server's clock: notices are due, leased and dated by it. */
  clock: Clock;
}

/**
 * The notices' dependencies of a server: its mailer's settings, the SMS provider of the environment
 * (`SMS_PROVIDER`) unless one is given, and its clock (the system's unless one is given).
 *
 * @example const deps = createNoticeDeps(db, accountsConfig, { productKey: 'multisalle', clock });
 */
export function createNoticeDeps(
  db: Database,
  config: AccountsConfig,
  {
    productKey = 'multisalle',
    sms,
    clock = systemClock,
  }: { productKey?: string; sms?: SmsSender; clock?: Clock } = {},
): NoticeDeps {
  let key: Promise<Uint8Array> | undefined;
  return {
    clock,
    mailer: createMailer(db, config, clock),
    sms: sms ?? createSmsSender(db, smsConfigFromEnv(), { clock }),
    siteUrl: config.siteUrl,
    brand: productKey.charAt(0).toUpperCase() + productKey.slice(1),
    productKey,
    signingKey: () => {
      key ??= loadSigningKey(db, config);
      return key;
    },
  };
}
