"use strict";
// Request charges grow with the item's size, as the service's do: a big item costs more to read,
// to write and to patch, whatever the patch's own size.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");
const { CHARGE } = require("../lib/charges");

let s;
test.before(async () => {
  s = await startServer();
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
});
test.after(() => s.stop());

const KB = 1024;
const charge = (r) => Number(r.headers["x-ms-request-charge"]);

test("the model: 1 RU to read and about 5 to write 1 KB, about 10 and 48 for 128 KB, linear between", () => {
  const item = (bytes) => ({ text: "a".repeat(bytes - 11) }); // {"text":""} is 11 bytes
  assert.equal(CHARGE.read(item(500)), 1.0);
  assert.equal(CHARGE.write(item(KB)), 4.95);
  assert.equal(CHARGE.read(item(128 * KB)), 9.95);
  assert.equal(CHARGE.write(item(128 * KB)), 48.19);
  assert.equal(CHARGE.write(item(96 * KB)), 35.43);
  assert.equal(CHARGE.read(undefined), 1.0);
});

test("reads and writes of a 100 KB item are charged for its size, small ones at the minimum", async () => {
  const small = await s.createDoc("db", "c", { id: "small", pk: "x", text: "a".repeat(300) }, "x");
  const big = await s.createDoc("db", "c", { id: "big", pk: "x", text: "a".repeat(100 * KB) }, "x");
  assert.equal(charge(small), 4.95);
  assert.ok(charge(big) > 35 && charge(big) < 40, `a 100 KB create costs ${charge(big)}`);
  assert.equal(charge(await s.readDoc("db", "c", "small", "x")), 1.0);
  const bigRead = charge(await s.readDoc("db", "c", "big", "x"));
  assert.ok(bigRead > 7 && bigRead < 9, `a 100 KB read costs ${bigRead}`);
});

test("a patch is charged as a write of the whole item it leaves", async () => {
  const patch = (id) => s.request("PATCH", `/dbs/db/colls/c/docs/${id}`, {
    body: { operations: [{ op: "incr", path: "/n", value: 1 }] }, headers: s.pk("x") });
  const small = charge(await patch("small"));
  const big = charge(await patch("big"));
  assert.equal(small, 4.95);
  assert.ok(big > 7 * small, `patching one number on a 100 KB item costs ${big}, on a small one ${small}`);
});

test("a batch pays each operation for its own item", async () => {
  const r = await s.request("POST", "/dbs/db/colls/c/docs", {
    body: [
      { operationType: "Patch", id: "big", resourceBody: { operations: [{ op: "incr", path: "/n", value: 1 }] } },
      { operationType: "Create", resourceBody: { id: "like-1", pk: "x" } }
    ],
    headers: { ...s.pk("x"), "x-ms-cosmos-is-batch-request": "True", "x-ms-cosmos-batch-atomic": "True" } });
  assert.equal(r.status, 200);
  const [patched, created] = r.body.map((op) => op.requestCharge);
  assert.ok(patched > 35, `the patch of the big item: ${patched}`);
  assert.equal(created, 4.95);
  assert.equal(charge(r), Math.round((patched + created) * 100) / 100);
});
