import { data, redirect } from "@remix-run/node";
import { getActiveCollectionBySlug } from "./catalog.server";

/** Loader of every collection page: 404 when unknown, back to /collections when reading fails. */
export function loadCollectionPage(slug: string) {
  let collection;
  try {
    collection = getActiveCollectionBySlug(slug);
  } catch (error) {
    console.error(`Lecture de la collection ${slug} impossible`, error);
    throw redirect("/collections");
  }
  return data({ collection }, { status: collection ? 200 : 404 });
}
