import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { ShownCart } from "~/lib/use-cases/price-cart.server";
import type { CartFieldErrors } from "~/lib/use-cases/cart-actions.server";
import { GIFT_MESSAGE_MAX } from "~/lib/gifts/gift-rules";
import { formatPrice } from "~/lib/format/money";
import { fillText, pluralKey } from "~/lib/i18n/fill-text";
import { frenchPath, langOf, localePath } from "~/lib/i18n/lang";
import { useLang, useText } from "~/lib/i18n/use-text";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { CartSection } from "./cart-section";

type Refused = {
  intent: string;
  errors: CartFieldErrors;
  typed: { giftOptions: string[]; giftWrap: boolean; giftMessage: string; samples: string[]; giftCardCode: string };
};

/**
 * What a refusal typed in one gift section, or null when its post did not carry that section (a
 * post naming none, from an older page, changed only its intent's): the section then shows what
 * the cart holds rather than the blanks of fields that were never sent.
 */
function typedIn(refused: Refused | null, section: "wrap" | "samples", intent: string): Refused["typed"] | null {
  if (!refused) return null;
  const { giftOptions } = refused.typed;
  return giftOptions.includes(section) || (giftOptions.length === 0 && refused.intent === intent) ? refused.typed : null;
}

/** The refusal of one of these intents: the page may hold another form's. */
function isRefusalOf(intents: readonly string[], value: unknown): value is Refused {
  return typeof value === "object" && value !== null && "errors" in value && "typed" in value && "intent" in value && intents.includes(String(value.intent));
}

/**
 * A form's refusal: the fetcher's answer with JavaScript, the /cart page's action data without
 * (the drawer on another page never sees that page's own action data as its own). `key` names
 * the fetcher; `intents`, the posts whose refusal the form shows.
 */
export function useRefusal(key: string, intents: readonly string[] = [key]) {
  const fetcher = useFetcher({ key: `cart-${key}` });
  const actionData = useActionData();
  const location = useLocation();
  // A fetcher keeps its last data through a later submission that redirects: the refusal seen
  // when a new submission starts is an old one, not to be shown again after that one succeeds.
  const [previous, setPrevious] = useState<unknown>(undefined);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state === "submitting") setPrevious(data);
  }, [state, data]);
  const fresh = data !== previous ? data : undefined;
  const answer = fresh ?? (frenchPath(location.pathname) === "/cart" ? actionData : undefined);
  return { fetcher, refused: isRefusalOf(intents, answer) ? answer : null };
}

export function GiftFormShell({ intent, fetcher, children }: { intent: string; fetcher: ReturnType<typeof useFetcher>; children: ReactNode }) {
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={localePath(langOf(location.pathname), "/cart")} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </fetcher.Form>
  );
}

/** Both gift sections save through one fetcher: a refusal names the field, whichever button sent it. */
const GIFT_INTENTS = ["set-gift", "set-samples"] as const;
const useGiftRefusal = () => useRefusal("gifts", GIFT_INTENTS);

type GiftIntent = (typeof GIFT_INTENTS)[number];

/**
 * With JavaScript, the gift fields as they stand (the « Commander » form `formId` owns them) are
 * saved in place through the gift fetcher: by a tick at once, as the shipping method is, so the
 * cart's total follows it, and by « Enregistrer… ».
 */
function saveGifts(formId: string, intent: GiftIntent, fetcher: ReturnType<typeof useFetcher>) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const fields = new FormData(form);
  fields.set("intent", intent);
  fetcher.submit(fields, { method: "post", action: localePath(langOf(location.pathname), "/cart"), preventScrollReset: true });
}

/**
 * A gift section's « Enregistrer… »: it sends the « Commander » form (`formId`, which owns every
 * gift field) to the cart action instead, so the choices are saved as shown; with JavaScript
 * through the gift fetcher, in place, without leaving the page.
 */
function SaveGiftButton({ formId, intent, fetcher, children }: { formId: string; intent: GiftIntent; fetcher: ReturnType<typeof useFetcher>; children: ReactNode }) {
  const lang = useLang();
  return (
    <button
      type="submit"
      form={formId}
      formAction={localePath(lang, "/cart")}
      name="intent"
      value={intent}
      onClick={(e) => {
        e.preventDefault();
        saveGifts(formId, intent, fetcher);
      }}
      className="btn-outline mt-2 w-full px-4 py-2 text-xs"
    >
      {children}
    </button>
  );
}

/**
 * « Emballage cadeau » and the card's message, kept as typed when refused. The fields belong to
 * the « Commander » form (`formId`): what is ticked goes with the order even unsaved (issue 43).
 */
export function GiftWrapForm({ cart, formId }: { cart: ShownCart; formId: string }) {
  const { fetcher, refused } = useGiftRefusal();
  const hydrated = useHydrated();
  const id = useId();
  const t = useText();
  const lang = useLang();
  const typed = typedIn(refused, "wrap", "set-gift");
  const wrap = typed ? typed.giftWrap : cart.gift.chosen;
  const message = typed ? typed.giftMessage : cart.gift.message;
  const [length, setLength] = useState(message.length);
  if (!cart.gift.offered) return null;
  const error = refused?.errors.giftMessage;
  const pending = fetcher.state !== "idle";
  const saved = cart.gift.chosen ? (cart.gift.message ? t("wrapAndMessage") : t("wrap")) : null;
  return (
    <CartSection title={t("giftS")} value={saved} error={error}>
      {/* Each field is redrawn only when its own value changes, on the server or by a refusal: the
          message typed while the tick's save was on its way survives that save's new data. */}
      <fieldset disabled={pending} className="space-y-3">
        <legend className="sr-only">{t("giftS")}</legend>
        <input type="hidden" name="giftOptions" value="wrap" form={formId} />
        <label className="flex cursor-pointer items-center gap-3 text-sm">
          <input key={String(wrap)} type="checkbox" name="giftWrap" form={formId} defaultChecked={wrap} onChange={() => saveGifts(formId, "set-gift", fetcher)} className="h-4 w-4 accent-gold-dark" />
          <span className="flex-1 font-medium">{t("wrap")}</span>
          <span className="tabular-nums" data-testid="gift-wrap-price">{cart.gift.priceCents === 0 ? t("wrapFree") : formatPrice(cart.gift.priceCents, lang)}</span>
        </label>
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm">
            {t("message")} <span className="text-ink/80">{t("optional")}</span>
          </label>
          <textarea
            key={message}
            id={`${id}-message`}
            name="giftMessage"
            form={formId}
            rows={3}
            maxLength={GIFT_MESSAGE_MAX}
            defaultValue={message}
            onChange={(e) => setLength(e.currentTarget.value.length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            className="input mt-1"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink/80">
            {hydrated ? fillText(t("chars"), { length, max: GIFT_MESSAGE_MAX }) : fillText(t("charsMax"), { max: GIFT_MESSAGE_MAX })}
            {t("printed")}
          </p>
          {/* The gift rules' refusals, French until they are said by key. */}
          <p id={`${id}-error`} className="mt-1 text-sm text-red-800" aria-live="polite" lang={error && lang !== "fr" ? "fr" : undefined}>
            {error ?? ""}
          </p>
        </div>
        <SaveGiftButton formId={formId} intent="set-gift" fetcher={fetcher}>
          {t("saveGift")}
        </SaveGiftButton>
      </fieldset>
    </CartSection>
  );
}

/** The free samples, as checkboxes of the « Commander » form; with JavaScript, ticking too many is said at once. */
export function SamplesForm({ cart, formId }: { cart: ShownCart; formId: string }) {
  const { fetcher, refused } = useGiftRefusal();
  const hydrated = useHydrated();
  const id = useId();
  const t = useText();
  const lang = useLang();
  const { limit, offered, chosen } = cart.samples;
  const typed = typedIn(refused, "samples", "set-samples");
  const initial = typed ? typed.samples : chosen.map((s) => String(s.id));
  const [ticked, setTicked] = useState(initial.length);
  if (limit === 0 || offered.length === 0) return null;
  const error = refused?.errors.samples;
  const pending = fetcher.state !== "idle";
  return (
    <CartSection title={t("samples")} value={chosen.length > 0 ? fillText(t(pluralKey(lang, "samplesChosen", chosen.length)), { count: chosen.length }) : null} error={error}>
      <fieldset disabled={pending} key={initial.join(",")} aria-describedby={`${id}-hint ${id}-error`}>
        <legend className="sr-only">{t("samples")}</legend>
        <input type="hidden" name="giftOptions" value="samples" form={formId} />
        <p id={`${id}-hint`} className="mb-2 text-xs text-ink/80">
          {limit === 1 ? t("pickOne") : fillText(t("pickUpTo"), { count: limit })}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {offered.map((sample) => {
            const checked = initial.includes(String(sample.id));
            return (
              <li key={sample.id}>
                <label className="flex cursor-pointer items-center gap-3 border border-ink/15 bg-white p-2 text-sm has-[:checked]:border-gold-dark">
                  <input
                    type="checkbox"
                    name="samples"
                    form={formId}
                    value={sample.id}
                    defaultChecked={checked}
                    onChange={(e) => {
                      const now = ticked + (e.currentTarget.checked ? 1 : -1);
                      setTicked(now);
                      // One too many is said at once and saved by nobody until the shopper chooses.
                      if (now <= limit) saveGifts(formId, "set-samples", fetcher);
                    }}
                    className="h-4 w-4 accent-gold-dark"
                  />
                  {sample.name}
                </label>
              </li>
            );
          })}
        </ul>
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" aria-live="polite" lang={error && lang !== "fr" ? "fr" : undefined}>
          {error ?? (hydrated && ticked > limit ? fillText(t(pluralKey(lang, "tooMany", limit)), { count: limit }) : "")}
        </p>
        <SaveGiftButton formId={formId} intent="set-samples" fetcher={fetcher}>
          {t("saveSamples")}
        </SaveGiftButton>
      </fieldset>
    </CartSection>
  );
}
