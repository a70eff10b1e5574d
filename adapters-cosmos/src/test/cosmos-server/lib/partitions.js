"use strict";
// Partition key ranges (--partitions N): the container's EPK space ("" .. "FF") is split into N
// ranges with ids "0".."N-1". Each document belongs to the range holding the effective partition
// key of its partition key value, hashed exactly as the Java SDK hashes it (lib/epk.js; V1 or V2
// following the container's partitionKey.version), so the SDK's per-range requests
// (x-ms-documentdb-partitionkeyrangeid) see exactly that range's documents.
const { URL } = require("url");
const epk = require("./epk");
const { childRid, canonicalRid } = require("./base");
const { CosmosError } = require("./errors");
const { header } = require("./protocol");
const { pkKeyFromHeader } = require("./store");

/** Gives a container (c) its ranges, c.epkOf(pkKey) and the store's rangeOf(pkKey). */
function installRanges(c, partitions) {
  const def = c.meta.partitionKey || {};
  c.ranges = epk.splitRanges(partitions, def);
  const cache = new Map();
  c.epkOf = (pkKey) => {
    let v = cache.get(pkKey);
    if (v === undefined) {
      v = epk.epkOfPkKey(pkKey, def);
      if (cache.size > 100000) cache.clear();
      cache.set(pkKey, v);
    }
    return v;
  };
  c.docs.rangeOf = partitions === 1 ? () => "0" : (pkKey) => epk.rangeIdOf(c.ranges, c.epkOf(pkKey));
}

/** The partition key range named by x-ms-documentdb-partitionkeyrangeid ("id" or "collRid,id"), or undefined. */
function rangeHeader(c, req) {
  const v = header(req, "x-ms-documentdb-partitionkeyrangeid");
  if (v === undefined || v === "") return undefined;
  const id = String(v).split(",").pop().trim();
  if (!c.ranges.some((r) => r.id === id)) {
    const e = new CosmosError(410, `The partition key range ${id} is gone (this server has ${c.ranges.length} range(s)).`);
    e.subStatus = 1002; // PartitionKeyRangeGone: the SDK refreshes its routing map
    throw e;
  }
  return id;
}

/**
 * Filter (pkKey -> boolean) for a request scoped to a partition key range and/or an EPK
 * sub-range (x-ms-start-epk / x-ms-end-epk, sent for feed ranges), or undefined for "all".
 */
function rangeFilter(c, req) {
  const id = rangeHeader(c, req);
  const start = header(req, "x-ms-start-epk");
  const end = header(req, "x-ms-end-epk");
  if (id === undefined && start === undefined && end === undefined) return undefined;
  return (pkKey) => {
    if (id !== undefined && c.docs.rangeOf(pkKey) !== id) return false;
    if (start !== undefined || end !== undefined) {
      const e = c.epkOf(pkKey);
      if (start !== undefined && e < start) return false;
      if (end !== undefined && end !== "FF" && e >= end) return false;
    }
    return true;
  };
}

/** The pkranges feed of a container with several ranges (with one, the base package serves it). */
function pkRangesFeed(c) {
  const collRid = canonicalRid(c.meta._rid);
  const items = c.ranges.map((r, i) => {
    const ridStr = childRid(c.meta._rid, "partitionKeyRange", i);
    return {
      id: r.id,
      _rid: ridStr,
      _self: `${c.meta._self}/pkranges/${ridStr}`,
      _etag: `"pkrange-${collRid}-${r.id}"`,
      minInclusive: r.minInclusive,
      maxExclusive: r.maxExclusive,
      ridPrefix: i,
      throughputFraction: 1 / c.ranges.length,
      status: "online",
      parents: [],
      _ts: c.meta._ts || 0,
      _lsn: 1
    };
  });
  return { _rid: c.meta._rid, PartitionKeyRanges: items, _count: items.length };
}

/**
 * GET /_test/dbs/{db}/colls/{coll}/range?pk=<JSON value>: the partition key range (physical
 * partition) the value falls in, as {pk, epk, id, minInclusive, maxExclusive}, so that a test can
 * check where its keys land without asking the SDK. pk is JSON as in x-ms-documentdb-partitionkey
 * ("a", 7, ["a"]; [] or {} for none).
 */
function rangeAdmin(state, req, seg) {
  if (req.method !== "GET") throw new CosmosError(405, `Method ${req.method} not allowed on /_test/dbs/{db}/colls/{coll}/range`);
  const text = new URL(req.url, "http://x").searchParams.get("pk");
  if (text === null) throw new CosmosError(400, "the query parameter pk (the partition key value, as JSON) is missing");
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new CosmosError(400, `pk must be JSON (a string in quotes): ${text}`);
  }
  const c = state.container(seg.parts[2], seg.parts[4]);
  const pkKey = pkKeyFromHeader(text);
  const id = c.docs.rangeOf(pkKey);
  const r = c.ranges.find((x) => x.id === id);
  return { pk: value, epk: c.epkOf(pkKey), id, minInclusive: r.minInclusive, maxExclusive: r.maxExclusive };
}

module.exports = { installRanges, rangeHeader, rangeFilter, pkRangesFeed, rangeAdmin };
