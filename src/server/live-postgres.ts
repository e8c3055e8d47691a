// Several instances on PostgreSQL: each one's live events reach the pages served by the others,
// through LISTEN/NOTIFY on one channel. An instance sends what its executor publishes and passes on
// what the others send; it ignores its own notifications (it has already published them here).
// A notification carries at most 8000 bytes: test names are cut to keep far below that.
import pg from 'pg';
import type { LiveEvent, LiveEvents } from './live.ts';

const CHANNEL = 'assay_live';
const NAME_CHARS = 500;

export class PostgresLiveRelay {
  readonly #client: pg.Client;
  readonly #live: LiveEvents;
  readonly #instanceId: string;
  #unsubscribe: () => void = () => undefined;
  #stopped = false;

  constructor(url: string, live: LiveEvents, instanceId: string) {
    this.#client = new pg.Client({ connectionString: url });
    this.#live = live;
    this.#instanceId = instanceId;
  }

  async start(): Promise<void> {
    this.#client.on('error', () => undefined); // a lost connection: pages fall back to reloading
    this.#client.on('notification', ({ payload }) => {
      if (!payload) return;
      let parsed: { from: string; event: LiveEvent };
      try {
        parsed = JSON.parse(payload) as { from: string; event: LiveEvent };
      } catch {
        return; // not ours: someone else's NOTIFY on the channel
      }
      const { from, event } = parsed;
      if (from !== this.#instanceId) this.#live.relay(event);
    });
    await this.#client.connect();
    await this.#client.query(`LISTEN ${CHANNEL}`);
    this.#unsubscribe = this.#live.subscribe((event, here) => {
      if (here && !this.#stopped) void this.#send(event);
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe();
    await this.#client.end().catch(() => undefined);
  }

  async #send(event: LiveEvent): Promise<void> {
    const sent =
      event.type === 'test' ? { ...event, test: { ...event.test, name: event.test.name.slice(0, NAME_CHARS) } } : event;
    await this.#client
      .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: this.#instanceId, event: sent })])
      .catch(() => undefined);
  }
}
