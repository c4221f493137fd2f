import { data, redirect } from "@remix-run/node";
import { readFinder, type Finder } from "./finder-query";
import { findFor, type Facets } from "./finder.server";
import { getActiveCollection, type CollectionWithProducts } from "../catalog/catalog.server";

export type CollectionPageData = { collection: CollectionWithProducts; facets: Facets };

/** One page of an active collection's perfumes, with the finder's filters and sort (a page past the last shows the last). */
export async function getCollectionPage(slug: string, finder: Finder): Promise<CollectionPageData | null> {
  const collection = await getActiveCollection(slug);
  if (!collection) return null;
  const found = await findFor(collection.id, { ...finder, q: "" });
  return {
    collection: { ...collection, products: found.products, productCount: found.total, page: found.page, pageCount: found.pageCount },
    facets: found.facets,
  };
}

/** Loader of every collection page: 404 when unknown, back to /collections when reading fails. */
export async function loadCollectionPage(slug: string, request: Request) {
  const { finder } = readFinder(new URL(request.url).searchParams);
  let page;
  try {
    page = await getCollectionPage(slug, finder);
  } catch (error) {
    console.error(`Lecture de la collection ${slug} impossible`, error);
    throw redirect("/collections");
  }
  if (!page) return data({ collection: null }, { status: 404 });
  return data({ collection: page.collection, facets: page.facets, finder });
}
