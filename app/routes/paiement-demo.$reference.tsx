import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actOnUnpaidOrder, loadUnpaidOrder } from "./__unpaid-order-page.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnpaidOrderPage } from "~/components/checkout/unpaid-order-page";
import { pageTitle } from "~/lib/brand";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.texts.oDemoTitleM ?? "") },
  { name: "description", content: data?.texts.oDemoDescM ?? "" },
  { name: "robots", content: "noindex" },
];

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadUnpaidOrder("demo", request, params.reference);
}

export function action({ request, params }: ActionFunctionArgs) {
  return actOnUnpaidOrder("demo", request, params.reference);
}

export default function DemoPaymentPage() {
  const { order, texts } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <UnpaidOrderPage
      order={order}
      lastResult={lastResult}
      eyebrow={texts.oSecure}
      title={texts.oPayTitle}
      notice={
        <div role="note" aria-label={texts.oDemoMode} className="mt-6 border-l-4 border-gold bg-ink p-4 text-ivory">
          <p className="font-display text-xl">{texts.oDemoMode}</p>
          <p className="mt-1 text-sm text-ivory/90">{texts.oDemoNotice}</p>
        </div>
      }
      totalLabel={texts.oToPay}
      recapNote={order.totalCents === 0 ? <p className="mt-4 text-sm text-ink/80">{texts.oNothingToPay}</p> : null}
      submit={{ intent: "pay", label: texts.oPay }}
    />
  );
}
