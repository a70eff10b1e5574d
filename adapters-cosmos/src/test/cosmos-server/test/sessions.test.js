"use strict";
// Session reads: a token ahead of its range waits for the range (as the service waits for a
// replica to catch up) and only then gets 404/1002; a lagging replica serves the reads it may.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

let s;
test.before(async () => {
  s = await startServer(["--session-wait-ms", "600"]);
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  await s.createDoc("db", "c", { id: "a", pk: "x", v: 1 }, "x");
});
test.after(() => s.stop());
test.afterEach(() => s.request("DELETE", "/_test/sessions"));

const read = (token) => s.request("GET", "/dbs/db/colls/c/docs/a", { headers: { ...s.pk("x"), ...(token ? { "x-ms-session-token": token } : {}) } });
const lsnOf = (r) => Number(r.headers["x-ms-session-token"].split("#")[1]);

test("a token from the future waits the service's time, then 404/1002", async () => {
  const started = Date.now();
  const r = await read("0:-1#999999");
  assert.equal(r.status, 404);
  assert.equal(r.headers["x-ms-substatus"], "1002");
  assert.ok(Date.now() - started >= 550, "answered only after the wait");
  const counts = (await s.request("GET", "/_test/sessions")).body;
  assert.equal(counts.waited, 1);
  assert.equal(counts.notAvailable, 1);
});

test("a token one write ahead is served once that write arrives", async () => {
  const now = lsnOf(await read());
  const pending = read(`0:-1#${now + 1}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await s.createDoc("db", "c", { id: "b", pk: "x" }, "x");
  assert.equal((await pending).status, 200);
  assert.equal((await s.request("GET", "/_test/sessions")).body.notAvailable, 0);
});

test("a lagging replica serves reads without a token or with an old one, not those asking for more", async () => {
  const before = lsnOf(await read());
  assert.equal((await s.request("PUT", "/_test/sessions", { body: { lagging: "db/c" } })).status, 200);
  const put = await s.request("PUT", "/dbs/db/colls/c/docs/a", { headers: s.pk("x"), body: { id: "a", pk: "x", v: 2 } });
  assert.equal(put.status, 200);
  const after = lsnOf(put);

  assert.equal((await read()).body.v, 1, "no token: any replica");
  assert.equal((await read(`0:-1#${before}`)).body.v, 1, "an old token: the lagging replica may serve it");
  assert.equal((await read(`0:-1#${after}`)).body.v, 2, "the latest token: a caught-up replica");
  await s.request("PUT", "/_test/sessions", { body: { lagging: null } });
  assert.equal((await read()).body.v, 2);
});
