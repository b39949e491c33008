CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`user_id` text,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_outbox_status_check" CHECK("email_outbox"."status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_created_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_user_idx` ON `email_outbox` (`user_id`);--> statement-breakpoint
CREATE TABLE `subscription_audit` (
	`id` text PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`admin_id` text,
	`user_id` text NOT NULL,
	`from_plan` text,
	`to_plan` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "subscription_audit_plan_check" CHECK("subscription_audit"."to_plan" IN ('free', 'basic', 'pro', 'pro_max') AND ("subscription_audit"."from_plan" IS NULL OR "subscription_audit"."from_plan" IN ('free', 'basic', 'pro', 'pro_max')))
);
--> statement-breakpoint
CREATE INDEX `subscription_audit_user_idx` ON `subscription_audit` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscription_audit_created_idx` ON `subscription_audit` (`created_at`);--> statement-breakpoint
CREATE INDEX `subscription_audit_admin_idx` ON `subscription_audit` (`admin_id`);--> statement-breakpoint
DROP INDEX `profiles_created_at_idx`;--> statement-breakpoint
CREATE INDEX `profiles_list_idx` ON `profiles` (`created_at`,`id`,`email`,`first_name`,`last_name`);