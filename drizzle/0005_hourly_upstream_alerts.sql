CREATE TABLE `alert_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`detail` text NOT NULL,
	`email` text DEFAULT 'not_configured' NOT NULL,
	`webhook` text DEFAULT 'not_configured' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `alert_events_at` ON `alert_events` (`at`);--> statement-breakpoint
CREATE TABLE `alert_state` (
	`kind` text PRIMARY KEY NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`since` integer,
	`changed_at` integer
);
--> statement-breakpoint
CREATE TABLE `page_views_hourly` (
	`hour` text NOT NULL,
	`path` text NOT NULL,
	`lang` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `path`, `lang`, `referrer_host`)
);
--> statement-breakpoint
CREATE TABLE `tool_usage_hourly` (
	`hour` text NOT NULL,
	`tool` text NOT NULL,
	`outcome` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `tool`, `outcome`)
);
--> statement-breakpoint
CREATE TABLE `upstream_outcomes` (
	`bucket` text NOT NULL,
	`path` text NOT NULL,
	`egress` text NOT NULL,
	`outcome` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`bucket`, `path`, `egress`, `outcome`)
);
