"use strict";
// The change feed, latest-version mode (GET on docs with A-IM: Incremental feed): each live
// document once, at the LSN of its last write, after the LSN in If-None-Match (the previous
// page's ETag). LSNs are per partition key range, so a feed reads one logical partition or one
// range; the ETag and continuation are that range's LSN. 304 when there is nothing new.
const { CosmosError } = require("./errors");
const { header, reply, feedBody, maxItemCount } = require("./protocol");
const { rangeHeader, rangeFilter } = require("./partitions");
const { CHARGE } = require("./charges");

function changeFeed(state, c, req, pkKey) {
  const keep = pkKey === undefined ? rangeFilter(c, req) : undefined;
  if (pkKey === undefined && state.opts.partitions > 1 && rangeHeader(c, req) === undefined) {
    // LSNs are per range: a feed over several ranges has no single continuation
    throw new CosmosError(400, "With --partitions > 1 a change feed request needs x-ms-documentdb-partitionkeyrangeid or a partition key");
  }
  const rangeId = pkKey !== undefined ? c.docs.rangeOf(pkKey) : rangeHeader(c, req) || "0";
  const rangeLsn = c.docs.lsnOfRange(rangeId);
  const inm = header(req, "if-none-match");
  let since = 0;
  if (inm === "*") since = rangeLsn;
  else if (inm) {
    since = parseInt(String(inm).replace(/"/g, ""), 10);
    if (!Number.isFinite(since)) since = 0;
  }
  let ims;
  const imsHeader = header(req, "if-modified-since");
  if (!inm && imsHeader) {
    const t = Date.parse(imsHeader);
    if (Number.isFinite(t)) ims = Math.floor(t / 1000);
  }
  const max = maxItemCount(req) || 100;
  const changes = c.docs.changes(since, pkKey, max, ims, keep);
  if (changes.length === 0) {
    // Read from a point in time with nothing changed since, the service's continuation is its
    // current position, as from "now": not the beginning, which would replay everything after it.
    const position = ims !== undefined ? rangeLsn : since;
    return reply(304, undefined, { etag: `"${position}"`, charge: 1.0, headers: { "x-ms-item-count": "0" } });
  }
  const last = changes[changes.length - 1].lsn;
  const docs = changes.map((x) => x.doc);
  return reply(200, feedBody(c, "Documents", docs), {
    etag: `"${last}"`,
    charge: CHARGE.changeFeed(docs),
    headers: { "x-ms-item-count": String(docs.length), lsn: String(rangeLsn) }
  });
}

module.exports = { changeFeed };
