import { PLAN_LIMITS, type Plan } from '../../common/plans';
import { recordEmail } from '../db/queries/email';
import type { EmailStatus } from '../db/schema';

/** The spec's send-membership-email body. */
interface MembershipEmail {
  email: string;
  /** Falls back to 'User'. */
  name?: string | null;
  plan: Plan;
  maxPrompts: number;
  maxFeatures: number;
}

const PLAN_LABELS: Readonly<Record<Plan, string>> = { free: 'Free', basic: 'Basic', pro: 'Pro', pro_max: 'Pro Max' };
const UNLIMITED = PLAN_LIMITS.pro_max.maxPrompts;

function limit(value: number): string {
  return value >= UNLIMITED ? 'unlimited' : value.toLocaleString('en-US');
}

function membershipEmailText(input: MembershipEmail): { name: string; subject: string; text: string } {
  // One line of plain text: no line breaks from the profile name.
  const name = input.name?.replace(/\s+/g, ' ').trim() || 'User';
  const label = PLAN_LABELS[input.plan];
  const features = input.maxFeatures >= UNLIMITED ? 'unlimited features' : `up to ${limit(input.maxFeatures)} features`;
  return {
    name,
    subject: `Your prompt.qordinate plan is now ${label}`,
    text:
      `Hi ${name}, your prompt.qordinate plan is now ${label}: ${limit(input.maxPrompts)} prompts a month, ` +
      `${features} per prompt.\n\nThe new limits apply right away.\n\n— prompt.qordinate\n`,
  };
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/**
 * Tells a user their plan changed. Sends through the optional `EMAIL` binding when it is configured (from
 * `EMAIL_FROM`), otherwise queues the message in email_outbox. Every outcome is recorded there (sent, queued, or
 * failed with the error). Never throws: a failure is logged and recorded, and the caller carries on.
 */
export async function sendMembershipEmail(env: Env, input: MembershipEmail, userId: string | null = null): Promise<EmailStatus> {
  let status: EmailStatus = 'queued';
  let error: string | null = null;
  const { name, subject, text } = membershipEmailText(input);
  const payload = { email: input.email, name, plan: input.plan, maxPrompts: input.maxPrompts, maxFeatures: input.maxFeatures };
  try {
    if (env.EMAIL) {
      if (!env.EMAIL_FROM) throw new Error('EMAIL_FROM is not set');
      await env.EMAIL.send({ from: { name: 'prompt.qordinate', email: env.EMAIL_FROM }, to: input.email, subject, text });
      status = 'sent';
    }
  } catch (err) {
    status = 'failed';
    error = errorText(err);
    console.error('Membership email failed', error);
  }
  try {
    await recordEmail(env.DB, { userId, to: input.email, subject, text, payload, status, error });
  } catch (err) {
    console.error('Recording the membership email failed', errorText(err));
    if (status === 'queued') status = 'failed';
  }
  return status;
}
