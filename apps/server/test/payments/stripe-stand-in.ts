import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API calls the adapter makes, with Stripe's response
 * shapes (API objects, `card_error` bodies on 402, idempotent replays) and its test-mode
 * PaymentMethods (`pm_card_visa`, `pm_card_chargeDeclined`, ...). Card charges answer
 * `succeeded` in the call, as Stripe does; `holdInProcessing` keeps them `processing` until
 * the test settles them and delivers the signed event, as an asynchronous method would.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_standin_0000000000000000';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_0000000000000000000000';

type Behaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_action' | 'fails_later';

const TEST_METHODS: Record<string, { behaviour: Behaviour; brand: string; last4: string }> = {
  pm_card_visa: { behaviour: 'succeeds', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { behaviour: 'succeeds', brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { behaviour: 'declined', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: {
    behaviour: 'insufficient_funds',
    brand: 'visa',
    last4: '9995',
  },
  pm_card_authenticationRequired: { behaviour: 'requires_action', brand: 'visa', last4: '3155' },
  pm_card_chargeCustomerFail: { behaviour: 'fails_later', brand: 'visa', last4: '0341' },
};

export type Form = { [key: string]: string | Form };
type Json = Record<string, unknown>;

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  replayed: boolean;
  params: Form;
}

interface Stored {
  status: number;
  body: Json;
  hash: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `metadata[payment_id]=x&confirm=true` → { metadata: { payment_id: 'x' }, confirm: 'true' } */
function parseForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = form;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    });
  }
  return form;
}

const text = (form: Form, key: string) => {
  const value = form[key];
  return typeof value === 'string' ? value : null;
};
const map = (form: Form, key: string): Record<string, string> => {
  const value = form[key];
  if (typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const missing = (kind: string, value: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${value}'`,
  });

export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  /** Keep successful charges `processing` until `settle`. */
  holdInProcessing = false;
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly idempotent = new Map<string, Stored>();
  private readonly server = createServer((req, res) => void this.handle(req, res));
  private readonly signer = new Stripe(STAND_IN_SECRET_KEY);
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The Idempotency-Key headers received on POSTs, in order. */
  idempotencyKeys(): string[] {
    return this.requests.flatMap((r) => (r.idempotencyKey ? [r.idempotencyKey] : []));
  }

  intentsFor(paymentId: string): Json[] {
    return [...this.paymentIntents.values()].filter(
      (intent) => (intent.metadata as Record<string, string>).payment_id === paymentId,
    );
  }

  /** What Stripe.js does with a SetupIntent's client secret and a card. */
  confirmSetupIntent(setupIntentId: string, card: string): Json {
    const intent = this.setupIntents.get(setupIntentId);
    if (!intent) throw new Error(`no SetupIntent ${setupIntentId}`);
    const method = this.resolveMethod(card);
    const behaviour = this.behaviours.get(String(method.id)) ?? 'succeeds';
    if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
      intent.status = 'requires_payment_method';
      return intent;
    }
    if (typeof intent.customer === 'string') method.customer = intent.customer;
    Object.assign(intent, { status: 'succeeded', payment_method: method.id });
    return intent;
  }

  /** Moves a held PaymentIntent on and answers the event Stripe would send about it. */
  settle(intentId: string, outcome: 'succeeded' | 'payment_failed'): Json {
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw new Error(`no PaymentIntent ${intentId}`);
    if (outcome === 'succeeded') this.succeed(intent);
    else this.decline(intent, 'card_declined', 'generic_decline');
    return this.event(`payment_intent.${outcome}`, intent);
  }

  event(type: string, object: Json): Json {
    return {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: id('req'), idempotency_key: null },
      type,
    };
  }

  /** The body and headers Stripe would POST to the webhook endpoint. */
  signed(event: Json, secret = STAND_IN_WEBHOOK_SECRET) {
    const payload = JSON.stringify(event, null, 2);
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret });
    return {
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = parseForm(req.method === 'GET' ? url.searchParams.toString() : raw);
    const header = req.headers['idempotency-key'];
    const key = req.method === 'POST' && typeof header === 'string' ? header : null;
    const send = (status: number, body: Json, replayed = false) => {
      this.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: key,
        replayed,
        params: form,
      });
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const hash = createHash('sha256').update(`${url.pathname}\n${raw}`).digest('hex');
    const stored = key ? this.idempotent.get(key) : undefined;
    if (stored) {
      if (stored.hash !== hash) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      } else send(stored.status, stored.body, true);
      return;
    }
    let status = 200;
    let body: Json;
    try {
      body = this.route(req.method ?? 'GET', url.pathname, form);
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      status = err.status;
      body = { error: err.body };
    }
    if (key) this.idempotent.set(key, { status, body: structuredClone(body), hash });
    send(status, body);
  }

  private route(method: string, path: string, form: Form): Json {
    const [, version, resource, objectId, action] = path.split('/');
    if (version !== 'v1') throw missing('route', path);
    if (method === 'GET' && resource === 'payment_intents' && objectId === 'search') {
      return this.searchPaymentIntents(text(form, 'query') ?? '');
    }
    const call = `${method} ${resource}${objectId ? '/:id' : ''}${action ? `/${action}` : ''}`;
    const param = objectId ?? '';
    switch (call) {
      case 'POST customers':
        return this.createCustomer(form);
      case 'POST payment_intents':
        return this.createPaymentIntent(form);
      case 'GET payment_intents/:id':
        return this.find(this.paymentIntents, 'payment_intent', param);
      case 'POST payment_intents/:id/confirm':
        return this.confirmPaymentIntent(
          this.find(this.paymentIntents, 'payment_intent', param),
          form,
        );
      case 'POST payment_intents/:id/cancel':
        return this.cancelPaymentIntent(this.find(this.paymentIntents, 'payment_intent', param));
      case 'POST setup_intents':
        return this.createSetupIntent(form);
      case 'GET setup_intents/:id':
        return this.find(this.setupIntents, 'setupintent', param);
      case 'GET payment_methods':
        return this.listPaymentMethods(form);
      case 'GET payment_methods/:id':
        return this.resolveMethod(param);
      case 'POST payment_methods/:id/attach':
        return this.attach(param, text(form, 'customer') ?? '');
      case 'POST payment_methods/:id/detach':
        return Object.assign(this.find(this.paymentMethods, 'payment_method', param), {
          customer: null,
        });
      default:
        throw missing('route', `${method} ${path}`);
    }
  }

  private find(store: Map<string, Json>, kind: string, key: string): Json {
    const found = store.get(key);
    if (!found) throw missing(kind, key);
    return found;
  }

  private createCustomer(form: Form): Json {
    const customer: Json = {
      id: id('cus'),
      object: 'customer',
      created: now(),
      email: text(form, 'email'),
      name: text(form, 'name'),
      metadata: map(form, 'metadata'),
      invoice_settings: { default_payment_method: null },
      livemode: false,
    };
    this.customers.set(String(customer.id), customer);
    return customer;
  }

  /** A test-mode id (`pm_card_visa`) becomes a new PaymentMethod, as in Stripe's test mode. */
  private resolveMethod(reference: string): Json {
    const existing = this.paymentMethods.get(reference);
    if (existing) return existing;
    const test = TEST_METHODS[reference];
    if (!test) throw missing('payment_method', reference);
    const method: Json = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: test.brand,
        country: 'US',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        funding: 'credit',
        last4: test.last4,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
    };
    this.paymentMethods.set(String(method.id), method);
    this.behaviours.set(String(method.id), test.behaviour);
    return method;
  }

  private attach(reference: string, customer: string): Json {
    if (!this.customers.has(customer)) throw missing('customer', customer);
    const method = this.resolveMethod(reference);
    const behaviour = this.behaviours.get(String(method.id));
    if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
      throw new StripeError(402, cardError(behaviour, method));
    }
    method.customer = customer;
    return method;
  }

  private listPaymentMethods(form: Form): Json {
    const customer = text(form, 'customer');
    const data = [...this.paymentMethods.values()].filter((m) => m.customer === customer);
    return { object: 'list', data, has_more: false, url: '/v1/payment_methods' };
  }

  private createSetupIntent(form: Form): Json {
    const intentId = id('seti');
    const intent: Json = {
      id: intentId,
      object: 'setup_intent',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer: text(form, 'customer'),
      description: null,
      last_setup_error: null,
      livemode: false,
      metadata: map(form, 'metadata'),
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: text(form, 'usage') ?? 'off_session',
    };
    this.setupIntents.set(intentId, intent);
    return intent;
  }

  /** Only the one query the server makes: `metadata['payment_id']:'<id>'`. */
  private searchPaymentIntents(query: string): Json {
    const paymentId = /^metadata\['payment_id'\]:'([^']+)'$/.exec(query)?.[1];
    if (!paymentId) throw missing('search query', query);
    const data = this.intentsFor(paymentId);
    return { object: 'search_result', data, has_more: false, url: '/v1/payment_intents/search' };
  }

  /** Stripe cancels an intent still waiting (requires_action and the like), never a paid one. */
  private cancelPaymentIntent(intent: Json): Json {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
      });
    }
    return Object.assign(intent, { status: 'canceled', cancellation_reason: 'abandoned' });
  }

  private createPaymentIntent(form: Form): Json {
    const intentId = id('pi');
    const amount = Number(text(form, 'amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 cad',
      });
    }
    const automatic = map(form, 'automatic_payment_methods');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic.enabled
        ? { enabled: automatic.enabled === 'true', allow_redirects: automatic.allow_redirects }
        : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: text(form, 'currency'),
      customer: text(form, 'customer'),
      description: text(form, 'description'),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: map(form, 'metadata'),
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      processing: null,
      receipt_email: null,
      setup_future_usage: text(form, 'setup_future_usage'),
      status: 'requires_payment_method',
    };
    this.paymentIntents.set(intentId, intent);
    const method = text(form, 'payment_method');
    if (method) {
      intent.payment_method = this.resolveMethod(method).id;
      intent.status = 'requires_confirmation';
    }
    return text(form, 'confirm') === 'true' ? this.confirmPaymentIntent(intent, form) : intent;
  }

  private confirmPaymentIntent(intent: Json, form: Form): Json {
    const reference = text(form, 'payment_method') ?? (intent.payment_method as string | null);
    if (!reference) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it is missing a payment method.',
      });
    }
    const method = this.resolveMethod(reference);
    intent.payment_method = method.id;
    const offSession = text(form, 'off_session') === 'true';
    const customer = intent.customer as string | null;
    if (offSession && method.customer !== customer) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_not_available',
        message: 'The PaymentMethod must be attached to the customer to be used off-session.',
      });
    }
    const behaviour = this.behaviours.get(String(method.id)) ?? 'succeeds';
    if (
      behaviour === 'declined' ||
      behaviour === 'insufficient_funds' ||
      behaviour === 'fails_later'
    ) {
      const decline = behaviour === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline';
      this.decline(intent, 'card_declined', decline);
      throw new StripeError(402, { ...cardError(decline, method), payment_intent: intent });
    }
    if (behaviour === 'requires_action') {
      if (offSession) {
        this.decline(intent, 'authentication_required', 'authentication_required');
        throw new StripeError(402, {
          ...cardError('authentication_required', method),
          code: 'authentication_required',
          payment_intent: intent,
        });
      }
      Object.assign(intent, {
        status: 'requires_action',
        next_action: {
          type: 'use_stripe_sdk',
          use_stripe_sdk: {
            type: 'three_d_secure_redirect',
            stripe_js: 'https://hooks.stripe.com/',
          },
        },
      });
      return intent;
    }
    if (this.holdInProcessing) intent.status = 'processing';
    else this.succeed(intent);
    return intent;
  }

  private succeed(intent: Json) {
    const method = this.paymentMethods.get(String(intent.payment_method));
    if (method && intent.setup_future_usage && intent.customer) method.customer = intent.customer;
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: id('ch'),
      last_payment_error: null,
      next_action: null,
    });
  }

  private decline(intent: Json, code: string, declineCode: string) {
    const method = this.paymentMethods.get(String(intent.payment_method));
    const charge = id('ch');
    Object.assign(intent, {
      status: 'requires_payment_method',
      latest_charge: charge,
      last_payment_error: {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message: declineText(declineCode),
        charge,
        payment_method: method ?? null,
      },
    });
  }
}

const declineText = (declineCode: string) =>
  declineCode === 'insufficient_funds'
    ? 'Your card has insufficient funds.'
    : declineCode === 'authentication_required'
      ? 'Your card was declined. This transaction requires authentication.'
      : 'Your card was declined.';

function cardError(declineCode: string, method: Json): Json {
  return {
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: declineText(declineCode),
    charge: id('ch'),
    payment_method: method,
    request_log_url: 'https://dashboard.stripe.com/test/logs',
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  return new StripeStandIn().start();
}
