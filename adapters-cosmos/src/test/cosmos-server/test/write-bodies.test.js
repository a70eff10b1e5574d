"use strict";
// Prefer: return=minimal (the SDK's contentResponseOnWriteEnabled(false)): a write answers without
// the item, a point write and a transactional batch alike, and GET /_test/budget counts the writes
// answered with and without it per container.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

const MINIMAL = { prefer: "return=minimal" };
const BATCH = { "x-ms-cosmos-is-batch-request": "true", "x-ms-cosmos-batch-atomic": "true" };

test("a write asked for a minimal answer has no body; one asked for nothing has the item; both are counted", async () => {
  const s = await startServer([]);
  try {
    await s.createDatabase("db");
    await s.createContainer("db", "c", "/pk");
    const minimal = await s.createDoc("db", "c", { id: "a", pk: "x" }, "x", MINIMAL);
    assert.equal(minimal.status, 201);
    assert.equal(minimal.body, undefined);
    assert.ok(minimal.headers.etag, "the ETag is still sent");
    const full = await s.createDoc("db", "c", { id: "b", pk: "x" }, "x");
    assert.equal(full.body.id, "b");

    const ops = [{ operationType: "Create", resourceBody: { id: "c", pk: "x" } }, { operationType: "Read", id: "a" }];
    const batch = await s.request("POST", "/dbs/db/colls/c/docs", { headers: { ...s.pk("x"), ...BATCH, ...MINIMAL }, body: ops });
    assert.equal(batch.status, 200);
    assert.equal(batch.body[0].resourceBody, undefined, "a batch's written item is left out");
    assert.equal(batch.body[1].resourceBody.id, "a", "a batch's read is still answered");

    const stats = (await s.request("GET", "/_test/budget")).body.stats.c;
    assert.equal(stats.writesWithoutBody, 2);
    assert.equal(stats.writesWithBody, 1);
  } finally {
    await s.stop();
  }
});
