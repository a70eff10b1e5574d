"use strict";
// The change feed read from a point in time (If-Modified-Since), as a processor whose leases start
// at a time reads it: with nothing changed since, the continuation is the current position, so the
// next read carries only what is written after it, never everything from the beginning.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
});
test.after(() => s.stop());

const feed = (headers) => s.request("GET", "/dbs/db/colls/c/docs", { headers: { "a-im": "Incremental feed", ...headers } });

test("from a time with nothing changed since, the continuation is now, not the beginning", async () => {
  for (let i = 0; i < 5; i += 1) assert.equal((await s.createDoc("db", "c", { id: `old${i}`, pk: "p" }, "p")).status, 201);
  const later = new Date(Date.now() + 5000).toUTCString();

  const first = await feed({ "if-modified-since": later });
  assert.equal(first.status, 304);
  assert.notEqual(first.headers.etag, '"0"');

  assert.equal((await s.createDoc("db", "c", { id: "new", pk: "p" }, "p")).status, 201);
  const next = await feed({ "if-none-match": first.headers.etag, "if-modified-since": later });
  assert.equal(next.status, 200);
  assert.deepEqual(next.body.Documents.map((d) => d.id), ["new"]);
});

test("from a time with changes since, only those, and the continuation after them", async () => {
  const earlier = new Date(Date.now() - 60000).toUTCString();
  const page = await feed({ "if-modified-since": earlier });
  assert.equal(page.status, 200);
  assert.ok(page.body.Documents.length >= 6);
});
