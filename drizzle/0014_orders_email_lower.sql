DROP INDEX `orders_email_idx`;--> statement-breakpoint
CREATE INDEX `orders_email_lower_idx` ON `orders` (lower("customer_email"));