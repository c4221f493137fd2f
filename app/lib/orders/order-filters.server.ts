import * as z from "zod";
import { isCalendarDate } from "../format/paris-time";
import { ORDER_STATUSES } from "../platform/schema.server";
import { singleLine } from "../platform/text-input";
import { keysetCursorFields } from "../platform/keyset-pages.server";
import type { FilterField, OrderFilters } from "./order-filters";

const day = z
  .string()
  .trim()
  .refine((v) => v === "" || isCalendarDate(v), "Date invalide (format AAAA-MM-JJ)")
  .transform((v) => v || undefined)
  .optional();

/**
 * The orders screen's query string (search, status, dates, page cursor), read the same way by the
 * list, the CSV export and the browser's form. A value that makes no sense is reported and ignored.
 */
const orderFiltersSchema: z.ZodType<OrderFilters, unknown> = z
  .object({
    q: singleLine()
      .max(100, "100 caractères maximum")
      .transform((v) => v || undefined)
      .optional(),
    status: z
      .enum(["", ...ORDER_STATUSES], { error: "Statut inconnu" })
      .transform((v) => v || undefined)
      .optional(),
    from: day,
    to: day,
    retractation: z.literal("1").optional().catch(undefined),
    expedier: z.literal("1").optional().catch(undefined),
    ...keysetCursorFields,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "La date de fin doit suivre la date de début" });


/** The filters a search asked for, and a French message per field that could not be used. */
export function readOrderFilters(params: URLSearchParams): { filters: OrderFilters; errors: Partial<Record<FilterField, string>> } {
  const raw = Object.fromEntries(["q", "status", "from", "to", "retractation", "expedier", "after", "before"].flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : [])));
  const parsed = orderFiltersSchema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data, errors: {} };
  const errors: Partial<Record<FilterField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as FilterField] ??= issue.message;
  const kept = { ...raw };
  for (const field of Object.keys(errors)) delete kept[field];
  const retry = orderFiltersSchema.safeParse(kept);
  return { filters: retry.success ? retry.data : {}, errors };
}
