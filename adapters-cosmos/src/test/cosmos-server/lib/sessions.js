"use strict";
// Session tokens and LSNs. Data-plane responses (documents, queries, change feed, batches, scripts)
// carry them as real Cosmos DB sends them, in the format the Java SDK parses (SessionContainer /
// VectorSessionToken, and the change-feed lag estimator of ChangeFeedProcessor.getEstimatedLag /
// getCurrentState, which reads the global LSN after '#'):
//   x-ms-session-token: <pkRangeId>:<version>#<globalLsn>     e.g. "0:-1#42"
// The range is the request's (x-ms-documentdb-partitionkeyrangeid, or the range of its partition
// key) and the LSN is that range's. With one range ("0", the default) that is the container's LSN.
// A cross-partition request with --partitions > 1 and no range header gets no session token.
const { pkKeyFromHeader } = require("./store");
const { CosmosError } = require("./errors");
const { header, isTrue } = require("./protocol");
const { rangeHeader } = require("./partitions");

/** The partition key range a request addresses, or undefined (cross-partition with several ranges). */
function sessionRange(state, c, req) {
  try {
    const id = rangeHeader(c, req);
    if (id !== undefined) return id;
    const pkKey = pkKeyFromHeader(header(req, "x-ms-documentdb-partitionkey"));
    if (pkKey !== undefined) return c.docs.rangeOf(pkKey);
  } catch (e) {
    // malformed headers: the response is an error anyway
  }
  return state.opts.partitions === 1 ? "0" : undefined;
}

/** The session and LSN headers of a response under a container's docs, sprocs or triggers, or undefined. */
function sessionHeaders(state, seg, out, req) {
  if (!state.account || seg === undefined || seg.coll === undefined || seg.extra) return undefined;
  if (seg.kind !== "docs" && seg.kind !== "sprocs" && seg.kind !== "triggers") return undefined;
  let c;
  try {
    c = state.container(seg.db, seg.coll);
  } catch (e) {
    return undefined; // the container does not exist (the response is an error anyway)
  }
  const rangeId = sessionRange(state, c, req);
  const lsn = String(rangeId === undefined ? c.docs.lsn : c.docs.lsnOfRange(rangeId));
  const h = { lsn, "x-ms-global-committed-lsn": lsn };
  if (rangeId !== undefined) h["x-ms-session-token"] = `${rangeId}:-1#${lsn}`;
  const body = out && out.body;
  if (seg.kind === "docs" && seg.doc !== undefined && body && typeof body === "object" && body._rid) {
    const itemLsn = c.docs.lsnOfRid(body._rid);
    if (itemLsn !== undefined) h["x-ms-item-lsn"] = String(itemLsn);
  }
  return h;
}

// A read that presents a session token asks to see at least the writes that token covers. The
// service does not refuse such a read at once when its replica is behind: it waits for the
// session to arrive, retrying across replicas (about 5 s by default, --session-wait-ms here), and
// only then answers 404 with substatus 1002 (ReadSessionNotAvailable). Here every range is always
// caught up, so only a token from the future (an LSN its range has not reached: forged, another
// container's, or one ahead of a write still to come) waits, and it is refused only if the range
// does not reach it in time. Waits outside the partition lock, so the writes it waits for proceed.

/** The LSN a read's token asks of its range, or undefined: not a read, no token, or none for its range. */
function presentedLsn(state, c, req) {
  const presented = header(req, "x-ms-session-token");
  const isRead = req.method === "GET" || isTrue(header(req, "x-ms-documentdb-isquery"));
  if (!presented || !isRead) return undefined;
  const rangeId = sessionRange(state, c, req);
  if (rangeId === undefined) return undefined;
  for (const token of String(presented).split(",")) {
    const colon = token.indexOf(":");
    if (colon <= 0 || token.slice(0, colon).trim() !== String(rangeId)) continue;
    const lsn = Number(token.split("#")[1]);
    if (Number.isFinite(lsn)) return { rangeId, lsn };
  }
  return undefined;
}

const POLL_MS = 20;

/** Resolves once the range has reached the read's session; 404/1002 after the service's wait. */
async function awaitReadableSession(state, seg, req) {
  if (!state.account || !seg || seg.coll === undefined || seg.extra || seg.kind !== "docs") return;
  let c;
  try {
    c = state.container(seg.db, seg.coll);
  } catch (e) {
    return; // no such container: the handler answers 404
  }
  const asked = presentedLsn(state, c, req);
  if (!asked || asked.lsn <= c.docs.lsnOfRange(asked.rangeId)) return;
  state.sessions.waited += 1;
  const deadline = Date.now() + state.opts.sessionWaitMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(1, deadline - Date.now()))));
    if (asked.lsn <= c.docs.lsnOfRange(asked.rangeId)) return;
  }
  state.sessions.notAvailable += 1;
  const e = new CosmosError(404, "The read session is not available for the input session token.");
  e.subStatus = 1002;
  throw e;
}

// A lagging replica (PUT /_test/sessions {"lagging": "<db>/<container>"}): a copy of the
// container's documents and range LSNs taken then. A point read that presents no token, or one
// the copy covers, may be served by that replica on the service, and is served from the copy
// here; a read asking for more is served by a replica that has caught up.

/** The documents a point read sees: the lagging copy when its session allows it, else the container's. */
function replicaFor(state, c, req) {
  const copy = state.sessions.lagging.get(c.meta._rid);
  if (!copy) return c.docs;
  const asked = presentedLsn(state, c, req);
  if (!asked) return copy;
  return asked.lsn <= (copy.rangeLsn.get(String(asked.rangeId)) || 0) ? copy : c.docs;
}

function laggingCopy(c) {
  const parts = new Map();
  for (const [pkKey, docs] of c.docs.parts) {
    parts.set(pkKey, new Map([...docs].map(([id, rec]) => [id, { ...rec, doc: structuredClone(rec.doc) }])));
  }
  return {
    rangeLsn: new Map(c.docs.rangeLsn),
    find(pkKey, id) {
      const p = parts.get(pkKey);
      const rec = p && p.get(id);
      return rec ? rec.doc : undefined;
    }
  };
}

/** GET (counts), PUT ({"lagging": "<db>/<container>"} or {"lagging": null}) and DELETE (all cleared) on /_test/sessions. */
function sessionsAdmin(state, req, raw, body) {
  const view = () => ({ waited: state.sessions.waited, notAvailable: state.sessions.notAvailable,
    lagging: [...state.sessions.lagging.keys()] });
  if (req.method === "GET") return view();
  if (req.method === "DELETE") {
    state.sessions.waited = 0;
    state.sessions.notAvailable = 0;
    state.sessions.lagging.clear();
    return view();
  }
  if (req.method === "PUT") {
    const lagging = body && body.lagging;
    if (lagging === null) {
      state.sessions.lagging.clear();
      return view();
    }
    const [db, coll] = String(lagging).split("/");
    const c = state.container(db, coll);
    state.sessions.lagging.set(c.meta._rid, laggingCopy(c));
    return view();
  }
  throw new CosmosError(405, `Method ${req.method} not allowed on /_test/sessions`);
}

module.exports = { sessionRange, sessionHeaders, awaitReadableSession, replicaFor, sessionsAdmin };
