import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GiftsScreen } from "~/components/admin/gifts-screen";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { requestedPage } from "~/lib/catalog/catalog.server";
import { centsToEuroInput } from "~/lib/format/money";
import { giftSettings, sampleStock } from "~/lib/gifts/gift-options.server";
import { readForm } from "~/lib/platform/request-body.server";
import { saveGiftForm } from "./__gift-form.server";

export const meta: MetaFunction = () => adminMeta("Cadeaux et échantillons");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const settings = await giftSettings();
  return data(
    {
      settings: { wrap_offered: settings.wrapOffered, wrap_price: centsToEuroInput(settings.wrapCents), samples_per_order: String(settings.samplesPerOrder) },
      samples: await sampleStock(new Date(), requestedPage(new URL(request.url).searchParams)),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  return saveGiftForm(request, await readForm(request));
}

export default function GiftsRoute() {
  const { settings, samples } = useLoaderData<typeof loader>();
  return <GiftsScreen settings={settings} samples={samples} answer={useActionData<typeof action>()} />;
}
