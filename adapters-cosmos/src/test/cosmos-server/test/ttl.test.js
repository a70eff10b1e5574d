"use strict";
// Time to live: a container's defaultTtl and an item's ttl, checked and applied as the service does.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const DOCS = (coll) => `/dbs/db/colls/${coll}/docs`;
let s;

test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  assert.equal((await s.createContainer("db", "on", "/pk", { defaultTtl: -1 })).status, 201);
  assert.equal((await s.createContainer("db", "off", "/pk")).status, 201);
  assert.equal((await s.createContainer("db", "short", "/pk", { defaultTtl: 1 })).status, 201);
});
test.after(() => s.stop());

async function changes(coll, pk) {
  const r = await s.request("GET", DOCS(coll), { headers: { ...s.pk(pk), "a-im": "Incremental feed" } });
  return r.status === 304 ? [] : r.body.Documents.map((d) => d.id);
}

test("an item whose ttl has passed is gone for reads, queries and writes at once, and the change feed never shows its expiry", async () => {
  await s.createDoc("db", "on", { id: "brief", pk: "a", ttl: 1 }, "a");
  await s.createDoc("db", "on", { id: "kept", pk: "a" }, "a");
  assert.equal((await s.readDoc("db", "on", "brief", "a")).status, 200);
  assert.deepEqual(await changes("on", "a"), ["brief", "kept"]);

  await sleep(2100);

  assert.equal((await s.readDoc("db", "on", "brief", "a")).status, 404);
  const q = await s.query("db", "on", "SELECT c.id FROM c", { pkValue: "a" });
  assert.deepEqual(q.body.Documents.map((d) => d.id), ["kept"]);
  assert.deepEqual(await changes("on", "a"), ["kept"]);
  const replaced = await s.request("PUT", `${DOCS("on")}/brief`, { headers: s.pk("a"), body: { id: "brief", pk: "a" } });
  assert.equal(replaced.status, 404);
  assert.equal((await s.createDoc("db", "on", { id: "brief", pk: "a" }, "a")).status, 201, "its id is free again");
});

test("a container's default applies to items without a ttl of their own, and -1 on an item keeps it", async () => {
  await s.createDoc("db", "short", { id: "default", pk: "b" }, "b");
  await s.createDoc("db", "short", { id: "forever", pk: "b", ttl: -1 }, "b");
  await sleep(2100);
  assert.equal((await s.readDoc("db", "short", "default", "b")).status, 404);
  assert.equal((await s.readDoc("db", "short", "forever", "b")).status, 200);
});

test("an item's ttl is ignored where the container's time to live is off", async () => {
  await s.createDoc("db", "off", { id: "stays", pk: "c", ttl: 1 }, "c");
  await sleep(2100);
  assert.equal((await s.readDoc("db", "off", "stays", "c")).status, 200);
});

test("a ttl is -1 or a positive integer up to 2^31-1, never null, on items and containers alike", async () => {
  for (const ttl of [0, -2, 1.5, "60", null, 2147483648]) {
    const r = await s.createDoc("db", "on", { id: `bad-${String(ttl)}`, pk: "d", ttl }, "d");
    assert.equal(r.status, 400, `item ttl ${JSON.stringify(ttl)}`);
  }
  assert.equal((await s.createDoc("db", "on", { id: "max", pk: "d", ttl: 2147483647 }, "d")).status, 201);
  for (const defaultTtl of [0, -5, 2.5]) {
    const r = await s.createContainer("db", `bad${String(defaultTtl).replace(/\W/g, "")}`, "/pk", { defaultTtl });
    assert.equal(r.status, 400, `defaultTtl ${defaultTtl}`);
  }
  const read = await s.request("GET", "/dbs/db/colls/off");
  const replaced = await s.request("PUT", "/dbs/db/colls/off", { body: { ...read.body, defaultTtl: 0 } });
  assert.equal(replaced.status, 400);
});

test("time to live turned on by a container replace applies to the items already there", async () => {
  await s.createContainer("db", "later", "/pk");
  await s.createDoc("db", "later", { id: "old", pk: "e", ttl: 1 }, "e");
  const read = await s.request("GET", "/dbs/db/colls/later");
  assert.equal((await s.request("PUT", "/dbs/db/colls/later", { body: { ...read.body, defaultTtl: -1 } })).status, 200);
  await sleep(2100);
  assert.equal((await s.readDoc("db", "later", "old", "e")).status, 404);
});

test("a patch inside a transactional batch is refused by its filter predicate, and the batch writes nothing", async () => {
  await s.createDoc("db", "on", { id: "p", pk: "f", deleted: true }, "f");
  const ops = [
    { operationType: "Patch", id: "p", resourceBody: { operations: [{ op: "incr", path: "/n", value: 1 }], condition: "FROM c WHERE NOT IS_DEFINED(c.deleted)" } },
    { operationType: "Create", resourceBody: { id: "child", pk: "f" } }
  ];
  const r = await s.request("POST", DOCS("on"), { headers: { ...s.pk("f"), "x-ms-cosmos-is-batch-request": "true", "x-ms-cosmos-batch-atomic": "true" }, body: ops });
  assert.equal(r.status, 207);
  assert.equal(r.body[0].statusCode, 412);
  assert.equal((await s.readDoc("db", "on", "child", "f")).status, 404);
});
