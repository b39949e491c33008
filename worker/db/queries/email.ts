import { drizzle } from 'drizzle-orm/d1';
import { emailOutbox, type EmailStatus } from '../schema';

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
  await drizzle(db).insert(emailOutbox).values({
    user_id: email.userId,
    to_email: email.to,
    subject: email.subject,
    body_text: email.text,
    payload: email.payload,
    status: email.status,
    error: email.error,
  });
}
