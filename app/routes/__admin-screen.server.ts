import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { idFrom, rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import type * as z from "~/lib/platform/zod";

type Toast = { title: string; description?: string };

/** Why a valid form cannot be saved, said beside one of its fields. */
type FieldRefusal = { field: string; message: string };

/**
 * One owner's screen: a list at `list`, its dialogs at {list}/nouveau (or /nouvelle), {list}/{id}
 * and {list}/{id}/supprimer, each a child route. Texts are the screen's own; what the routes do
 * with them (guard, 404, 400 with the form's errors, redirect with a toast) is the kit's.
 */
type AdminScreenOf<Row extends { id: number }, Schema extends z.ZodType> = {
  /** The list's address under the admin path, "/codes-promo". */
  list: string;
  /** The 404's text and the toast's when the row is gone, "Ce code promo n'existe plus.". */
  missing: string;
  rows: () => Promise<Row[]>;
  find: (id: number) => Promise<Row | undefined>;
  form: {
    schema: Schema;
    /** Creates (id null) or updates the row; a refusal keeps the dialog open with its message. */
    save: (input: z.output<Schema>, id: number | null) => Promise<FieldRefusal | null>;
    saved: (input: z.output<Schema>, id: number | null) => Toast;
  };
  /** The list's « Activer » / « Désactiver » of a row. */
  toggle?: { set: (id: number, active: boolean) => Promise<boolean>; title: (active: boolean) => string };
  /** The confirmation dialog names the row by `label`; `run` says whether it deleted it. */
  remove?: Removal<Row>;
};

type Removal<Row> = { label: (row: Row) => string; run: (id: number) => Promise<boolean>; done: (row: Row) => Toast };

/** A row's deletion at {list}/{id}/supprimer: the part of a screen that fits screens whose other dialogs are their own. */
type RemovalOf<Row extends { id: number }> = {
  /** Where the dialog returns: the list, with its page and search when it keeps them. */
  back: (request: Request) => string;
  missing: string;
  find: (id: number) => Promise<Row | undefined>;
  remove?: Removal<Row>;
};

/** The loader and action of a screen's « Supprimer » dialog: 404 for a row gone, a toast back at the list. */
export function removalRoutes<Row extends { id: number }>(screen: RemovalOf<Row>) {
  const gone = (request: Request) => redirectWithToast(request, screen.back(request), { title: "Introuvable", description: screen.missing, type: "error" });
  return {
    async deleteLoader({ request, params }: LoaderFunctionArgs) {
      await requireAdmin(request, params);
      const row = await rowOf(params.id, screen.find, screen.missing);
      return data({ name: screen.remove?.label(row) ?? "" }, { headers: ADMIN_HEADERS });
    },
    async deleteAction({ request, params }: ActionFunctionArgs) {
      await requireAdmin(request, params);
      await readForm(request);
      const id = idFrom(params.id);
      const row = id ? await screen.find(id) : undefined;
      if (!screen.remove || !row || !(await screen.remove.run(row.id))) return gone(request);
      return redirectWithToast(request, screen.back(request), { ...screen.remove.done(row), type: "success" });
    },
  };
}

/** The loaders and actions of a screen's routes, each exported as is by its route module. */
export function adminScreen<Row extends { id: number }, Schema extends z.ZodType>(screen: AdminScreenOf<Row, Schema>) {
  const back = () => adminHref(screen.list);
  const gone = (request: Request) => redirectWithToast(request, back(), { title: "Introuvable", description: screen.missing, type: "error" });
  const rowAt = (params: { id?: string }) => rowOf(params.id, screen.find, screen.missing);

  async function save(request: Request, id: number | null) {
    const submission = parseWithZod(await readForm(request), { schema: screen.form.schema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const refusal = await screen.form.save(submission.value, id);
    if (refusal) return data({ result: submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] } }) }, { status: 400 });
    return redirectWithToast(request, back(), { ...screen.form.saved(submission.value, id), type: "success" });
  }

  return {
    async listLoader({ request, params }: LoaderFunctionArgs) {
      await requireAdmin(request, params);
      return data({ rows: await screen.rows() }, { headers: ADMIN_HEADERS });
    },
    async listAction({ request, params }: ActionFunctionArgs) {
      await requireAdmin(request, params);
      const form = await readForm(request);
      const id = idFrom(form.get("id"));
      const active = form.get("active") === "true";
      if (!screen.toggle || !id || !(await screen.toggle.set(id, active))) return gone(request);
      return redirectWithToast(request, back(), { title: screen.toggle.title(active), type: "success" });
    },
    async newLoader({ request, params }: LoaderFunctionArgs) {
      await requireAdmin(request, params);
      return data(null, { headers: ADMIN_HEADERS });
    },
    async newAction({ request, params }: ActionFunctionArgs) {
      await requireAdmin(request, params);
      return save(request, null);
    },
    async editLoader({ request, params }: LoaderFunctionArgs) {
      await requireAdmin(request, params);
      return data({ row: await rowAt(params) }, { headers: ADMIN_HEADERS });
    },
    async editAction({ request, params }: ActionFunctionArgs) {
      await requireAdmin(request, params);
      return save(request, (await rowAt(params)).id);
    },
    ...removalRoutes({ back, missing: screen.missing, find: screen.find, remove: screen.remove }),
  };
}
