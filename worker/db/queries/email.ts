import type { EmailStatus } from '../schema';

export interface EmailRecord {
  userId: string | null;
  to: string;
  subject: string;
  text: string;
  payload: Record<string, unknown>;
  status: EmailStatus;
  error: string | null;
}

/** Records one email in the outbox: sent, queued for a sender to pick up, or failed with the error. */
export async function recordEmail(db: D1Database, email: EmailRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO email_outbox (user_id, to_email, subject, body_text, payload, status, error)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(email.userId, email.to, email.subject, email.text, JSON.stringify(email.payload), email.status, email.error)
    .run();
}
