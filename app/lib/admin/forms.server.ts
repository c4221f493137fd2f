import {
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { IMAGE_FILE_FIELD } from "./image";
import { BODY_PROBLEMS, formPostProblem, problemResponse, readForm, withSaneNames } from "../platform/request-body.server";
import { imageUploadHandler, UploadError, type ImageUploadOutcome } from "../catalog/uploads.server";

export type AdminForm = { form: FormData; upload: ImageUploadOutcome };

/**
 * An admin form post, read only after the guard passed. A multipart post (the perfume form
 * without JavaScript, or the image field's upload) streams its image through the upload checks:
 * a refused image is reported in `upload` so the other fields are kept; one far too large ends
 * the request with a 413.
 */
export async function readAdminForm(request: Request): Promise<AdminForm> {
  const contentType = request.headers.get("Content-Type");
  const problem = formPostProblem(request.method, contentType);
  if (problem) throw problemResponse(problem);
  if (!contentType?.startsWith("multipart/form-data")) return { form: await readForm(request), upload: {} };
  const upload: ImageUploadOutcome = {};
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(
        imageUploadHandler(IMAGE_FILE_FIELD, upload),
        unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024 }),
      ),
    );
    return { form: withSaneNames(form), upload };
  } catch (error) {
    if (error instanceof UploadError) throw problemResponse({ ...BODY_PROBLEMS.tooLarge, message: error.message });
    throw problemResponse(BODY_PROBLEMS.malformed);
  }
}

/** A positive whole id from a route parameter or a form field, else null. */
export function idFrom(value: unknown): number | null {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The row a route's `:id` names, or the admin's 404 saying what is gone ("Ce parfum n'existe plus."). */
export async function rowOf<T>(
  param: string | undefined,
  find: (id: number) => T | undefined | Promise<T | undefined>,
  missing: string,
): Promise<T> {
  const id = idFrom(param);
  const row = id ? await find(id) : undefined;
  if (!row) throw new Response(missing, { status: 404, statusText: "Introuvable" });
  return row;
}
