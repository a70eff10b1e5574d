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
// service answers 404 with substatus 1002 (ReadSessionNotAvailable) when the replica it reached
// has not caught up; here every range is always caught up, so only a token from the future (an
// LSN this range never reached: forged, or another container's) is refused that way.
function requireReadableSession(state, c, req) {
  const presented = header(req, "x-ms-session-token");
  const isRead = req.method === "GET" || isTrue(header(req, "x-ms-documentdb-isquery"));
  if (!presented || !isRead) return;
  const rangeId = sessionRange(state, c, req);
  if (rangeId === undefined) return;
  for (const token of String(presented).split(",")) {
    const colon = token.indexOf(":");
    if (colon <= 0 || token.slice(0, colon).trim() !== String(rangeId)) continue;
    const lsn = Number(token.split("#")[1]);
    if (Number.isFinite(lsn) && lsn > c.docs.lsnOfRange(rangeId)) {
      const e = new CosmosError(404, "The read session is not available for the input session token.");
      e.subStatus = 1002;
      throw e;
    }
  }
}

module.exports = { sessionRange, sessionHeaders, requireReadableSession };
