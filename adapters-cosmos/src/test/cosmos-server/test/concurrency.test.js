"use strict";
// Item: concurrent request handling with per-logical-partition atomicity (and --serialize).
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");
const { LockManager } = require("../lib/locks");

// A slow script: writes a "dirty" document, then awaits `rounds` reads one after the other, then
// fails or commits. Each awaited callback ends a turn of the server's event loop (the runtime
// lets promise chains settle with setImmediate), where other requests can run. (Plain callback
// chains run in one turn: the runtime drains its callback queue synchronously.)
function slow(rounds, fail, tag) {
  var c = getContext().getCollection();
  function read() {
    return new Promise(function (resolve, reject) {
      c.readDocument(c.getAltLink() + "/docs/dirty-" + tag, function (e, d) {
        if (e) reject(e);
        else resolve(d);
      });
    });
  }
  c.createDocument(c.getSelfLink(), { id: "dirty-" + tag, pk: tag }, async function (err) {
    if (err) throw err;
    try {
      for (var n = 0; n < rounds; n += 1) await read();
    } catch (e) {
      getContext().abort(e);
    }
    if (fail) throw new Error("giving up after " + rounds + " rounds");
    getContext().getResponse().setBody(rounds);
  });
}

async function setup(args) {
  const s = await startServer(["--script-op-budget", "100000", ...args]);
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  await s.createSproc("db", "c", "slow", slow);
  return s;
}

const delay = (ms) => new Promise((r) => setTimeout(r, ms));

test("lock manager: FIFO, partition locks share a container, container locks exclude", async () => {
  const m = new LockManager();
  const order = [];
  const r1 = await m.acquire("c", "a");
  const r2 = await m.acquire("c", "b"); // other partition: granted at once
  const p3 = m.acquire("c", undefined).then((rel) => (order.push("all"), rel));
  const p4 = m.acquire("c", "b").then((rel) => (order.push("b2"), rel)); // queued behind "all"
  const r5 = await m.acquire("d", undefined); // other container: granted
  await delay(5);
  assert.deepEqual(order, []);
  r1();
  r2();
  const r3 = await p3;
  await delay(5);
  assert.deepEqual(order, ["all"]);
  r3();
  (await p4)();
  r5();
  assert.deepEqual(order, ["all", "b2"]);
  assert.deepEqual(m.stats, { held: 0, waiting: 0 });
});

test("concurrent (default): other partitions proceed while a script runs; its partition waits; rollback stays exact", async () => {
  const s = await setup([]);
  try {
    const done = [];
    const sp = s.execSproc("db", "c", "slow", "A", [400, true, "A"]).then((r) => (done.push("sproc"), r));
    await delay(15);
    const otherPk = s.createDoc("db", "c", { id: "b1", pk: "B" }, "B").then((r) => (done.push("B"), r));
    const samePk = s.createDoc("db", "c", { id: "a1", pk: "A" }, "A").then((r) => (done.push("A"), r));
    const pointRead = s.readDoc("db", "c", "dirty-A", "A").then((r) => (done.push("readA"), r));
    const cross = s.query("db", "c", "SELECT * FROM c").then((r) => (done.push("cross"), r));
    const feed = s.request("GET", "/dbs/db/colls/c/docs", { headers: { "a-im": "Incremental feed" } }).then((r) => (done.push("feed"), r));
    const [rs, rb, ra, rr, rq, rf] = await Promise.all([sp, otherPk, samePk, pointRead, cross, feed]);
    assert.equal(rs.status, 400, JSON.stringify(rs.body));
    assert.equal(rb.status, 201);
    assert.equal(ra.status, 201);
    assert.ok(done.indexOf("B") < done.indexOf("sproc"), `other partition should not wait: ${done}`);
    assert.ok(done.indexOf("A") > done.indexOf("sproc"), `same partition must wait: ${done}`);
    // nobody saw the script's uncommitted document
    assert.equal(rr.status, 404);
    assert.ok(!rq.body.Documents.some((d) => d.id === "dirty-A"), "cross-partition query saw a dirty write");
    assert.ok(rf.status === 304 || !rf.body.Documents.some((d) => d.id === "dirty-A"), "change feed saw a dirty write");
    // rolled back, and the concurrent write to the same partition survived
    assert.equal((await s.readDoc("db", "c", "dirty-A", "A")).status, 404);
    assert.equal((await s.readDoc("db", "c", "a1", "A")).status, 200);
    const all = await s.query("db", "c", "SELECT VALUE c.id FROM c");
    assert.deepEqual(all.body.Documents.sort(), ["a1", "b1"]);
  } finally {
    await s.stop();
  }
});

test("concurrent: scripts in different partitions interleave, each all-or-nothing", async () => {
  const s = await setup([]);
  try {
    const runs = [];
    for (let i = 0; i < 6; i += 1) runs.push(s.execSproc("db", "c", "slow", `P${i}`, [300, i % 2 === 1, `P${i}`]));
    const res = await Promise.all(runs);
    res.forEach((r, i) => assert.equal(r.status, i % 2 === 1 ? 400 : 200, JSON.stringify(r.body)));
    const ids = (await s.query("db", "c", "SELECT VALUE c.id FROM c")).body.Documents.sort();
    assert.deepEqual(ids, ["dirty-P0", "dirty-P2", "dirty-P4"]);
    // many concurrent writes to one partition: none lost, LSNs unique
    const writes = [];
    for (let i = 0; i < 50; i += 1) writes.push(s.createDoc("db", "c", { id: `w${i}`, pk: "W" }, "W"));
    writes.push(s.execSproc("db", "c", "slow", "W", [50, false, "W"]));
    const wr = await Promise.all(writes);
    assert.ok(wr.every((r) => r.status === 201 || r.status === 200));
    const feed = await s.request("GET", "/dbs/db/colls/c/docs", { headers: { "a-im": "Incremental feed", ...s.pk("W"), "x-ms-max-item-count": "1000" } });
    const lsns = feed.body.Documents.map((d) => d._lsn);
    assert.equal(new Set(lsns).size, 51);
  } finally {
    await s.stop();
  }
});

test("--serialize: one request at a time, as before", async () => {
  const s = await setup(["--serialize"]);
  try {
    const done = [];
    const sp = s.execSproc("db", "c", "slow", "A", [400, false, "A"]).then((r) => (done.push("sproc"), r));
    await delay(15);
    const other = s.createDoc("db", "c", { id: "b1", pk: "B" }, "B").then((r) => (done.push("B"), r));
    const [rs, rb] = await Promise.all([sp, other]);
    assert.equal(rs.status, 200, JSON.stringify(rs.body));
    assert.equal(rb.status, 201);
    assert.deepEqual(done, ["sproc", "B"]);
  } finally {
    await s.stop();
  }
});
