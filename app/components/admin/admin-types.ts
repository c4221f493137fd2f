import type { SubmissionResult } from "@conform-to/react";

/** What the admin action answers when it does not redirect. */
export type AdminActionData =
  | { intent: "login"; email: string; error: { title: string; description: string } }
  | { intent: "save-product" | "save-collection" | "save-promo"; result: SubmissionResult<string[]> }
  | { intent: "upload-image"; url: string | null; error: string | null };

export function formResult(actionData: AdminActionData | undefined, intent: "save-product" | "save-collection" | "save-promo") {
  return actionData && actionData.intent === intent ? actionData.result : undefined;
}
