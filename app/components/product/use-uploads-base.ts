import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** The public address uploads are fetched from (S3_PUBLIC_URL), null when /uploads/ serves them. */
export function useUploadsBase(): string | null {
  return useRouteLoaderData<typeof loader>("root")?.uploadsBase ?? null;
}
