"use strict";
// The throughput budget: request units per second per container (or shared by its database), split
// over its physical partitions, 429/3200 with x-ms-retry-after-ms past a partition's share, low
// priority throttled first, the serverless limits, and a latency per operation. Tests that count
// what fits in a second freeze the budget's clock and move it on by hand: a busy machine's slow
// requests would otherwise see the buckets refill.
const test = require("node:test");
const assert = require("node:assert/strict");
const { Budget } = require("../lib/budget");
const { startServer } = require("./helpers");

const KB = 1024;
const LOW = { "x-ms-cosmos-priority-level": "Low" };
const HIGH = { "x-ms-cosmos-priority-level": "High" };

// A 64 KB item costs about 23 RU to write: a few of them spend a small budget at once.
const big = (id, pk) => ({ id, pk, text: "a".repeat(64 * KB) });

/** Writes big items until one is throttled; the number written and the 429. */
async function spend(s, coll, pk, { headers = {}, max = 200 } = {}) {
  for (let i = 0; i < max; i += 1) {
    const r = await s.createDoc("db", coll, big(`${pk}-${Date.now()}-${i}`, pk), pk, headers);
    if (r.status === 429) return { written: i, throttled: r };
    assert.equal(r.status, 201);
  }
  return { written: max, throttled: undefined };
}

/** The partition key range ("0", "1", ...) a partition key value lives in, from a write's session token. */
async function rangeOf(s, coll, pk) {
  const r = await s.createDoc("db", coll, { id: `probe-${pk}`, pk }, pk);
  return r.headers["x-ms-session-token"].split(":")[0];
}

const clock = (s, body) => s.request("PUT", "/_test/budget", { body });

/** Stops the budget's time: nothing refills until advance(s, ms). */
async function freeze(s) {
  assert.equal((await clock(s, { clock: "frozen" })).status, 200);
}

async function advance(s, ms) {
  assert.equal((await clock(s, { clock: "advance", ms })).status, 200);
}

async function server(args, { frozen = true } = {}) {
  const s = await startServer(args);
  if (frozen) await freeze(s);
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  return s;
}

test("off by default: no request is ever throttled", async () => {
  const s = await server([], { frozen: false });
  try {
    const { throttled } = await spend(s, "c", "x", { max: 60 });
    assert.equal(throttled, undefined);
  } finally {
    await s.stop();
  }
});

test("past a container's RU/s a write is 429 with substatus 3200, a retry-after and no charge; after the wait it is served", async () => {
  const s = await server(["--throughput", "100"]);
  try {
    const { written, throttled } = await spend(s, "c", "x");
    assert.ok(throttled, "a 100 RU/s container must throttle writes of 23 RU each");
    assert.ok(written >= 4 && written <= 5, `about 100 RU of writes were served first, not ${written}`);
    assert.equal(throttled.body.code, "TooManyRequests");
    assert.equal(throttled.headers["x-ms-substatus"], "3200");
    assert.equal(throttled.headers["x-ms-request-charge"], "0.00");
    const wait = Number(throttled.headers["x-ms-retry-after-ms"]);
    assert.ok(wait >= 1 && wait <= 1000, `retry after ${wait} ms`);
    await advance(s, wait - 1);
    assert.equal((await s.createDoc("db", "c", big("early", "x"), "x")).status, 429, "a millisecond early");
    await advance(s, 1);
    assert.equal((await s.createDoc("db", "c", big("after", "x"), "x")).status, 201, "after the wait it is served");
  } finally {
    await s.stop();
  }
});

test("the budget is split evenly over the physical partitions: a spent one throttles, another still serves", async () => {
  const s = await server(["--throughput", "200", "--partitions", "2"]);
  try {
    const pks = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const ranges = await Promise.all(pks.map((pk) => rangeOf(s, "c", pk)));
    const hot = pks[ranges.indexOf("0")];
    const cold = pks[ranges.indexOf("1")];
    await advance(s, 1000); // the probes' charge refilled
    const { written, throttled } = await spend(s, "c", hot);
    assert.ok(throttled);
    assert.ok(written <= 6, `a partition's share is 100 RU/s, yet ${written} writes of 23 RU were served`);
    assert.equal((await s.createDoc("db", "c", big("cold-1", cold), cold)).status, 201);
  } finally {
    await s.stop();
  }
});

test("a container created with its own throughput gets it; a database's shared throughput is spent by all its containers", async () => {
  const s = await server(["--throughput", "100"]);
  try {
    await s.request("POST", "/dbs/db/colls", { headers: { "x-ms-offer-throughput": "1000" }, body: { id: "rich", partitionKey: { paths: ["/pk"], kind: "Hash" } } });
    const rich = await spend(s, "rich", "x", { max: 20 });
    assert.equal(rich.throttled, undefined, "1000 RU/s serve 20 writes of 23 RU");

    await s.request("POST", "/dbs", { headers: { "x-ms-offer-throughput": "100" }, body: { id: "shared" } });
    for (const id of ["one", "two"]) await s.request("POST", "/dbs/shared/colls", { body: { id, partitionKey: { paths: ["/pk"], kind: "Hash" } } });
    let throttledInOne;
    for (let i = 0; i < 50 && !throttledInOne; i += 1) {
      const r = await s.request("POST", "/dbs/shared/colls/one/docs", { headers: s.pk("x"), body: big(`s${i}`, "x") });
      if (r.status === 429) throttledInOne = r;
    }
    assert.ok(throttledInOne);
    const two = await s.request("POST", "/dbs/shared/colls/two/docs", { headers: s.pk("x"), body: big("t", "x") });
    assert.equal(two.status, 429, "the other container of the database shares the spent budget");
  } finally {
    await s.stop();
  }
});

test("without priority-based execution (a new account's default) a low-priority request is served as any other", async () => {
  const s = await server(["--throughput", "200", "--low-priority-share", "0.5"]);
  try {
    assert.equal((await s.readDoc("db", "c", "none", "x")).status, 404); // high-priority traffic (no header is high)
    const contended = await spend(s, "c", "x", { headers: LOW });
    assert.ok(contended.written >= 7, `the priority is ignored: low spends the whole 200 RU, not ${contended.written} writes of 23`);
    const view = (await s.request("GET", "/_test/budget")).body;
    assert.equal(view.priorityBasedExecution, false);
    assert.ok(view.stats.c.low > 0, "the requests are still counted by the priority they asked for");
  } finally {
    await s.stop();
  }
});

test("low priority is throttled first: with high-priority traffic it may use only its share; alone it may use all", async () => {
  const s = await server(["--throughput", "200", "--low-priority-share", "0.5", "--priority-based-execution"]);
  try {
    const alone = await spend(s, "c", "x", { headers: LOW });
    assert.ok(alone.written >= 8, `alone, low priority spends the whole 200 RU, not ${alone.written} writes of 23`);
    await advance(s, 1100);

    assert.equal((await s.readDoc("db", "c", "none", "x")).status, 404); // high-priority traffic (no header is high)
    const contended = await spend(s, "c", "x", { headers: LOW });
    assert.ok(contended.written <= 5, `beside high priority, low priority stops near half, not after ${contended.written} writes`);
    const high = await s.createDoc("db", "c", big("high", "x"), "x", HIGH);
    assert.equal(high.status, 201, "high priority is still served");
    const view = (await s.request("GET", "/_test/budget")).body;
    assert.ok(view.stats.c.throttledLow >= 2);
    assert.equal(view.stats.c.throttledHigh, 0);
    assert.ok(view.stats.c.low > 0 && view.stats.c.high > 0);
  } finally {
    await s.stop();
  }
});

test("serverless: throughput on a create is refused; a container has 5,000 RU/s", async () => {
  const s = await startServer(["--serverless"]);
  try {
    await freeze(s);
    await s.createDatabase("db");
    const offered = await s.request("POST", "/dbs/db/colls", { headers: { "x-ms-offer-throughput": "400" }, body: { id: "c", partitionKey: { paths: ["/pk"], kind: "Hash" } } });
    assert.equal(offered.status, 400);
    assert.match(offered.body.message, /serverless/);
    await s.createContainer("db", "c", "/pk");
    // a 1 MB item costs 625 RU to write
    const huge = (id) => ({ id, pk: "x", text: "a".repeat(1024 * KB - 100) });
    const writes = await Promise.all(Array.from({ length: 6 }, (_, i) => s.createDoc("db", "c", huge(`w${i}`), "x")));
    assert.deepEqual(writes.map((w) => w.status), Array(6).fill(201), "6 writes of 625 RU fit in 5,000 RU/s");
    const more = await Promise.all(Array.from({ length: 20 }, (_, i) => s.createDoc("db", "c", huge(`m${i}`), "x")));
    assert.ok(more.some((w) => w.status === 429), "but not 20 more at once");
  } finally {
    await s.stop();
  }
});

test("switched on and off at run time with /_test/budget; unknown settings are refused", async () => {
  const s = await server([]);
  try {
    assert.equal((await s.request("PUT", "/_test/budget", { body: { colour: "red" } })).status, 400);
    assert.equal((await s.request("PUT", "/_test/budget", { body: { containers: { c: 100 } } })).status, 200);
    assert.ok((await spend(s, "c", "x")).throttled);
    assert.equal((await s.request("DELETE", "/_test/budget")).status, 204);
    assert.equal((await spend(s, "c", "x", { max: 30 })).throttled, undefined);
    assert.equal((await s.request("GET", "/_test/budget")).body.clock, "real", "DELETE brings the wall clock back");
  } finally {
    await s.stop();
  }
});

test("the budget's clock over /_test/budget: set on its own, keeps the settings; unknown values are refused", async () => {
  const s = await server(["--throughput", "100"], { frozen: false });
  try {
    for (const body of [{ clock: "stopped" }, { clock: "advance", ms: 10 }, { clock: "frozen", ms: 10 }, { clock: "frozen", defaultRu: 50 }]) {
      const r = await clock(s, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(typeof r.body.message, "string");
    }
    await freeze(s);
    for (const body of [{ clock: "advance" }, { clock: "advance", ms: -1 }, { clock: "advance", ms: "10" }, { clock: "advance", ms: 1e12 }]) {
      assert.equal((await clock(s, body)).status, 400, JSON.stringify(body));
    }
    assert.ok((await spend(s, "c", "x")).throttled);
    await advance(s, 0);
    const view = (await s.request("GET", "/_test/budget")).body;
    assert.equal(view.clock, "frozen");
    assert.equal(view.defaultRu, 100, "moving the clock keeps the settings");
    assert.equal((await s.createDoc("db", "c", big("kept", "x"), "x")).status, 429, "and the spent buckets");
    await advance(s, 1000);
    assert.equal((await s.createDoc("db", "c", big("refilled", "x"), "x")).status, 201, "a second on, they are refilled");
    assert.equal((await clock(s, { clock: "real" })).body.clock, "real");
  } finally {
    await s.stop();
  }
});

// The clock itself, in process: one partition of 100 RU/s.
const TARGET = { dbId: "db", collId: "c", collRid: "r", dbRid: "d", rangeIndexes: [0], partitions: 1, low: false };
const budgetOf = () => new Budget({ enabled: true, containers: { c: 100 } });

test("clock frozen: no refill however long the wall clock runs; advance: refill by the rate, at most a second's worth", async () => {
  const b = budgetOf();
  b.clock.set({ clock: "frozen" });
  b.charge(TARGET, 150); // 50 RU overdrawn: 500 ms to 0
  const wait = b.admit(TARGET);
  assert.ok(wait > 500 && wait <= 501, `${wait}`);
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(b.admit(TARGET), wait, "frozen: nothing refilled");
  b.clock.set({ clock: "advance", ms: 250 });
  assert.equal(b.admit(TARGET), wait - 250, "250 ms refill 25 RU");
  b.clock.set({ clock: "advance", ms: 5000 });
  assert.equal(b.admit(TARGET), 0);
  b.charge(TARGET, 100);
  assert.ok(b.admit(TARGET) > 0, "the bucket holds at most a second's worth (100 RU), not 5 seconds'");
});

test("after x-ms-retry-after-ms the request is served, to the millisecond", () => {
  const b = new Budget({ enabled: true, containers: { c: 1000 } }); // 1 RU a millisecond: exact sums
  b.clock.set({ clock: "frozen" });
  b.charge(TARGET, 1010); // 10 RU overdrawn
  const wait = b.admit(TARGET);
  b.clock.set({ clock: "advance", ms: wait - 1 });
  assert.ok(b.admit(TARGET) > 0, "a millisecond early");
  b.clock.set({ clock: "advance", ms: 1 });
  assert.equal(b.admit(TARGET), 0, `served after the ${wait} ms it was told`);
});

test("clock real (the default): the wall clock refills; back from frozen, time runs on from the frozen instant", async () => {
  const b = budgetOf();
  assert.equal(b.view().clock, "real");
  b.charge(TARGET, 110);
  const wait = b.admit(TARGET);
  assert.ok(wait > 0);
  await new Promise((r) => setTimeout(r, wait + 1));
  assert.equal(b.admit(TARGET), 0, "refilled by the wall clock");

  b.clock.set({ clock: "frozen" });
  b.charge(TARGET, 100); // from at most 100 RU left: at most 0 left
  b.clock.set({ clock: "advance", ms: 900 }); // ahead of the wall clock, and at least 90 RU back
  b.clock.set({ clock: "real" });
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(b.admit(TARGET), 0, "the clock did not go back 900 ms");
});

test("a latency per data operation, with jitter; none on metadata", async () => {
  const s = await server(["--latency-ms", "40", "--latency-jitter-ms", "20"], { frozen: false });
  try {
    const times = [];
    for (let i = 0; i < 5; i += 1) {
      const t0 = process.hrtime.bigint();
      await s.readDoc("db", "c", "none", "x");
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    assert.ok(times.every((t) => t >= 40), `each read waits at least 40 ms: ${times}`);
    assert.ok(new Set(times.map(Math.round)).size > 1, `jitter varies them: ${times}`);
    // a latency far above what a busy machine adds, so that a metadata request that waited shows
    assert.equal((await s.request("PUT", "/_test/budget", { body: { enabled: false, latencyMs: 2000 } })).status, 200);
    const metadata = [];
    for (let i = 0; i < 3; i += 1) {
      const t0 = process.hrtime.bigint();
      await s.request("GET", "/dbs/db");
      metadata.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    assert.ok(Math.min(...metadata) < 2000, `metadata requests do not wait: ${metadata}`);
  } finally {
    await s.stop();
  }
});

test("--multiple-write-regions: the account says every region takes writes; writes marked tentative are counted", async () => {
  const s = await server(["--multiple-write-regions"], { frozen: false });
  try {
    assert.equal((await s.request("GET", "/")).body.enableMultipleWriteLocations, true);
    await s.createDoc("db", "c", { id: "t", pk: "x" }, "x", { "x-ms-cosmos-allow-tentative-writes": "true" });
    await s.createDoc("db", "c", { id: "u", pk: "x" }, "x");
    assert.equal((await s.request("GET", "/_test/budget")).body.stats.c.tentativeWrites, 1);
  } finally {
    await s.stop();
  }
  const single = await server([], { frozen: false });
  try {
    assert.equal((await single.request("GET", "/")).body.enableMultipleWriteLocations, false);
  } finally {
    await single.stop();
  }
});
