/** What happens to quota usage when an account is deleted: one sentence, shown by the privacy policy and the export. */
export const QUOTA_RETENTION_NOTE =
  'When you delete your account, the number of prompts it used in the current quota period is kept until that period ends, against a salted hash of your email address rather than the address itself, so that an account re-created with the same address continues the same quota.';
