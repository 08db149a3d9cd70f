import { potUpdateSchema, type PotUpdate } from '@charity/domain/api/live-pot';
import type { FastifyBaseLogger } from 'fastify';
import { POT_CHANNEL } from '../db/migrations/0008-draw-triggers';
import type { NotificationPort } from './notification-port';

type Listener = (update: PotUpdate) => void;

/**
 * Fans the database's pot notifications out to this process's open streams. Listens only
 * while someone is subscribed (started on the first subscriber, once).
 */
export class PotHub {
  readonly #subscribers = new Map<string, Set<Listener>>();
  #started: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly port: NotificationPort,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once notifications are heard, so nothing committed afterwards is missed. */
  async subscribe(instanceId: string, listener: Listener): Promise<() => void> {
    let set = this.#subscribers.get(instanceId);
    if (!set) this.#subscribers.set(instanceId, (set = new Set()));
    set.add(listener);
    try {
      await this.#start();
    } catch (error) {
      set.delete(listener);
      throw error;
    }
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#subscribers.delete(instanceId);
    };
  }

  get subscriberCount(): number {
    let count = 0;
    for (const set of this.#subscribers.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    const started = this.#started;
    this.#started = null;
    if (started) await (await started.catch(() => async () => undefined))();
  }

  #start(): Promise<() => Promise<void>> {
    this.#started ??= this.port.listen(POT_CHANNEL, (payload) => this.#dispatch(payload));
    const started = this.#started;
    started.catch(() => {
      if (this.#started === started) this.#started = null;
    });
    return started;
  }

  #dispatch(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = null;
    }
    const update = potUpdateSchema.safeParse(parsed);
    if (!update.success) {
      this.log.warn({ payload }, 'pot notification ignored: unexpected payload');
      return;
    }
    for (const listener of this.#subscribers.get(update.data.GameInstanceId) ?? []) {
      listener(update.data);
    }
  }
}
