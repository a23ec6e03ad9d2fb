import nodemailer from 'nodemailer';
import type { Queryable } from './db/database';
import type { Logger } from './logger';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the email in the outbox and sends it when SMTP is configured. */
  send(db: Queryable, email: Email): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(db, email) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO email_outbox (recipient, subject, body) VALUES ($1, $2, $3) RETURNING id',
        [email.to, email.subject, email.text],
      );
      const id = rows[0]?.id;
      if (!transport) {
        logger.info('email queued in outbox (no SMTP_URL)', {
          outboxId: id,
          subject: email.subject,
        });
        return;
      }
      try {
        await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
        await db.query('UPDATE email_outbox SET sent_at = now() WHERE id = $1', [id]);
      } catch (error) {
        // the outbox keeps it; the player can ask again
        logger.error('email not sent', { outboxId: id, error });
      }
    },
  };
}
