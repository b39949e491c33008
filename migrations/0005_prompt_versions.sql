CREATE TABLE `prompt_versions` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`prompt_id` text NOT NULL,
	`user_id` text NOT NULL,
	`number` integer NOT NULL,
	`target` text NOT NULL,
	`brief` text NOT NULL,
	`request` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`prompt_id`) REFERENCES `prompt_history`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prompt_versions_prompt_number_uq` ON `prompt_versions` (`prompt_id`,`number`);--> statement-breakpoint
CREATE INDEX `prompt_versions_user_idx` ON `prompt_versions` (`user_id`);