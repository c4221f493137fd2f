import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/lib/brand";
import type { DashboardData } from "~/lib/admin-dashboard.server";
import { Dashboard } from "./dashboard";
import { LoginForm } from "./login-form";

export type AdminPageData = { admin: true } & ({ view: "login" } | DashboardData);

export const adminMeta: MetaFunction = () => [
  { title: pageTitle("Administration") },
  { name: "description", content: "Espace d'administration de la boutique." },
  { name: "robots", content: "noindex, nofollow" },
];

/** The hidden admin: its sign-in or its dashboard, from the same URL. */
export function AdminPage({ data }: { data: AdminPageData }) {
  return data.view === "login" ? <LoginForm /> : <Dashboard data={data} />;
}
