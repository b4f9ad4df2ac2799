CREATE TABLE `page_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`lang` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `lang`, `referrer_host`)
);
