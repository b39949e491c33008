CREATE TABLE `ai_engines` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`name` text NOT NULL,
	`api_endpoint` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_engines_name_unique` ON `ai_engines` (`name`);--> statement-breakpoint
CREATE TABLE `daily_prompt_stats` (
	`date` text PRIMARY KEY NOT NULL,
	`total_prompts` integer DEFAULT 0 NOT NULL,
	`unique_users` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`avatar_url` text,
	`date_of_birth` text,
	`mobile_country_code` text,
	`mobile_number` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_email_unique` ON `profiles` (`email`);--> statement-breakpoint
CREATE INDEX `profiles_created_at_idx` ON `profiles` (`created_at`);--> statement-breakpoint
CREATE TABLE `prompt_history` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`user_id` text NOT NULL,
	`project_description` text NOT NULL,
	`generated_prompt` text NOT NULL,
	`target_ai_platform` text NOT NULL,
	`features_count` integer DEFAULT 0 NOT NULL,
	`details` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prompt_history_user_created_idx` ON `prompt_history` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `prompt_history_created_idx` ON `prompt_history` (`created_at`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`user_id` text NOT NULL,
	`plan` text DEFAULT 'free' NOT NULL,
	`max_prompts` integer DEFAULT 5 NOT NULL,
	`max_features` integer DEFAULT 5 NOT NULL,
	`prompts_used` integer DEFAULT 0 NOT NULL,
	`current_period_start` text,
	`current_period_end` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "subscriptions_plan_check" CHECK("subscriptions"."plan" IN ('free', 'basic', 'pro', 'pro_max')),
	CONSTRAINT "subscriptions_counts_check" CHECK("subscriptions"."prompts_used" >= 0 AND "subscriptions"."max_prompts" >= 0 AND "subscriptions"."max_features" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_user_id_unique` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_plan_idx` ON `subscriptions` (`plan`);--> statement-breakpoint
CREATE TABLE `user_roles` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_roles_role_check" CHECK("user_roles"."role" IN ('admin', 'user'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_roles_user_role_uq` ON `user_roles` (`user_id`,`role`);