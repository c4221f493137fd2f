import { isNull, or, sql, type Column, type SQL } from "drizzle-orm";
import { tables } from "../platform/database.server";

const empty = (column: Column) => or(isNull(column), sql`trim(${column}) = ''`);

/**
 * The perfumes « À traduire » (decision 168): English name or a description still empty. One rule
 * for the perfumes' list filter and the owner's desk count.
 */
export function toTranslateSql(): SQL {
  const { products } = tables();
  return or(empty(products.name_en), empty(products.short_description_en), empty(products.full_description_en))!;
}
