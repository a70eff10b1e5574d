"use strict";
// Item: the service's size and count limits: 2 MB items and requests, 100 operations a batch, 10 a patch, 5 s a script.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");

let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  await s.createDoc("db", "c", { id: "a", pk: "x", n: 0 }, "x");
});
test.after(() => s.stop());

const MB = 1024 * 1024;

test("an item up to 2 MB is stored; a larger one, or a larger request, is 413", async () => {
  assert.equal((await s.createDoc("db", "c", { id: "fits", pk: "x", text: "a".repeat(2 * MB - 100) }, "x")).status, 201);
  const tooLarge = await s.createDoc("db", "c", { id: "big", pk: "x", text: "a".repeat(2 * MB) }, "x");
  assert.equal(tooLarge.status, 413);
  assert.match(tooLarge.body.message, /Request size is too large/);
  assert.equal((await s.readDoc("db", "c", "big", "x")).status, 404);
});

test("a patch of more than 10 operations is refused and changes nothing", async () => {
  const ops = (n) => Array.from({ length: n }, (_, i) => ({ op: "set", path: `/f${i}`, value: i }));
  const patch = (n) => s.request("PATCH", "/dbs/db/colls/c/docs/a", { body: { operations: ops(n) }, headers: s.pk("x") });
  assert.equal((await patch(10)).status, 200);
  const refused = await patch(11);
  assert.equal(refused.status, 400);
  assert.match(refused.body.message, /more operations than the maximum allowed of 10/);
});

test("a patch that would grow an item past 2 MB is 413", async () => {
  const r = await s.request("PATCH", "/dbs/db/colls/c/docs/fits", {
    body: { operations: [{ op: "set", path: "/more", value: "b".repeat(200) }] }, headers: s.pk("x") });
  assert.equal(r.status, 413);
});

test("a batch of more than 100 operations is refused whole", async () => {
  const ops = (n) => Array.from({ length: n }, (_, i) => ({ operationType: "Create", resourceBody: { id: `b${n}-${i}`, pk: "y" } }));
  const send = (n) => s.request("POST", "/dbs/db/colls/c/docs", {
    body: ops(n), headers: { ...s.pk("y"), "x-ms-cosmos-is-batch-request": "True", "x-ms-cosmos-batch-atomic": "True" } });
  const refused = await send(101);
  assert.equal(refused.status, 400);
  assert.match(refused.body.message, /more operations than what is supported \(100\)/);
  assert.equal((await s.readDoc("db", "c", "b101-0", "y")).status, 404);
  assert.ok([200, 207].includes((await send(100)).status));
});

test("a script that runs past 5 s is stopped and writes nothing", async () => {
  await s.request("POST", "/dbs/db/colls/c/sprocs", { body: { id: "spin", body:
    "function spin() { var c = getContext().getCollection(); c.createDocument(c.getSelfLink(), {id: 'spun', pk: 'x'}); while (true) {} }" } });
  const started = Date.now();
  const r = await s.request("POST", "/dbs/db/colls/c/sprocs/spin", { body: [], headers: s.pk("x") });
  const took = Date.now() - started;
  assert.notEqual(r.status, 200);
  assert.ok(took >= 4500 && took < 9000, `stopped after ${took} ms`);
  assert.equal((await s.readDoc("db", "c", "spun", "x")).status, 404);
});
