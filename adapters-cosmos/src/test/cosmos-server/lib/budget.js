"use strict";
// Throughput that runs out, as on the service (off by default; README.md, "Throughput budget"):
// each container has request units per second, its own or its database's (shared), split evenly
// over its physical partitions (--partitions). A partition whose share of this second is spent
// answers 429 with substatus 3200 and x-ms-retry-after-ms, charging nothing. Requests marked
// x-ms-cosmos-priority-level: Low are throttled first: while high-priority traffic reached the
// partition in the last second, they may only use lowPriorityShare of its share. That only on an
// account with priority-based execution (--priority-based-execution), a feature the account owner
// turns on: without it the service ignores a request's priority, and so does this. Also an optional
// latency per operation (with jitter), so that concurrency shows. The buckets keep the time of a
// clock that tests may freeze and move on by hand, so that what fits in a second does not depend
// on how fast the machine is.

const { CosmosError } = require("./errors");

const SERVERLESS_RU = 5000; // a serverless container's rate, whatever its partitions
const DEFAULT_RU = 400; // what the service gives a container created with no throughput of its own or its database's
const WINDOW_MS = 1000;

const budgetError = (message) => new CosmosError(400, message);

const KNOWN = ["enabled", "defaultRu", "containers", "databases", "serverless", "lowPriorityShare", "latencyMs", "jitterMs"];

function rates(v, name) {
  if (v === undefined) return {};
  if (!v || typeof v !== "object" || Array.isArray(v)) throw budgetError(`${name} must be an object of id -> RU/s`);
  for (const [k, ru] of Object.entries(v)) {
    if (!(typeof ru === "number" && ru > 0)) throw budgetError(`${name}.${k} must be a number of RU/s > 0`);
  }
  return { ...v };
}

function number(v, name, dflt, { max = Infinity, positive = false } = {}) {
  if (v === undefined) return dflt;
  const ok = typeof v === "number" && (positive ? v > 0 : v >= 0) && v <= max;
  if (!ok) throw budgetError(`${name} must be a number ${positive ? "> 0" : ">= 0"}${max === Infinity ? "" : ` and <= ${max}`}, not ${v}`);
  return v;
}

/** The checked settings of a PUT /_test/budget body (or of the command line). */
function settings(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw budgetError("expected a JSON object of budget settings");
  for (const k of Object.keys(body)) if (!KNOWN.includes(k)) throw budgetError(`unknown budget setting '${k}' (one of ${KNOWN.join(", ")}; or clock, on its own)`);
  return {
    enabled: body.enabled === undefined ? true : Boolean(body.enabled),
    defaultRu: number(body.defaultRu, "defaultRu", DEFAULT_RU, { positive: true }),
    containers: rates(body.containers, "containers"),
    databases: rates(body.databases, "databases"),
    serverless: Boolean(body.serverless),
    lowPriorityShare: number(body.lowPriorityShare, "lowPriorityShare", 0.5, { max: 1 }),
    latencyMs: number(body.latencyMs, "latencyMs", 0),
    jitterMs: number(body.jitterMs, "jitterMs", 0)
  };
}

const CLOCK_MODES = ["real", "frozen", "advance"];
const DAY_MS = 86400000; // the most one advance moves the clock on

/**
 * The buckets' time, in ms: the wall clock, or (PUT /_test/budget {"clock": ...}) frozen and moved
 * on only by "advance". It never goes back: back to "real", it runs on from the frozen instant.
 */
class BudgetClock {
  constructor() {
    this.offset = 0; // from Date.now(), while running
    this.frozenAt = undefined;
  }

  now() {
    return this.frozenAt === undefined ? Date.now() + this.offset : this.frozenAt;
  }

  get mode() {
    return this.frozenAt === undefined ? "real" : "frozen";
  }

  /** {"clock": "frozen"}, {"clock": "advance", "ms": N} (frozen only) or {"clock": "real"}. */
  set(body) {
    const { clock, ms, ...rest } = body;
    if (Object.keys(rest).length) throw budgetError(`the clock is set on its own, not with ${Object.keys(rest).join(", ")}`);
    if (!CLOCK_MODES.includes(clock)) throw budgetError(`clock must be one of ${CLOCK_MODES.join(", ")}, not ${JSON.stringify(clock)}`);
    if (clock !== "advance" && ms !== undefined) throw budgetError(`ms goes with "advance" only`);
    if (clock === "frozen") this.frozenAt = this.now();
    if (clock === "real" && this.frozenAt !== undefined) {
      this.offset = this.frozenAt - Date.now();
      this.frozenAt = undefined;
    }
    if (clock === "advance") {
      if (this.frozenAt === undefined) throw budgetError(`the clock advances only while frozen ({"clock": "frozen"} first)`);
      if (ms === undefined) throw budgetError(`"advance" needs ms, a number >= 0`);
      this.frozenAt += number(ms, "ms", 0, { max: DAY_MS });
    }
  }
}

/** One physical partition's request units: refilled continuously, at most one second's worth. */
class Bucket {
  constructor(rate, now) {
    this.rate = rate; // RU per second
    this.tokens = rate;
    this.at = now;
    this.lastHighAt = -Infinity;
  }

  refill(now) {
    this.tokens = Math.min(this.rate, this.tokens + ((now - this.at) * this.rate) / WINDOW_MS);
    this.at = now;
  }

  /** 0 when a request of this priority may run now, else the milliseconds until it may. */
  wait(low, lowShare, now) {
    this.refill(now);
    if (!low) this.lastHighAt = now;
    const contended = low && now - this.lastHighAt < WINDOW_MS;
    const floor = contended ? this.rate * (1 - lowShare) : 0;
    if (this.tokens > floor) return 0;
    // the first whole millisecond past the floor, not the one reaching it: served after the wait
    return Math.floor(((floor - this.tokens) * WINDOW_MS) / this.rate) + 1;
  }
}

class Budget {
  /** account: the account's properties ({priorityBasedExecution}), which no budget setting changes. */
  constructor(initial, account = {}) {
    this.priorityBasedExecution = Boolean(account.priorityBasedExecution);
    this.offers = new Map(); // "db" or "db/coll" -> RU/s asked for at create (undefined: none)
    this.stats = new Map(); // container id -> {high, low, throttledHigh, throttledLow, ru}
    this.clock = new BudgetClock();
    this.set(initial || { enabled: false });
  }

  set(body) {
    this.cfg = settings(body);
    this.buckets = new Map();
  }

  view() {
    const stats = {};
    for (const [k, v] of this.stats) stats[k] = { ...v, ru: Math.round(v.ru * 100) / 100 };
    return { ...this.cfg, priorityBasedExecution: this.priorityBasedExecution, clock: this.clock.mode, stats };
  }

  /** Off, the counts cleared and the wall clock back: the state of a fresh server. */
  clear() {
    this.set({ enabled: false });
    this.stats.clear();
    this.clock = new BudgetClock();
  }

  /** Remembers the throughput a database or container create asked for (x-ms-offer-throughput or autoscale's maximum). */
  noteCreate(key, req) {
    this.offers.set(key, offerOf(req));
  }

  /** A create asking for throughput on a serverless account is refused, as the service does. */
  checkCreate(req) {
    if (this.cfg.enabled && this.cfg.serverless && offerOf(req) !== undefined) {
      throw budgetError("Setting offer throughput or autopilot on container is not supported for serverless accounts.");
    }
  }

  /** The pool a container draws from: {key, ru} of its own throughput or its database's. */
  pool(dbId, collId, collRid, dbRid) {
    const { cfg } = this;
    if (cfg.serverless) return { key: `c:${collRid}`, ru: SERVERLESS_RU };
    const own = cfg.containers[collId] !== undefined ? cfg.containers[collId] : this.offers.get(`${dbId}/${collId}`);
    if (own !== undefined) return { key: `c:${collRid}`, ru: own };
    const shared = cfg.databases[dbId] !== undefined ? cfg.databases[dbId] : this.offers.get(dbId);
    if (shared !== undefined) return { key: `d:${dbRid}`, ru: shared };
    return { key: `c:${collRid}`, ru: cfg.defaultRu };
  }

  bucket(pool, rangeIndex, partitions, now) {
    const key = `${pool.key}:${rangeIndex}`;
    let b = this.buckets.get(key);
    const rate = pool.ru / partitions;
    if (!b || b.rate !== rate) {
      b = new Bucket(rate, now);
      this.buckets.set(key, b);
    }
    return b;
  }

  count(collId, field, by = 1) {
    let s = this.stats.get(collId);
    if (!s) {
      s = { high: 0, low: 0, throttledHigh: 0, throttledLow: 0, tentativeWrites: 0, writesWithBody: 0, writesWithoutBody: 0, ru: 0 };
      this.stats.set(collId, s);
    }
    s[field] += by;
  }

  /**
   * 0 when the request may run, else the milliseconds it should wait (a 429). target: {dbId,
   * collId, collRid, dbRid, rangeIndexes (the partitions it touches), partitions, low}. The counts
   * are by the priority a request asked for; it is throttled by the one the account honours.
   */
  admit(t, now = this.clock.now()) {
    this.count(t.collId, t.low ? "low" : "high");
    if (t.tentative) this.count(t.collId, "tentativeWrites");
    if (!this.cfg.enabled) return 0;
    const pool = this.pool(t.dbId, t.collId, t.collRid, t.dbRid);
    const low = t.low && this.priorityBasedExecution;
    let wait = 0;
    for (const i of t.rangeIndexes) wait = Math.max(wait, this.bucket(pool, i, t.partitions, now).wait(low, this.cfg.lowPriorityShare, now));
    if (wait > 0) this.count(t.collId, t.low ? "throttledLow" : "throttledHigh");
    return wait;
  }

  /** Takes a served request's charge from the partitions it touched (evenly when several). */
  charge(t, ru, now = this.clock.now()) {
    this.count(t.collId, "ru", ru);
    if (!this.cfg.enabled || !(ru > 0)) return;
    const pool = this.pool(t.dbId, t.collId, t.collRid, t.dbRid);
    for (const i of t.rangeIndexes) {
      const b = this.bucket(pool, i, t.partitions, now);
      b.refill(now);
      b.tokens -= ru / t.rangeIndexes.length;
    }
  }

  /** The latency to add to a data-plane operation, in ms. */
  latency() {
    const { latencyMs, jitterMs } = this.cfg;
    return latencyMs + (jitterMs > 0 ? Math.random() * jitterMs : 0);
  }
}

function offerOf(req) {
  const manual = req.headers["x-ms-offer-throughput"];
  if (manual !== undefined) return Number(manual);
  const auto = req.headers["x-ms-cosmos-offer-autopilot-settings"];
  if (auto !== undefined) {
    try {
      return Number(JSON.parse(auto).maxThroughput);
    } catch (e) {
      return undefined;
    }
  }
  return undefined;
}

module.exports = { Budget, settings };
