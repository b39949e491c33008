CREATE TABLE `quota_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quota_reservations_user_idx` ON `quota_reservations` (`user_id`);--> statement-breakpoint
CREATE INDEX `quota_reservations_expires_idx` ON `quota_reservations` (`expires_at`);--> statement-breakpoint
ALTER TABLE `prompt_versions` ADD `restored_from` integer;