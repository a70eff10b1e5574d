"use strict";
// Time to live, as the service has it. A container's defaultTtl switches it on: absent or null,
// off (an item's own ttl is then ignored); -1, on with nothing expiring by default; n, an item
// expires n seconds after its last write (_ts). An item's own ttl (-1 or n) overrides the default
// where it is on. An expired item is gone for every read and query at once, and is removed from
// the store later (purgeExpired, on a timer); its expiry is no write, so the change feed never
// shows it (latest-version mode shows no delete). Values are checked as the service checks them:
// -1 or a positive integer up to 2^31-1; an item's ttl may not be null (leave it out instead).
const { CosmosError } = require("./errors");

const MAX_TTL = 2147483647;

const valid = (v) => Number.isInteger(v) && (v === -1 || (v >= 1 && v <= MAX_TTL));

/** 400 unless a container body's defaultTtl is absent, null, -1 or 1..2^31-1. */
function checkDefaultTtl(body) {
  if (!body || body.defaultTtl === undefined || body.defaultTtl === null) return;
  if (!valid(body.defaultTtl)) {
    throw new CosmosError(400, `The value of DefaultTimeToLive '${JSON.stringify(body.defaultTtl)}' is invalid: it must be a nonzero positive integer, -1 or null.`);
  }
}

/** 400 unless an item's ttl is absent, -1 or 1..2^31-1 (checked whether or not its container has TTL on). */
function checkItemTtl(doc) {
  if (!doc || !Object.prototype.hasOwnProperty.call(doc, "ttl")) return;
  if (!valid(doc.ttl)) {
    throw new CosmosError(400, `The value of ttl '${JSON.stringify(doc.ttl)}' is invalid: it must be a nonzero positive integer or -1.`);
  }
}

/** Whether doc has expired by nowSeconds in the container described by meta. */
function isExpired(meta, doc, nowSeconds) {
  const defaultTtl = meta && meta.defaultTtl;
  if (defaultTtl === undefined || defaultTtl === null || !doc) return false;
  const ttl = doc.ttl !== undefined ? doc.ttl : defaultTtl;
  return ttl !== -1 && doc._ts + ttl <= nowSeconds;
}

/** Removes every expired item of every container from the store, as the service's background task does. */
function purgeExpired(state) {
  for (const c of state.containers.values()) c.docs.purgeExpired();
}

module.exports = { checkDefaultTtl, checkItemTtl, isExpired, purgeExpired, MAX_TTL };
