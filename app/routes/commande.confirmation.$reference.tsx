import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actOnUnpaidOrder, loadUnpaidOrder } from "./__unpaid-order-page.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnpaidOrderPage } from "~/components/checkout/unpaid-order-page";
import { pageTitle } from "~/lib/brand";
import { formatPrice } from "~/lib/format/money";
import { fillText } from "~/lib/i18n/fill-text";
import { useLang } from "~/lib/i18n/use-text";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.texts.oCardTitleM ?? "") },
  { name: "description", content: data?.texts.oCardDescM ?? "" },
  { name: "robots", content: "noindex" },
];

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadUnpaidOrder("card", request, params.reference);
}

export function action({ request, params }: ActionFunctionArgs) {
  return actOnUnpaidOrder("card", request, params.reference);
}

export default function CardPaidConfirmationPage() {
  const { order, texts } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const lang = useLang();
  return (
    <UnpaidOrderPage
      order={order}
      lastResult={lastResult}
      eyebrow={texts.oByCard}
      title={texts.oConfirmTitle}
      notice={<p className="mt-6 max-w-2xl leading-relaxed text-ink/80">{fillText(texts.oCardNotice, { amount: formatPrice(order.giftCardCents, lang) })}</p>}
      totalLabel={texts.oTotal}
      // L221-14: the button itself must say the order obliges payment, here from the card (decision 124).
      submit={{ intent: "confirm", label: texts.oOrderByCard }}
    />
  );
}
