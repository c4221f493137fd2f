import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "../brand";

/** A legal page's `meta`, in its language, from its loader's data (`loadLegalPage`). */
export const legalPageMeta: MetaFunction<() => Promise<{ meta: { title: string; description: string } }>> = ({ data }) => [
  { title: pageTitle(data?.meta.title ?? "") },
  { name: "description", content: data?.meta.description },
];
