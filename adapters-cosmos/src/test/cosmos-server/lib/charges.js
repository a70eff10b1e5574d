"use strict";
// Request charges (RU) that grow with the item's size, as the service's do: a point read of a
// 1 KB item is 1 RU and a write of it about 5, a 128 KB item costs about 10 to read and 48 to
// write, a 2 MB one 292 and 1,250. Between the sizes below the charge is interpolated linearly;
// under 1 KB it is the 1 KB charge. A patch is charged as a write of the whole item it leaves
// (patching saves the request's bytes, not the charge). Queries and the change feed pay a base
// plus a tenth of each item's read charge. These are a model: on a real account the charge also
// depends on indexing and the number of properties; the figures this server reports are
// labelled "modelled" wherever they are printed.
const KB = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048];
const READ = [1.0, 1.04, 1.14, 1.33, 1.67, 2.19, 4.76, 9.95, 20.28, 40.95, 145.9, 291.8];
const WRITE = [4.95, 6.29, 6.67, 7.04, 9.52, 11.23, 22.67, 48.19, 98.29, 184.57, 625.0, 1250.0];
const QUERY_BASE = 2.5;
const CHANGE_FEED_BASE = 1.0;
const PER_ITEM_SHARE = 0.1;

function sizeOf(doc) {
  return doc === undefined || doc === null ? 0 : Buffer.byteLength(JSON.stringify(doc), "utf8");
}

function interpolated(table, bytes) {
  const kb = bytes / 1024;
  if (kb <= KB[0]) return table[0];
  for (let i = 1; i < KB.length; i += 1) {
    if (kb <= KB[i]) {
      const share = (kb - KB[i - 1]) / (KB[i] - KB[i - 1]);
      return round(table[i - 1] + share * (table[i] - table[i - 1]));
    }
  }
  return round(table[table.length - 1] * (kb / KB[KB.length - 1]));
}

const round = (ru) => Math.round(ru * 100) / 100;

const CHARGE = {
  /** A point read of doc (the 1 KB charge when there is none: a miss costs a read too). */
  read: (doc) => interpolated(READ, sizeOf(doc)),
  /** A create, replace, upsert, patch or delete leaving or removing doc. */
  write: (doc) => interpolated(WRITE, sizeOf(doc)),
  /** A page of a query. */
  query: (docs) => round(QUERY_BASE + PER_ITEM_SHARE * docs.reduce((sum, d) => sum + interpolated(READ, sizeOf(d)), 0)),
  /** A page of the change feed. */
  changeFeed: (docs) => round(CHANGE_FEED_BASE + PER_ITEM_SHARE * docs.reduce((sum, d) => sum + interpolated(READ, sizeOf(d)), 0))
};

module.exports = { CHARGE, sizeOf };
