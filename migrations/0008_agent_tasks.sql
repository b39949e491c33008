CREATE TABLE `agent_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`client_name` text NOT NULL,
	`access` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_used_at` text,
	`window_start` integer DEFAULT 0 NOT NULL,
	`window_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "agent_connections_access_check" CHECK("agent_connections"."access" IN ('read', 'write'))
);
--> statement-breakpoint
CREATE INDEX `agent_connections_user_idx` ON `agent_connections` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `agent_decisions` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`prompt_id` text NOT NULL,
	`user_id` text NOT NULL,
	`version` integer NOT NULL,
	`topic` text NOT NULL,
	`decision` text NOT NULL,
	`reason` text,
	`task_id` text,
	`agent` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompt_history`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agent_decisions_prompt_idx` ON `agent_decisions` (`prompt_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `agent_decisions_user_idx` ON `agent_decisions` (`user_id`);--> statement-breakpoint
CREATE TABLE `task_status` (
	`version_id` text NOT NULL,
	`prompt_id` text NOT NULL,
	`user_id` text NOT NULL,
	`task_id` text NOT NULL,
	`fingerprint` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`set_by` text NOT NULL,
	`agent` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`version_id`, `task_id`),
	FOREIGN KEY (`version_id`) REFERENCES `prompt_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompt_history`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "task_status_status_check" CHECK("task_status"."status" IN ('todo', 'doing', 'done', 'blocked')),
	CONSTRAINT "task_status_set_by_check" CHECK("task_status"."set_by" IN ('user', 'agent'))
);
--> statement-breakpoint
CREATE INDEX `task_status_prompt_idx` ON `task_status` (`prompt_id`);--> statement-breakpoint
CREATE INDEX `task_status_user_idx` ON `task_status` (`user_id`);