import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { checkoutAction } from "~/lib/checkout.server";

/** The cart's "Commander" form posts here; there is nothing to show, so a visit goes to the cart. */
export function loader() {
  return redirect("/cart");
}

export async function action({ request }: ActionFunctionArgs) {
  return checkoutAction(request);
}
