import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { pageTitle } from "~/lib/brand";
import { commitStoredCart, readStoredCart } from "~/lib/cart/cart.server";
import { isOneClickUnsubscribe } from "~/lib/mail/one-click";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast, toastHeader } from "~/lib/platform/toast.server";
import { findReminderCart, forgetReminder } from "~/lib/reminders/reminders.server";
import { restoredLines } from "~/lib/reminders/restore";

export const meta: MetaFunction = () => [
  { title: pageTitle("Retrouver mon panier") },
  { name: "description", content: "Remettre dans votre panier les parfums de votre commande non finalisée." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privatePageHeaders;

/** What the reminder's link opens: the bottles it would put back. A GET changes nothing (decision 113). */
export async function loader({ params }: LoaderFunctionArgs) {
  const lines = await findReminderCart(params.token ?? "");
  const view = lines?.map(({ name, quantity, available }) => ({ name, quantity, available })) ?? null;
  return data({ lines: view }, { status: lines ? 200 : 404, headers: PRIVATE_PAGE_HEADERS });
}

/** « Retrouver mon panier », « Effacer mon adresse », or a mail client's one-click unsubscribe (RFC 8058). */
export async function action({ params, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const form = await readForm(request);
  if (isOneClickUnsubscribe(form) || form.get("intent") === "forget") {
    const forgotten = await forgetReminder(token);
    if (isOneClickUnsubscribe(form)) return new Response(null, { status: 200, headers: PRIVATE_PAGE_HEADERS });
    return redirectWithToast(request, "/", forgotten ? { title: "Adresse effacée", description: "Nous ne gardons plus votre email pour ce rappel.", type: "success" } : { title: "Lien expiré", type: "error" });
  }
  if (form.get("intent") !== "restore") return data({ error: "Action inconnue" }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  const lines = await findReminderCart(token);
  if (!lines) return redirectWithToast(request, "/cart", { title: "Lien expiré", description: "Ce panier n'est plus disponible.", type: "error" });
  const stored = await readStoredCart(request);
  const gone = lines.filter((l) => !l.available).map((l) => l.name);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitStoredCart(request, { ...stored, lines: restoredLines(stored.lines, lines) }));
  headers.append(
    "Set-Cookie",
    await toastHeader(request, {
      title: "Panier retrouvé",
      description: gone.length ? `${gone.join(", ")} : plus disponible, non remis dans votre panier.` : "Vos parfums sont de nouveau dans votre panier.",
      type: gone.length ? "error" : "success",
    }),
  );
  return redirect("/cart", { status: 303, headers });
}

export default function RestoreCartPage() {
  const { lines } = useLoaderData<typeof loader>();
  const busy = useNavigation().formData?.get("intent");
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Votre panier vous attend</p>
      {lines ? (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">Retrouver mon panier</h1>
          <ul className="mt-6 space-y-2">
            {lines.map((l) => (
              <li key={l.name} className="flex justify-between gap-4 border-b border-ink/10 pb-2">
                <span>
                  {l.name} × {l.quantity}
                </span>
                {l.available ? null : <span className="text-sm font-medium text-red-800">Plus disponible : ne sera pas remis</span>}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink/80">Les prix et le stock sont ceux d'aujourd'hui ; vous les verrez dans le panier avant de commander.</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {lines.some((l) => l.available) ? (
              <Form method="post">
                <button type="submit" name="intent" value="restore" className="btn-dark w-full sm:w-auto" disabled={busy === "restore"}>
                  Retrouver mon panier
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <button type="submit" name="intent" value="forget" className="btn-outline w-full sm:w-auto" disabled={busy === "forget"}>
                Effacer mon adresse
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">Lien expiré</h1>
          <p className="mt-4 leading-relaxed text-ink/90">Ce rappel n'existe plus : son adresse a été effacée, à votre demande ou au terme de sa durée de conservation.</p>
          <Link to="/collections" className="btn-dark mt-8">
            Voir les collections
          </Link>
        </>
      )}
    </section>
  );
}
