/** What the API sends, derived from the schema's row types so a column change shows up everywhere it matters. */
import type { Brief } from '../../common/brief';
import type { PromptRequest } from '../ai/generation-bodies';
import type {
  AgentConnectionRow,
  AgentDecisionRow,
  DailyPromptStats,
  Engine,
  Profile,
  PromptHistoryRow,
  PromptVersionRow,
  ShareLinkRow,
  Subscription,
  TaskStatusRow,
} from './schema';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The owner sees every column of their profile. */
export type ProfileDto = Profile;

/** A subscription as shown; a user without a row is free with zeros and null ids and dates (spec section 3). */
export type SubscriptionDto = Pick<
  Subscription,
  'user_id' | 'plan' | 'max_prompts' | 'max_features' | 'prompts_used' | 'current_period_start' | 'current_period_end'
> &
  Nullable<Pick<Subscription, 'id' | 'created_at' | 'updated_at'>>;

export interface SessionUser {
  profile: ProfileDto;
  isAdmin: boolean;
  subscription: SubscriptionDto;
}

/** An active target (a row of ai_engines). */
export type TargetDto = Pick<Engine, 'id' | 'name' | 'api_endpoint' | 'is_active'>;

/** A history list entry: everything but the prompt text itself. */
export type PromptListItem = Pick<
  PromptHistoryRow,
  'id' | 'project_description' | 'created_at' | 'target_ai_platform' | 'features_count' | 'details'
>;

/** A version in a prompt's list: which, for which target, when, and which version a restore shows (its text and brief load on demand). */
export type VersionListItem = Pick<PromptVersionRow, 'id' | 'number' | 'target' | 'created_at' | 'restored_from'>;

/**
 * One version as read: its brief, request and text unpacked, a restore's from the version it points at (so a
 * restored version reads exactly like the one it shows, with its own number and date).
 */
export type PromptVersionDto = Pick<
  PromptVersionRow,
  'id' | 'prompt_id' | 'user_id' | 'number' | 'target' | 'created_at' | 'restored_from'
> & { brief: Brief; request: PromptRequest; text: string };

export type AdminUser = Pick<Profile, 'id' | 'email' | 'first_name' | 'last_name' | 'avatar_url' | 'created_at'> & {
  subscription: SubscriptionDto;
};

export interface AdminStats {
  totals: { users: number; premiumUsers: number; promptsAllTime: number; promptsToday: number };
  daily: DailyPromptStats[];
}

/** A share link as its owner sees it: its id (the secret in the URL) and the number of the version it shows. */
export type ShareDto = Pick<ShareLinkRow, 'id' | 'created_at'> & { version: PromptVersionRow['number'] };

/** What a share link shows anyone: the project's description and one version. Nothing about its owner. */
export interface SharedPromptDto {
  description: PromptHistoryRow['project_description'];
  version: Pick<PromptVersionDto, 'number' | 'target' | 'text' | 'brief' | 'created_at'>;
}

/** A connected coding agent as its owner sees it on the profile page. */
export type AgentConnectionDto = Pick<AgentConnectionRow, 'id' | 'client_name' | 'access' | 'created_at' | 'last_used_at'>;

/** A task of a prompt's newest version (spec/tasks.md) with its status: who set it, when, and their note. */
export interface TaskProgressDto {
  id: string;
  number: number;
  title: string;
  status: TaskStatusRow['status'];
  note: string | null;
  /** Null while nobody has set it (to do). */
  set_by: TaskStatusRow['set_by'] | null;
  agent: string | null;
  updated_at: string | null;
}

/** A choice an agent reported, as the detail page lists it. */
export type AgentDecisionDto = Pick<
  AgentDecisionRow,
  'id' | 'version' | 'topic' | 'decision' | 'reason' | 'task_id' | 'agent' | 'created_at'
>;

/** The progress of a prompt's newest version. */
export interface ProgressDto {
  /** The version the tasks are of; null for an entry saved before versions (no tasks). */
  version: number | null;
  tasks: TaskProgressDto[];
  decisions: AgentDecisionDto[];
}
