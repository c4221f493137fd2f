import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PhotosDialog } from "~/components/admin/photos-dialog";
import { readAdminForm } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { savePhotoForm } from "./__photo-form.server";
import { perfumeOf } from "~/lib/admin/products.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { MAX_PHOTOS, photosForEditor } from "~/lib/catalog/photos.server";

export const meta: MetaFunction = () => adminMeta("Photos du parfum");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const product = await perfumeOf(params);
  return data(
    { product: { id: product.id, name: product.name, image_url: product.image_url }, photos: await photosForEditor(product.id), max: MAX_PHOTOS },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const product = await perfumeOf(params);
  return savePhotoForm(request, await readAdminForm(request), product.id);
}

export default function PerfumePhotos() {
  const { product, photos, max } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <PhotosDialog product={product} photos={photos} max={max} lastResult={result} />;
}
