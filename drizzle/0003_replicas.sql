CREATE TABLE `instance_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `leases` (
	`name` text PRIMARY KEY NOT NULL,
	`owner` text NOT NULL,
	`until` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `lease_owner` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `lease_until` integer;