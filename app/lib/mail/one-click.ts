/** RFC 8058: the body a mail client's « Se désabonner » button posts to a List-Unsubscribe link. */
export function isOneClickUnsubscribe(form: FormData): boolean {
  return form.get("List-Unsubscribe") === "One-Click";
}

/**
 * RFC 2369 and RFC 8058: mail clients show their own « Se désabonner » button and POST
 * `List-Unsubscribe=One-Click` to the link, which unsubscribes without a page.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
