import { listCollections, findCollection } from "./admin-collections.server";
import { findOrder, listOrders, ORDER_STATUS_LABELS, revenueByDay } from "./admin-orders.server";
import { collectionOptions, findProduct, listProducts } from "./admin-products.server";
import { findPromoById, listPromos } from "./admin-promos.server";
import type { SignedInAdmin } from "./admin-session.server";
import { parseTab } from "./admin-tabs";
import { BEST_SELLERS_LIMIT } from "./catalog.server";

function idParam(url: URL, name: string) {
  const raw = url.searchParams.get(name);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

function productsTab(url: URL) {
  const products = listProducts();
  const editId = idParam(url, "edit");
  const deleteId = idParam(url, "delete");
  const dialog = url.searchParams.get("dialog");
  return {
    tab: "produits" as const,
    products,
    bestSellerLimit: BEST_SELLERS_LIMIT,
    collections: collectionOptions(),
    creating: dialog === "new",
    addingBestSeller: dialog === "best-sellers",
    editing: editId ? (findProduct(editId) ?? null) : null,
    deleting: deleteId ? (products.find((p) => p.id === deleteId) ?? null) : null,
  };
}

function collectionsTab(url: URL) {
  const editId = idParam(url, "edit");
  const deleteId = idParam(url, "delete");
  return {
    tab: "collections" as const,
    collections: listCollections(),
    creating: url.searchParams.get("dialog") === "new",
    editing: editId ? (findCollection(editId) ?? null) : null,
    deleting: deleteId ? (findCollection(deleteId) ?? null) : null,
  };
}

function ordersTab(url: URL) {
  const orderId = idParam(url, "order");
  return {
    tab: "commandes" as const,
    orders: listOrders(),
    statusLabels: ORDER_STATUS_LABELS,
    revenue: revenueByDay(30),
    viewing: orderId ? (findOrder(orderId) ?? null) : null,
  };
}

function promosTab(url: URL) {
  const editId = idParam(url, "edit");
  const deleteId = idParam(url, "delete");
  return {
    tab: "codes-promo" as const,
    promos: listPromos(),
    creating: url.searchParams.get("dialog") === "new",
    editing: editId ? (findPromoById(editId) ?? null) : null,
    deleting: deleteId ? (findPromoById(deleteId) ?? null) : null,
  };
}

/** Only the open tab's data is read and sent. */
export function loadDashboard(admin: SignedInAdmin, url: URL) {
  const tab = parseTab(url.searchParams.get("tab"));
  const content =
    tab === "collections"
      ? collectionsTab(url)
      : tab === "commandes"
        ? ordersTab(url)
        : tab === "codes-promo"
          ? promosTab(url)
          : productsTab(url);
  return { view: "dashboard" as const, email: admin.email, content };
}

export type DashboardData = ReturnType<typeof loadDashboard>;
export type TabContent = DashboardData["content"];
