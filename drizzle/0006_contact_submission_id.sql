ALTER TABLE `contact_messages` ADD `submission_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_submission_id_unique` ON `contact_messages` (`submission_id`);