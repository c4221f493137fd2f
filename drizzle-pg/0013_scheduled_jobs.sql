CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp (3) with time zone NOT NULL,
	"last_started_at" timestamp (3) with time zone,
	"last_finished_at" timestamp (3) with time zone,
	"last_error" text
);
