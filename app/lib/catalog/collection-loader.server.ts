import { data, redirect } from "@remix-run/node";
import { getActiveCollectionBySlug } from "./catalog.server";

/** `?page=2`: anything else than a whole number means the first page. */
export function pageOf(request: Request) {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Loader of every collection page: 404 when unknown, back to /collections when reading fails. */
export function loadCollectionPage(slug: string, request: Request) {
  let collection;
  try {
    collection = getActiveCollectionBySlug(slug, pageOf(request));
  } catch (error) {
    console.error(`Lecture de la collection ${slug} impossible`, error);
    throw redirect("/collections");
  }
  return data({ collection }, { status: collection ? 200 : 404 });
}
