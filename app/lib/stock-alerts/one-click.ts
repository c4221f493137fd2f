/** RFC 8058: the body a mail client's « Se désabonner » button posts to a List-Unsubscribe link. */
export function isOneClickUnsubscribe(form: FormData): boolean {
  return form.get("List-Unsubscribe") === "One-Click";
}
