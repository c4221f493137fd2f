import { Form, Link } from "@remix-run/react";
import type { DashboardData } from "~/lib/admin-dashboard.server";
import { ADMIN_TABS } from "~/lib/admin-tabs";
import { CollectionsTab } from "./collections-tab";
import { OrdersTab } from "./orders-tab";
import { ProductsTab } from "./products-tab";
import { PromosTab } from "./promos-tab";

function TabContent({ content }: { content: DashboardData["content"] }) {
  switch (content.tab) {
    case "collections":
      return <CollectionsTab content={content} />;
    case "commandes":
      return <OrdersTab content={content} />;
    case "codes-promo":
      return <PromosTab content={content} />;
    default:
      return <ProductsTab content={content} />;
  }
}

export function Dashboard({ data }: { data: DashboardData }) {
  return (
    <section className="container-shop py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Back-office</p>
          <h1 className="mt-2 text-4xl md:text-5xl">Interface d'Administration</h1>
          <p className="mt-2 text-sm text-ink/80">Connecté en tant que {data.email}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="btn-outline px-4 py-2 text-xs">
            Déconnexion
          </button>
        </Form>
      </div>
      <div className="mt-6 flex items-center gap-3 border border-gold/50 bg-ink px-4 py-3 text-sm text-ivory">
        <span aria-hidden="true" className="text-gold">
          ◆
        </span>
        <p>
          <strong className="font-medium text-gold-light">Accès Sécurisé</strong> — session
          administrateur vérifiée à chaque action ; pensez à vous déconnecter sur un poste partagé.
        </p>
      </div>
      <nav aria-label="Sections de l'administration" className="mt-8 border-b border-ink/15">
        <ul className="-mb-px grid grid-cols-2 sm:flex sm:gap-1">
          {ADMIN_TABS.map((tab) => {
            const current = tab.id === data.content.tab;
            return (
              <li key={tab.id}>
                <Link
                  to={`?tab=${tab.id}`}
                  aria-current={current ? "page" : undefined}
                  className={`block border-b-2 px-2 py-3 text-center text-xs uppercase tracking-[0.15em] sm:px-4 sm:text-sm ${
                    current ? "border-gold-dark text-ink" : "border-ink/10 text-ink/70 hover:text-ink sm:border-transparent"
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-8">
        <TabContent content={data.content} />
      </div>
    </section>
  );
}
