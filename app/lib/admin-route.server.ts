import {
  data,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { runAdminAction } from "./admin-actions.server";
import { loadDashboard } from "./admin-dashboard.server";
import { IMAGE_FILE_FIELD } from "./admin-image";
import { getSignedInAdmin, requireAdmin } from "./admin-session.server";
import { login } from "./auth.server";
import { formPostProblem, problemResponse, readForm } from "./request-body.server";
import { imageUploadHandler, UploadError, type ImageUploadOutcome } from "./uploads.server";

// Admin pages are private: never indexed, never cached by a shared cache.
export const ADMIN_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };

/** GET /{ADMIN_PATH}: the sign-in when signed out, the dashboard when signed in. */
export async function adminLoader(request: Request) {
  if (!(await getSignedInAdmin(request))) {
    return data({ admin: true as const, view: "login" as const }, { headers: ADMIN_HEADERS });
  }
  const admin = await requireAdmin(request);
  return data(
    { admin: true as const, ...loadDashboard(admin, new URL(request.url)) },
    { headers: ADMIN_HEADERS },
  );
}

/**
 * POST /{ADMIN_PATH}. Only the sign-in is open; everything else passes requireAdmin before its
 * body is even read, so a request without a live session stores no file and changes nothing.
 */
export async function adminAction(request: Request) {
  const contentType = request.headers.get("Content-Type");
  const problem = formPostProblem(request.method, contentType);
  if (problem) throw problemResponse(problem);
  if (!contentType?.startsWith("multipart/form-data")) {
    // The sign-in strategy reads the original body; this copy is read within the size limit.
    const form = await readForm(request.clone());
    if (form.get("intent") === "login") return login(request, form);
    await requireAdmin(request);
    return runAdminAction(request, form, {});
  }
  await requireAdmin(request);
  const upload: ImageUploadOutcome = {};
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(
        imageUploadHandler(IMAGE_FILE_FIELD, upload),
        unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024 }),
      ),
    );
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return data({ intent: "upload-image" as const, url: null, error: error.message }, { status: 413 });
  }
  return runAdminAction(request, form, upload);
}
