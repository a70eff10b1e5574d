"use strict";
// The throughput budget: request units per second per container (or shared by its database), split
// over its physical partitions, 429/3200 with x-ms-retry-after-ms past a partition's share, low
// priority throttled first, the serverless limits, and a latency per operation.
const test = require("node:test");
const assert = require("node:assert/strict");
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

async function server(args) {
  const s = await startServer(args);
  await s.createDatabase("db");
  await s.createContainer("db", "c", "/pk");
  return s;
}

test("off by default: no request is ever throttled", async () => {
  const s = await server([]);
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
    assert.ok(written >= 3 && written <= 8, `about 100 RU of writes were served first, not ${written}`);
    assert.equal(throttled.body.code, "TooManyRequests");
    assert.equal(throttled.headers["x-ms-substatus"], "3200");
    assert.equal(throttled.headers["x-ms-request-charge"], "0.00");
    const wait = Number(throttled.headers["x-ms-retry-after-ms"]);
    assert.ok(wait >= 1 && wait <= 1000, `retry after ${wait} ms`);
    await new Promise((r) => setTimeout(r, wait + 5));
    assert.equal((await s.createDoc("db", "c", big("after", "x"), "x")).status, 201);
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
    await new Promise((r) => setTimeout(r, 1000)); // the probes' charge refilled
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
    await new Promise((r) => setTimeout(r, 1100));

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
  } finally {
    await s.stop();
  }
});

test("a latency per data operation, with jitter; none on metadata", async () => {
  const s = await server(["--latency-ms", "40", "--latency-jitter-ms", "20"]);
  try {
    const times = [];
    for (let i = 0; i < 5; i += 1) {
      const t0 = process.hrtime.bigint();
      await s.readDoc("db", "c", "none", "x");
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    assert.ok(times.every((t) => t >= 40), `each read waits at least 40 ms: ${times}`);
    assert.ok(new Set(times.map(Math.round)).size > 1, `jitter varies them: ${times}`);
    const t0 = process.hrtime.bigint();
    await s.request("GET", "/dbs/db");
    assert.ok(Number(process.hrtime.bigint() - t0) / 1e6 < 40);
  } finally {
    await s.stop();
  }
});

test("--multiple-write-regions: the account says every region takes writes; writes marked tentative are counted", async () => {
  const s = await server(["--multiple-write-regions"]);
  try {
    assert.equal((await s.request("GET", "/")).body.enableMultipleWriteLocations, true);
    await s.createDoc("db", "c", { id: "t", pk: "x" }, "x", { "x-ms-cosmos-allow-tentative-writes": "true" });
    await s.createDoc("db", "c", { id: "u", pk: "x" }, "x");
    assert.equal((await s.request("GET", "/_test/budget")).body.stats.c.tentativeWrites, 1);
  } finally {
    await s.stop();
  }
  const single = await server([]);
  try {
    assert.equal((await single.request("GET", "/")).body.enableMultipleWriteLocations, false);
  } finally {
    await single.stop();
  }
});
