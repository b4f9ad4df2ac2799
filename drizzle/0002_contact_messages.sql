CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`category` text NOT NULL,
	`message` text NOT NULL,
	`lang` text NOT NULL,
	`created_at` integer NOT NULL,
	`review` text DEFAULT 'new' NOT NULL,
	`delivery` text DEFAULT 'pending' NOT NULL,
	`spam` integer DEFAULT false NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`sent_at` integer,
	`message_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_message_id_unique` ON `contact_messages` (`message_id`);--> statement-breakpoint
CREATE INDEX `contact_outbox` ON `contact_messages` (`spam`,`delivery`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `contact_created` ON `contact_messages` (`created_at`);