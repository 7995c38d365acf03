import { randomUUID } from "node:crypto";

import { createClient, RESP_TYPES } from "@redis/client";

import { mergeTagTimes, tagTimes, type Revalidation } from "./tag-revalidations";

/** A slow Redis costs a request at most this long; then the page is rendered instead. */
const ANSWER_WITHIN_MS = 250;
const CONNECT_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 2_000;
/**
 * A Redis that stops answering without closing its connections (frozen, or cut off by the network)
 * shows only in commands that time out: a ping every second tells, after two missed in a row.
 */
const PING_EVERY_MS = 1_000;
const PING_ANSWER_WITHIN_MS = 1_000;
const MISSED_PINGS_BEFORE_LOST = 2;

/**
 * Which shop and build the link serves. Keys, the tags' hash and the channel are the shop's own (its
 * MongoDB database), so two shops on one Redis, say staging and production, never see each other's
 * pages or revalidations, even when they run the same build.
 */
export type CacheNamespace = { shop: string; buildId: string };

type Announcement = Revalidation & { from: string };

export type RedisLinkHooks = {
  /** Another instance revalidated tags. */
  onRevalidation(revalidation: Revalidation): void;
  /** Sharing starts or starts again: whatever this instance kept meanwhile may have missed revalidations. */
  onShared(): void;
};

/**
 * The instances' link through Redis: cache entries by key (under the build's id, so a new build
 * never serves an old build's pages), and revalidations, kept in a hash and published to all
 * instances of the same shop.
 *
 * It shares only while both of its connections are up and subscribed and Redis answers its pings;
 * meanwhile the cache serves nothing (pages are rendered), so no instance shows what another has
 * revalidated. Commands fail at once while a connection is down (no offline queue) and are given up
 * after 250 ms, so no request waits long for Redis; the clients reconnect by themselves, and the
 * first connection is never awaited either.
 */
export class RedisLink {
  readonly #id = randomUUID();
  readonly #host: string;
  readonly #entryPrefix: string;
  /** Every tag's latest revalidation, for instances that were not listening when it happened. */
  readonly #tagTimesKey: string;
  readonly #revalidationsChannel: string;
  readonly #hooks: RedisLinkHooks;
  readonly #commands: RedisClient;
  readonly #binaryCommands;
  readonly #subscriber: RedisClient;
  #subscription: Promise<void> | undefined;
  #state: "connecting" | "shared" | "lost" = "connecting";
  /** This instance's revalidations not yet in Redis, sent in order when it answers again. */
  readonly #unsent: Revalidation[] = [];
  #missedPings = 0;

  constructor(url: string, { shop, buildId }: CacheNamespace, hooks: RedisLinkHooks) {
    this.#host = new URL(url).host; // For the log: the URL may hold a password.
    const prefix = `motoforge:${shop}:cache:`;
    this.#entryPrefix = `${prefix}${buildId}:`;
    this.#tagTimesKey = `${prefix}tags`;
    this.#revalidationsChannel = `${prefix}revalidations`;
    this.#hooks = hooks;
    this.#commands = createRedisClient(url);
    this.#binaryCommands = this.#commands.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    this.#subscriber = createRedisClient(url);
    for (const client of [this.#commands, this.#subscriber]) {
      client.on("ready", () => void this.#share());
      client.on("error", (error: Error) => this.#checkLost(error));
      client.connect().catch((error: Error) => this.#checkLost(error));
    }
    setInterval(() => void this.#ping(), PING_EVERY_MS).unref();
  }

  get isShared() {
    return this.#state === "shared";
  }

  /** The encoded entry, or null when Redis has none or does not answer in time. */
  async read(key: string): Promise<Buffer | null> {
    return answerWithin(ANSWER_WITHIN_MS, this.#binaryCommands.get(this.#entryKey(key))).catch(() => null);
  }

  async write(key: string, entry: Buffer, keepForMs: number) {
    const expiration = { type: "PX", value: Math.max(1, Math.round(keepForMs)) } as const;
    await answerWithin(ANSWER_WITHIN_MS, this.#commands.set(this.#entryKey(key), entry, { expiration })).catch(
      () => undefined, // The entry is only missing: the next instance to need it renders it.
    );
  }

  /** Tells every instance, now and later, of a revalidation made here (once Redis answers again if it does not). */
  async announce(revalidation: Revalidation) {
    const same = JSON.stringify(revalidation);
    if (!this.#unsent.some((unsent) => JSON.stringify(unsent) === same)) this.#unsent.push(revalidation);
    if (this.isShared) await this.#sendUnsent().catch(() => undefined);
  }

  async #sendUnsent() {
    for (let next = this.#unsent[0]; next; next = this.#unsent[0]) {
      const transaction = this.#commands.multi();
      for (const tag of next.tags) transaction.hSet(this.#tagTimesKey, tag, JSON.stringify(tagTimes(tag)));
      const announcement: Announcement = { ...next, from: this.#id };
      await answerWithin(
        ANSWER_WITHIN_MS,
        transaction.publish(this.#revalidationsChannel, JSON.stringify(announcement)).exec(),
      );
      // Two announcements in flight may both have sent it: receiving one twice costs a render at most.
      if (this.#unsent[0] === next) this.#unsent.shift();
    }
  }

  #receive(message: string) {
    try {
      const { from, tags, durations } = JSON.parse(message) as Announcement;
      if (from !== this.#id) this.#hooks.onRevalidation({ tags, durations });
    } catch (error) {
      console.error("Shared cache: ignored a revalidation message it cannot read", error);
    }
  }

  /** Once both connections are up: subscribes, catches up on revalidations, and shares. */
  async #share() {
    if (!this.#commands.isReady || !this.#subscriber.isReady) return;
    try {
      // Subscribed once; the client subscribes again by itself before each reconnection is ready.
      this.#subscription ??= this.#subscriber.subscribe(this.#revalidationsChannel, (message) =>
        this.#receive(message),
      );
      await this.#subscription.catch((error: unknown) => {
        this.#subscription = undefined;
        throw error;
      });
      await this.#sendUnsent();
      const kept = await answerWithin(ANSWER_WITHIN_MS, this.#commands.hGetAll(this.#tagTimesKey));
      for (const [tag, times] of Object.entries(kept)) mergeTagTimes(tag, JSON.parse(times));
      this.#hooks.onShared();
      if (this.#state !== "shared") console.info(`Shared cache: sharing pages and data through Redis (${this.#host})`);
      this.#state = "shared";
    } catch (error) {
      this.#lose(error as Error); // The next ping that Redis answers tries again.
    }
  }

  /** Tells a Redis that stopped answering, and shares again once it answers. */
  async #ping() {
    if (!this.#commands.isReady) return; // Reconnecting: its 'ready' takes it from there.
    try {
      await answerWithin(PING_ANSWER_WITHIN_MS, this.#commands.ping());
      this.#missedPings = 0;
      if (this.#state === "lost") await this.#share();
    } catch (error) {
      if (++this.#missedPings >= MISSED_PINGS_BEFORE_LOST) this.#lose(error as Error);
    }
  }

  #checkLost(error: Error) {
    if (!this.#commands.isReady || !this.#subscriber.isReady) this.#lose(error);
  }

  #lose(error: Error) {
    if (this.#state !== "lost")
      console.warn(
        `Shared cache: Redis (${this.#host}) is not answering (${error.message}): each instance renders ` +
          "for itself until it is back",
      );
    this.#state = "lost";
  }

  #entryKey(key: string) {
    return this.#entryPrefix + key;
  }
}

type RedisClient = ReturnType<typeof createRedisClient>;

function createRedisClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
    // Redis Enterprise's maintenance notices: an Open Source server only refuses the handshake for them.
    maintNotifications: "disabled",
  });
}

/**
 * A command's answer, or a rejection once `ms` have passed without one. node-redis's own timeout
 * covers only the time a command waits to be sent: one sent to a Redis that stopped answering waits
 * until the connection closes, which may be never. The rejection waits for the I/O the event loop
 * has pending (setImmediate): on a server too busy to read it at once, an answer that came in time
 * is still an answer, and mistaking it for silence would make a loaded server render every page.
 */
function answerWithin<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`Redis did not answer within ${ms} ms`))), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
