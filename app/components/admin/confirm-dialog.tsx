import { Form } from "@remix-run/react";
import { AdminDialog, CancelLink } from "./admin-dialog";

/** "Are you sure?" as a page of its own, so deleting works and is confirmed without JavaScript. */
export function ConfirmDeleteDialog({ title, message, closeHref }: { title: string; message: string; closeHref: string }) {
  return (
    <AdminDialog title={title} closeHref={closeHref}>
      <p className="text-ink/80">{message}</p>
      <Form method="post" preventScrollReset className="mt-6 flex flex-wrap justify-end gap-3">
        <CancelLink to={closeHref} />
        <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900">
          Supprimer définitivement
        </button>
      </Form>
    </AdminDialog>
  );
}
