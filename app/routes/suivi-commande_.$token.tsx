import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccessRefused, ShopperOrderView } from "~/components/after-sale/shopper-order-view";
import { OrderReviews } from "~/components/reviews/order-reviews";
import { pageTitle } from "~/lib/brand";
import { verifyOrderAccess } from "~/lib/orders/order-access.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { shopperOrder } from "~/lib/after-sale/shopper-order.server";
import { linesToReview } from "~/lib/reviews/reviews.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Ma commande") },
  { name: "description", content: "L'état de votre commande, son suivi et votre droit de rétractation." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privatePageHeaders;

/** The order a signed link opens; an expired link (410) and a forged one (404) say so. */
export async function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const access = verifyOrderAccess(token);
  const order = access.ok ? await shopperOrder(access.orderId) : null;
  if (!order) {
    const reason = access.ok ? "forged" : access.reason;
    return data({ order: null, token: null, reason, toReview: [] }, { status: reason === "expired" ? 410 : 404, headers: PRIVATE_PAGE_HEADERS });
  }
  return data({ order, token, reason: null, toReview: await linesToReview(order.id) }, { headers: PRIVATE_PAGE_HEADERS });
}

export default function ShopperOrderPage() {
  const { order, token, reason, toReview } = useLoaderData<typeof loader>();
  if (!order || !token) return <AccessRefused reason={reason ?? "forged"} />;
  return (
    <ShopperOrderView order={order} token={token}>
      <OrderReviews lines={toReview} token={token} />
    </ShopperOrderView>
  );
}
