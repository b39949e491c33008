CREATE TABLE `quota_ledger` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`prompts_used` integer NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "quota_ledger_used_check" CHECK("quota_ledger"."prompts_used" >= 0)
);
--> statement-breakpoint
CREATE INDEX `quota_ledger_period_end_idx` ON `quota_ledger` (`period_end`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);