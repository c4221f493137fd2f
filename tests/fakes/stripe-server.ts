import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the SDK made, with its form-encoded body kept flat ("line_items[0][quantity]"). */
export type RecordedRequest = {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
};

type Failure = { status: number; body: unknown };

export type FakeSession = Record<string, unknown> & { id: string; amount_total: number };

/**
 * A Stripe-compatible HTTP server on 127.0.0.1 for the real SDK (through STRIPE_API_HOST, PORT and
 * PROTOCOL). It answers coupon and Checkout Session creation and retrieval the way Stripe does,
 * and records every request so tests assert exactly what the shop sent.
 */
export class FakeStripeServer {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  private readonly coupons = new Map<string, { amount_off: number | null; percent_off: number | null }>();
  private readonly failures = new Map<string, Failure>();
  /** Each paid session's payment intent: what it took and what went back already. */
  readonly paymentIntents = new Map<string, { amount: number; refunded: number }>();
  private readonly refundsByKey = new Map<string, { params: string; answer: [number, unknown] }>();
  private omitUrl = false;
  private counter = 0;
  private server = http.createServer((req, res) => this.handle(req, res));

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The environment that points the shop's SDK client here. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: "sk_test_fake_0123456789",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: "http",
    };
  }

  /** Every later request to `path` (e.g. "/v1/checkout/sessions") answers this error. */
  failOn(path: string, status = 500, message = "Erreur simulée") {
    this.failures.set(path, { status, body: { error: { type: "api_error", message } } });
  }

  /** Checkout Sessions come back without a url, as the failure case asks. */
  createSessionsWithoutUrl() {
    this.omitUrl = true;
  }

  reset() {
    this.requests.length = 0;
    this.sessions.clear();
    this.coupons.clear();
    this.failures.clear();
    this.paymentIntents.clear();
    this.refundsByKey.clear();
    this.omitUrl = false;
  }

  /** Changes a session as Stripe would after the shopper paid (or did not). */
  updateSession(id: string, changes: Record<string, unknown>) {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`session ${id} inconnue du faux Stripe`);
    Object.assign(session, changes);
    if (typeof session.payment_intent === "string" && !this.paymentIntents.has(session.payment_intent)) {
      this.paymentIntents.set(session.payment_intent, { amount: session.amount_total, refunded: 0 });
    }
  }

  requestsTo(method: string, path: string) {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  async close() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}_${String(this.counter).padStart(6, "0")}`;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = Buffer.concat(chunks).toString("utf8");
      const params = new URLSearchParams(req.method === "GET" ? url.search : body);
      this.requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        params,
        idempotencyKey: header(req, "idempotency-key"),
        authorization: header(req, "authorization"),
      });
      const [status, payload] = this.route(req.method ?? "GET", url.pathname, params, header(req, "idempotency-key"));
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": this.nextId("req") });
      res.end(JSON.stringify(payload));
    });
  }

  private route(method: string, path: string, params: URLSearchParams, idempotencyKey: string | null): [number, unknown] {
    const failure = this.failures.get(path);
    if (failure) return [failure.status, failure.body];
    if (method === "POST" && path === "/v1/refunds") return this.createRefund(params, idempotencyKey);
    if (method === "POST" && path === "/v1/coupons") return [200, this.createCoupon(params)];
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(params);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const session = this.sessions.get(retrieve[1]);
      return session ? [200, session] : notFound(`No such checkout.session: '${retrieve[1]}'`);
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

  private createCoupon(params: URLSearchParams) {
    const id = this.nextId("coupon");
    const amountOff = params.get("amount_off");
    const percentOff = params.get("percent_off");
    const coupon = {
      amount_off: amountOff ? Number(amountOff) : null,
      percent_off: percentOff ? Number(percentOff) : null,
    };
    this.coupons.set(id, coupon);
    return {
      id,
      object: "coupon",
      ...coupon,
      currency: params.get("currency"),
      duration: params.get("duration"),
      max_redemptions: Number(params.get("max_redemptions")) || null,
      name: params.get("name"),
      valid: true,
    };
  }

  /**
   * Stripe's rules: a known payment intent, and never more back than it took. A key used again
   * replays its first answer for the same parameters, and is refused for other ones.
   */
  private createRefund(params: URLSearchParams, idempotencyKey: string | null): [number, unknown] {
    if (!idempotencyKey) return this.makeRefund(params);
    const seen = this.refundsByKey.get(idempotencyKey);
    const signature = [...params].sort().join("&");
    if (seen && seen.params !== signature) {
      return [400, { error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` } }];
    }
    if (seen) return seen.answer;
    const answer = this.makeRefund(params);
    this.refundsByKey.set(idempotencyKey, { params: signature, answer });
    return answer;
  }

  private makeRefund(params: URLSearchParams): [number, unknown] {
    const piId = params.get("payment_intent") ?? "";
    const intent = this.paymentIntents.get(piId);
    if (!intent) return [404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${piId}'` } }];
    const amount = params.has("amount") ? Number(params.get("amount")) : intent.amount - intent.refunded;
    if (intent.refunded >= intent.amount) {
      return [400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge has already been refunded." } }];
    }
    if (amount > intent.amount - intent.refunded) {
      return [400, { error: { type: "invalid_request_error", code: "amount_too_large", message: `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((intent.amount - intent.refunded) / 100).toFixed(2)})` } }];
    }
    intent.refunded += amount;
    return [200, { id: this.nextId("re"), object: "refund", amount, currency: "eur", payment_intent: piId, status: "succeeded" }];
  }

  private createSession(params: URLSearchParams): [number, unknown] {
    const expiresAt = params.get("expires_at");
    if (expiresAt !== null) {
      // Stripe's rule: from 30 minutes to 24 hours after the session's creation.
      const inSeconds = Number(expiresAt) - Math.floor(Date.now() / 1000);
      if (!(inSeconds >= 30 * 60 && inSeconds <= 24 * 60 * 60)) {
        return [400, { error: { type: "invalid_request_error", param: "expires_at", message: "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation." } }];
      }
    }
    let subtotal = 0;
    for (let i = 0; params.has(`line_items[${i}][quantity]`); i += 1) {
      const quantity = Number(params.get(`line_items[${i}][quantity]`));
      const unit = Number(params.get(`line_items[${i}][price_data][unit_amount]`));
      subtotal += quantity * unit;
    }
    let discount = 0;
    const couponId = params.get("discounts[0][coupon]");
    if (couponId) {
      const coupon = this.coupons.get(couponId);
      if (!coupon) return notFound(`No such coupon: '${couponId}'`);
      discount = coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
    }
    const id = this.nextId("cs_test");
    const metadata: Record<string, string> = {};
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]] = value;
    }
    // Stripe's coupons apply to the line items; the fixed shipping rate is added after them.
    const shipping = Number(params.get("shipping_options[0][shipping_rate_data][fixed_amount][amount]") ?? 0);
    const total = Math.max(0, subtotal - discount) + shipping;
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: params.get("mode"),
      locale: params.get("locale"),
      currency: params.get("currency") ?? "eur",
      amount_subtotal: subtotal,
      amount_total: total,
      total_details: { amount_discount: discount, amount_shipping: shipping, amount_tax: 0 },
      consent_collection: params.has("consent_collection[terms_of_service]") || params.has("consent_collection[promotions]")
        ? {
            terms_of_service: params.get("consent_collection[terms_of_service]"),
            // "auto": Stripe shows its promotions box where the law asks; the expired session says `consent.promotions`.
            promotions: params.get("consent_collection[promotions]"),
          }
        : null,
      consent: null,
      // Checkout's « purchasing as a business » box: shown only when the session asks for it.
      tax_id_collection: { enabled: params.get("tax_id_collection[enabled]") === "true" },
      client_reference_id: params.get("client_reference_id"),
      metadata,
      payment_status: total === 0 ? "no_payment_required" : "unpaid",
      expires_at: expiresAt === null ? null : Number(expiresAt),
      status: "open",
      success_url: params.get("success_url"),
      cancel_url: params.get("cancel_url"),
      url: this.omitUrl ? null : `https://checkout.stripe.com/c/pay/${id}`,
      customer_details: null,
      collected_information: null,
      payment_intent: null,
    };
    this.sessions.set(id, session);
    return [200, session];
  }
}

function header(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

function notFound(message: string): [number, unknown] {
  return [404, { error: { type: "invalid_request_error", message } }];
}

const PAYING_CUSTOMER = {
  email: "claire.martin@example.fr",
  name: "Claire Martin",
  address: null,
  phone: null,
  business_name: null,
  tax_exempt: "none",
  tax_ids: [],
};

/** What Stripe fills in once the shopper has paid on the hosted page (terms ticked, as required). */
let paidSessions = 0;

export function paidSessionChanges(overrides: Record<string, unknown> = {}) {
  paidSessions += 1;
  return {
    status: "complete",
    payment_status: "paid",
    consent: { terms_of_service: "accepted", promotions: null },
    payment_intent: `pi_test_${String(paidSessions).padStart(6, "0")}`,
    customer_details: PAYING_CUSTOMER,
    collected_information: {
      shipping_details: {
        name: "Claire Martin",
        address: {
          line1: "12 rue des Rosiers",
          line2: null,
          postal_code: "75004",
          city: "Paris",
          state: null,
          country: "FR",
        },
      },
    },
    ...overrides,
  };
}

/**
 * What a completed session says of a business buyer who ticked Checkout's business box: its
 * legal name and the one tax ID Stripe collects (an EU VAT number in France). Stripe refuses to
 * pay with tax ID collection off, so the fake does too: the session must have asked for it.
 */
export function businessCustomerDetails(session: FakeSession, businessName: string, taxIds: { type: string; value: string }[]) {
  if (!(session.tax_id_collection as { enabled: boolean } | undefined)?.enabled) throw new Error("tax_id_collection désactivé pour cette session");
  return { customer_details: { ...PAYING_CUSTOMER, business_name: businessName, tax_ids: taxIds.map((t) => ({ ...t, verification: null })) } };
}
