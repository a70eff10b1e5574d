"use strict";
// Item: fault injection through the admin endpoint /_test/faults.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  await s.createContainer("db", "other", "/pk");
  await s.createDoc("db", "c", { id: "a", pk: "x" }, "x");
});
test.after(() => s.stop());
test.afterEach(() => s.request("DELETE", "/_test/faults"));

const setFaults = (body) => s.request("PUT", "/_test/faults", { body });

test("429 for the next N matching requests, with retry-after, substatus and the service's body", async () => {
  const put = await setFaults([{ id: "throttle", operation: "read", container: "c", count: 2, fault: 429, retryAfterMs: 100 }]);
  assert.equal(put.status, 200);
  for (let i = 0; i < 2; i += 1) {
    const r = await s.readDoc("db", "c", "a", "x");
    assert.equal(r.status, 429);
    assert.equal(r.headers["x-ms-retry-after-ms"], "100");
    assert.equal(r.headers["x-ms-substatus"], "3200");
    assert.equal(r.body.code, "TooManyRequests");
    assert.match(r.body.message, /Request rate is large/);
  }
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 200);
  const view = (await s.request("GET", "/_test/faults")).body;
  assert.equal(view.rules[0].id, "throttle");
  assert.equal(view.rules[0].remaining, 0);
  assert.equal(view.rules[0].fired, 2);
});

test("rules match by operation and container; other requests pass", async () => {
  await setFaults([{ operation: ["create", "upsert"], container: "other", count: 5, fault: 503 }]);
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 200);
  assert.equal((await s.createDoc("db", "c", { id: "b", pk: "x" }, "x")).status, 201);
  const r = await s.createDoc("db", "other", { id: "b", pk: "x" }, "x");
  assert.equal(r.status, 503);
  assert.equal(r.body.code, "ServiceUnavailable");
  assert.equal(r.headers["x-ms-substatus"], "21008");
  // a faulted write did not happen
  await s.request("DELETE", "/_test/faults");
  assert.equal((await s.readDoc("db", "other", "b", "x")).status, 404);
});

test("408 and custom substatus; query, batch, storedprocedure and changefeed kinds", async () => {
  await s.createSproc("db", "c", "noop", function noop() {
    getContext().getResponse().setBody(1);
  });
  await setFaults([
    { operation: "query", count: 1, fault: 408 },
    { operation: "storedprocedure", count: 1, fault: 503, subStatus: 20003 },
    { operation: "changefeed", count: 1, fault: "408" },
    { operation: "batch", count: 1, fault: 429, retryAfterMs: 7 }
  ]);
  const q = await s.query("db", "c", "SELECT * FROM c", { pkValue: "x" });
  assert.equal(q.status, 408);
  assert.equal(q.body.code, "RequestTimeout");
  const sp = await s.execSproc("db", "c", "noop", "x");
  assert.equal(sp.status, 503);
  assert.equal(sp.headers["x-ms-substatus"], "20003");
  const cf = await s.request("GET", "/dbs/db/colls/c/docs", { headers: { "a-im": "Incremental feed" } });
  assert.equal(cf.status, 408);
  const b = await s.request("POST", "/dbs/db/colls/c/docs", {
    headers: { ...s.pk("x"), "x-ms-cosmos-is-batch-request": "true", "x-ms-cosmos-batch-atomic": "true" },
    body: [{ operationType: "Read", id: "a" }]
  });
  assert.equal(b.status, 429);
  assert.equal(b.headers["x-ms-retry-after-ms"], "7");
  // each fired once, then everything passes
  assert.equal((await s.query("db", "c", "SELECT * FROM c", { pkValue: "x" })).status, 200);
  assert.equal((await s.execSproc("db", "c", "noop", "x")).status, 200);
});

test("449 RetryWith and 404/1003 with the service's codes and messages", async () => {
  await setFaults([{ operation: "patch", container: "c", count: 1, fault: 449 }, { operation: "read", container: "c", count: 1, fault: "404" }]);
  const patched = await s.request("PATCH", "/dbs/db/colls/c/docs/a", {
    body: { operations: [{ op: "set", path: "/n", value: 1 }] }, headers: { "x-ms-documentdb-partitionkey": '["x"]' } });
  assert.equal(patched.status, 449);
  assert.equal(patched.body.code, "RetryWith");
  assert.equal(patched.headers["x-ms-substatus"], "0");
  const read = await s.readDoc("db", "c", "a", "x");
  assert.equal(read.status, 404);
  assert.equal(read.headers["x-ms-substatus"], "1003");
  assert.match(read.body.message, /Owner resource does not exist/);
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 200);
  assert.equal((await setFaults([{ fault: 449, after: true }])).status, 400);
});

test('"drop" destroys the socket without a response', async () => {
  await setFaults([{ operation: "read", count: 1, fault: "drop" }]);
  await assert.rejects(() => s.readDoc("db", "c", "a", "x"), /socket hang up|ECONNRESET/);
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 200);
});

test("after: true runs the operation, then loses its response", async () => {
  await setFaults([{ operation: "create", count: 1, fault: 408, after: true }]);
  const r = await s.createDoc("db", "c", { id: "late", pk: "x" }, "x");
  assert.equal(r.status, 408);
  assert.equal((await s.readDoc("db", "c", "late", "x")).status, 200, "the write was committed");
  const again = await s.createDoc("db", "c", { id: "late", pk: "x" }, "x");
  assert.equal(again.status, 409, "a blind retry sees its own write");
});

test("a share of requests, repeatable with the same seed", async () => {
  const pattern = async () => {
    await setFaults({ seed: 42, rules: [{ operation: "read", share: 0.5, fault: 429 }] });
    const out = [];
    for (let i = 0; i < 40; i += 1) out.push((await s.readDoc("db", "c", "a", "x")).status);
    const view = (await s.request("GET", "/_test/faults")).body;
    assert.equal(view.rules[0].matched, 40);
    assert.equal(view.rules[0].fired, out.filter((x) => x === 429).length);
    return out.join(",");
  };
  const p1 = await pattern();
  const p2 = await pattern();
  assert.equal(p1, p2);
  const fired = p1.split(",").filter((x) => x === "429").length;
  assert.ok(fired > 5 && fired < 35, `fired ${fired} of 40`);
});

test("partition key range filter: range 0 matches (one range), another id does not", async () => {
  await setFaults([{ operation: "read", partitionKeyRangeId: "3", fault: 429 }]);
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 200);
  await setFaults([{ operation: "read", partitionKeyRangeId: "0", count: 1, fault: 429 }]);
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 429);
});

test('admin requests are never faulted; "*" spares metadata unless named', async () => {
  await setFaults([{ operation: "*", fault: 503 }]);
  assert.equal((await s.request("GET", "/_test/faults")).status, 200);
  assert.equal((await s.request("GET", "/dbs/db/colls/c")).status, 200);
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 503);
  await setFaults([{ operation: "metadata", container: "c", count: 1, fault: 503 }]);
  assert.equal((await s.request("GET", "/dbs/db/colls/c")).status, 503);
  assert.equal((await s.request("DELETE", "/_test/faults")).status, 204);
  assert.equal((await s.request("GET", "/_test/faults")).body.rules.length, 0);
  assert.equal((await s.readDoc("db", "c", "a", "x")).status, 200);
});

test("invalid rules are refused with 400 and change nothing", async () => {
  await setFaults([{ operation: "read", count: 1, fault: 429 }]);
  for (const bad of [{ rules: "x" }, [{ operation: "bogus" }], [{ fault: 500 }], [{ share: 2 }], [{ fault: 429, after: true }], [{ typo: 1 }]]) {
    const r = await setFaults(bad);
    assert.equal(r.status, 400, JSON.stringify(bad));
    assert.equal(r.body.code, "BadRequest");
  }
  assert.equal((await s.request("GET", "/_test/faults")).body.rules.length, 1);
});

test("412 PreconditionFailed for a stored procedure that lost a race; never after the operation ran", async () => {
  await s.createSproc("db", "c", "noop", function noop() {
    getContext().getResponse().setBody("ran");
  });
  await setFaults([{ operation: "storedprocedure", container: "c", fault: 412, count: 1 }]);
  const lost = await s.execSproc("db", "c", "noop", "x");
  assert.equal(lost.status, 412);
  assert.equal(lost.body.code, "PreconditionFailed");
  assert.equal((await s.execSproc("db", "c", "noop", "x")).status, 200);
  assert.equal((await setFaults([{ operation: "storedprocedure", fault: 412, after: true }])).status, 400);
});
