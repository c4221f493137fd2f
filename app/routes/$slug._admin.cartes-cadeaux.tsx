import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GiftCardsScreen } from "~/components/admin/gift-cards-screen";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { disableCardSchema, offeredAmountsSchema } from "~/lib/gift-cards/admin-forms";
import { cardLedger, disableCard, listSoldCards, saveOfferedAmounts } from "~/lib/gift-cards/admin.server";
import { offeredGiftCardAmounts } from "~/lib/gift-cards/offer.server";
import { listVouchers } from "~/lib/discovery-sets/admin.server";
import { listQueryOf } from "~/lib/platform/admin-list.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Cartes cadeaux");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

const DISABLE_TOASTS = {
  disabled: { title: "Carte désactivée", type: "success" },
  already: { title: "Carte déjà désactivée", type: "info" },
  held: {
    title: "Désactivation refusée",
    description: "Un paiement en cours utilise cette carte : réessayez quand il aura abouti ou expiré (30 minutes au plus).",
    type: "error",
  },
  missing: { title: "Introuvable", description: "Cette carte n'existe pas.", type: "error" },
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const url = new URL(request.url);
  // The card's id, never its code, names it in the address.
  const selected = Number(url.searchParams.get("carte")) || null;
  return data(
    {
      cards: await listSoldCards(listQueryOf(url)),
      vouchers: await listVouchers(listQueryOf(url, "bons", "bq")),
      detail: selected ? await cardLedger(selected) : null,
      amounts: (await offeredGiftCardAmounts()).map((c) => c / 100).join(", "),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const form = await readForm(request);
  const back = adminHref("/cartes-cadeaux");
  if (form.get("intent") === "disable") {
    const submission = parseWithZod(form, { schema: disableCardSchema });
    if (submission.status !== "success") return data({ result: null }, { status: 400 });
    const outcome = await disableCard(submission.value.cardId);
    return redirectWithToast(request, `${back}?carte=${submission.value.cardId}`, DISABLE_TOASTS[outcome]);
  }
  const submission = parseWithZod(form, { schema: offeredAmountsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveOfferedAmounts(submission.value.amounts);
  return redirectWithToast(request, back, { title: "Montants enregistrés", type: "success" });
}

export default function GiftCardsRoute() {
  const { cards, vouchers, detail, amounts } = useLoaderData<typeof loader>();
  return <GiftCardsScreen cards={cards} vouchers={vouchers} detail={detail} amounts={amounts} answer={useActionData<typeof action>()} />;
}
