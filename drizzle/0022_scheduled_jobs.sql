CREATE TABLE `scheduled_jobs` (
	`name` text PRIMARY KEY NOT NULL,
	`next_run_at` integer NOT NULL,
	`last_started_at` integer,
	`last_finished_at` integer,
	`last_error` text
);
