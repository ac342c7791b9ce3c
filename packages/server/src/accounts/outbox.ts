import { desc, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { type Clock, systemClock } from '../clock/index.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** A mail to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The links the text carries, listed apart so the dev page and tests can follow them. */
  links: string[];
  /** The HTML part (notices); the text above stays the plain-text part. */
  html?: string;
  /** Files joined to the mail (a game's `.ics`). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers (`List-Unsubscribe`). */
  headers?: Record<string, string>;
}

/** A message as `/dev/outbox.json` shows it: a mail has `subject`, an SMS has `sms: true`. */
export interface OutboxEntry {
  to: string;
  subject?: string;
  sms?: true;
  text: string;
  links: string[];
  createdAt: string;
}

/** Sends mail and SMS: always into the outbox table, and by SMTP too when an `SMTP_URL` is configured. */
export interface Mailer {
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /**
   * Sends a mail that a durable job retries (notices): by SMTP when configured, throwing when SMTP fails,
   * and then written once to the outbox (sent), so a retry never leaves two rows.
   */
  deliverMail: (mail: OutgoingMail) => Promise<void>;
  sendSms: (sms: { to: string; text: string }) => Promise<void>;
}

/**
 * Builds the mailer of a database. Its rows are dated by `clock` (the retention purge counts from those
 * dates).
 *
 * @example
 * ```ts
 * const mailer = createMailer(db, { smtpUrl: process.env.SMTP_URL, mailFrom: 'Multisalle <no-reply@...>' });
 * await mailer.sendMail({ to, subject: 'Bienvenue', text, links: [] });
 * ```
 */
export function createMailer(
  db: Database,
  options: { smtpUrl?: string; mailFrom: string },
  clock: Clock = systemClock,
): Mailer {
  // nodemailer is loaded with the first mail, and only when SMTP is configured: not at every start.
  let transport: Promise<Transporter> | undefined;
  const smtp = (smtpUrl: string) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    async sendMail(mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          channel: 'mail',
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          links: mail.links,
          createdAt: clock.now(),
        })
        .returning({ id: outbox.id });
      if (!options.smtpUrl || !row) return;
      try {
        await (await smtp(options.smtpUrl)).sendMail({
          from: options.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await db.update(outbox).set({ sentAt: clock.now() }).where(eq(outbox.id, row.id));
      } catch (error) {
        // The message stays in the outbox unsent; the caller's action (sign-up, reset) still succeeded.
        console.error(`SMTP delivery of outbox message ${row.id} failed:`, error);
      }
    },
    async deliverMail(mail) {
      if (options.smtpUrl) {
        await (await smtp(options.smtpUrl)).sendMail({
          from: options.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
          headers: mail.headers,
        });
      }
      const now = clock.now();
      await db.insert(outbox).values({
        channel: 'mail',
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        links: mail.links,
        createdAt: now,
        sentAt: options.smtpUrl ? now : null,
      });
    },
    async sendSms({ to, text }) {
      // No SMS provider is wired: the outbox is the delivery channel (dev page, tests).
      await db
        .insert(outbox)
        .values({ channel: 'sms', recipient: to, body: text, links: [], createdAt: clock.now() });
    },
  };
}

/** The outbox, newest first. */
export async function listOutbox(db: Database, limit = 200): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    to: row.recipient,
    ...(row.channel === 'sms' ? { sms: true as const } : { subject: row.subject ?? '' }),
    text: row.body,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
}
