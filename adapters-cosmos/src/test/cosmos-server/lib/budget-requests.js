"use strict";
// The throughput budget (lib/budget.js) at the request level: which container, partitions and
// priority a request draws on, the service's 429 when they are spent, the offers that database and
// container creates ask for, and the admin API /_test/budget.
const { readDatabase, readCollection } = require("./base");
const { FAULTS } = require("./faults");
const { CosmosError, serviceMessage } = require("./errors");
const { header, isTrue, jsonBody, reply } = require("./protocol");
const { sessionRange } = require("./sessions");

// Gateway-served (query plans) and metadata requests draw on no partition's budget.
const UNBUDGETED = ["metadata", "queryplan"];

/** {dbId, collId, collRid, dbRid, rangeIndexes, partitions, low} of a data-plane request, or undefined. */
function budgetTarget(state, req, seg, operation) {
  if (!state.account || seg.coll === undefined || UNBUDGETED.includes(operation)) return undefined;
  try {
    const meta = readCollection(state.account, seg.db, seg.coll);
    if (!meta) return undefined;
    const db = readDatabase(state.account, seg.db);
    const c = state.container(seg.db, seg.coll);
    const rangeId = sessionRange(state, c, req);
    const all = c.ranges.map((r, i) => i);
    const one = rangeId === undefined ? -1 : c.ranges.findIndex((r) => r.id === String(rangeId));
    return {
      dbId: db.id,
      collId: meta.id,
      collRid: meta._rid,
      dbRid: db._rid,
      rangeIndexes: one < 0 ? all : [one],
      partitions: c.ranges.length,
      low: String(header(req, "x-ms-cosmos-priority-level") || "").toLowerCase() === "low",
      // a client writing to several regions marks its writes so (counted: tests check a client does not)
      tentative: isTrue(header(req, "x-ms-cosmos-allow-tentative-writes"))
    };
  } catch (e) {
    return undefined; // unknown container or malformed headers: the request fails anyway
  }
}

/** The service's answer to a request past its partition's budget. */
function throttledReply(waitMs, activityId, req) {
  const headers = { "x-ms-substatus": "3200", "x-ms-retry-after-ms": String(waitMs) };
  return reply(429, { code: FAULTS[429].code, message: serviceMessage(FAULTS[429].message, activityId, req) }, { charge: 0, headers });
}

/** Before a database or container create: a serverless account refuses throughput on it. */
function checkCreate(state, req, seg) {
  if (req.method === "POST" && isCreate(seg)) state.budget.checkCreate(req);
}

/** After a database or container create: the throughput it asked for, by name. */
function noteCreate(state, req, seg, out) {
  if (req.method !== "POST" || out.status !== 201 || !isCreate(seg) || !out.body || !out.body.id) return;
  const key = seg.parts.length === 1 ? out.body.id : `${readDatabase(state.account, seg.db).id}/${out.body.id}`;
  state.budget.noteCreate(key, req);
}

const isCreate = (seg) => (seg.parts.length === 1 && seg.parts[0] === "dbs") || (seg.parts.length === 3 && seg.parts[2] === "colls");

/** GET (settings and counts), PUT (settings, or the clock) and DELETE (off, counts cleared, real clock) on /_test/budget. */
function budgetAdmin(state, req, raw) {
  if (req.method === "GET") return reply(200, state.budget.view());
  if (req.method === "PUT") {
    const body = jsonBody(raw);
    // the clock is no setting: moving it keeps the settings and the buckets' RU
    if (body && typeof body === "object" && "clock" in body) state.budget.clock.set(body);
    else state.budget.set(body);
    return reply(200, state.budget.view());
  }
  if (req.method === "DELETE") {
    state.budget.clear();
    return reply(204, undefined);
  }
  throw new CosmosError(405, `Method ${req.method} not allowed on /_test/budget`);
}

module.exports = { budgetTarget, throttledReply, checkCreate, noteCreate, budgetAdmin };
