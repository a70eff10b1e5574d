"use strict";
// Item: --partitions N: partition key ranges, EPK routing (V1 and V2), per-range queries and
// change feeds.
const test = require("node:test");
const assert = require("node:assert/strict");
const { startServer } = require("./helpers");
const { epkOfPkKey } = require("../lib/epk");

const N = 4;
let s;
const KEYS = [];
for (let i = 0; i < 60; i += 1) KEYS.push(`user-${i}`);
KEYS.push(7, 1.5, -3, true, false, null, "", "ü-ñ-日本");

test.before(async () => {
  s = await startServer(["--partitions", String(N)]);
  await s.createDatabase("db");
  await s.createContainer("db", "v1", "/pk"); // no version: V1, as the SDK then hashes
  await s.request("POST", "/dbs/db/colls", { body: { id: "v2", partitionKey: { paths: ["/pk"], kind: "Hash", version: 2 } } });
  for (const coll of ["v1", "v2"]) {
    for (let i = 0; i < KEYS.length; i += 1) {
      const r = await s.createDoc("db", coll, { id: `d${i}`, pk: KEYS[i], i }, KEYS[i]);
      assert.equal(r.status, 201);
    }
  }
});
test.after(() => s.stop());

const rangesOf = async (coll) => (await s.request("GET", `/dbs/db/colls/${coll}/pkranges`, { headers: { "a-im": "Incremental feed" } })).body.PartitionKeyRanges;
const rangeHeader = (id) => ({ "x-ms-documentdb-partitionkeyrangeid": id });

test("pkranges lists N contiguous ranges from \"\" to \"FF\"", async () => {
  for (const coll of ["v1", "v2"]) {
    const ranges = await rangesOf(coll);
    assert.equal(ranges.length, N);
    assert.deepEqual(ranges.map((r) => r.id), ["0", "1", "2", "3"]);
    assert.equal(ranges[0].minInclusive, "");
    assert.equal(ranges[N - 1].maxExclusive, "FF");
    for (let i = 1; i < N; i += 1) assert.equal(ranges[i].minInclusive, ranges[i - 1].maxExclusive);
    assert.ok(ranges.every((r) => r._rid && r.status === "online" && Array.isArray(r.parents)));
  }
  const again = await s.request("GET", "/dbs/db/colls/v1/pkranges", { headers: { "a-im": "Incremental feed", "if-none-match": '"1"' } });
  assert.equal(again.status, 304);
});

test("queries with a range header return exactly that range's documents (by the SDK's EPK)", async () => {
  for (const [coll, def] of [["v1", {}], ["v2", { version: 2 }]]) {
    const ranges = await rangesOf(coll);
    const seen = new Map();
    for (const r of ranges) {
      const page = await s.query("db", coll, "SELECT * FROM c", { headers: rangeHeader(r.id) });
      assert.equal(page.status, 200);
      assert.equal(page.headers["x-ms-session-token"].split(":")[0], r.id);
      for (const d of page.body.Documents) {
        const e = epkOfPkKey(JSON.stringify(d.pk), def);
        assert.ok(e >= r.minInclusive && (r.maxExclusive === "FF" || e < r.maxExclusive), `${coll} ${d.id} epk ${e} not in range ${r.id}`);
        assert.ok(!seen.has(d.id), "a document in two ranges");
        seen.set(d.id, r.id);
      }
    }
    assert.equal(seen.size, KEYS.length, "every document is in some range");
    assert.ok(new Set(seen.values()).size === N, "the keys spread over all ranges");
  }
});

test("queries with a partition key still work and need no range", async () => {
  const r = await s.query("db", "v2", "SELECT * FROM c ORDER BY c.i", { pkValue: "user-3" });
  assert.equal(r.status, 200);
  assert.deepEqual(r.body.Documents.map((d) => d.id), ["d3"]);
  assert.equal((await s.readDoc("db", "v1", "d7", "user-7")).status, 200);
});

test("each range serves its own change feed with its own LSNs", async () => {
  const ranges = await rangesOf("v2");
  const feed = (id, etag) =>
    s.request("GET", "/dbs/db/colls/v2/docs", { headers: { "a-im": "Incremental feed", ...rangeHeader(id), ...(etag ? { "if-none-match": etag } : {}), "x-ms-max-item-count": "1000" } });
  const etags = {};
  let total = 0;
  for (const r of ranges) {
    const page = await feed(r.id);
    assert.equal(page.status, 200);
    const lsns = page.body.Documents.map((d) => d._lsn);
    assert.deepEqual(lsns, lsns.map((x, i) => i + 1), "per-range LSNs start at 1 and are dense");
    assert.equal(page.headers.etag, `"${lsns[lsns.length - 1]}"`);
    assert.equal(page.headers["x-ms-session-token"], `${r.id}:-1#${lsns[lsns.length - 1]}`);
    etags[r.id] = page.headers.etag;
    total += lsns.length;
    assert.equal((await feed(r.id, page.headers.etag)).status, 304);
  }
  assert.equal(total, KEYS.length);
  // a write shows up in its range's feed only
  const up = await s.request("POST", "/dbs/db/colls/v2/docs", { headers: { ...s.pk("user-5"), "x-ms-documentdb-is-upsert": "true" }, body: { id: "d5", pk: "user-5", i: 5, v: 2 } });
  assert.equal(up.status, 200);
  const target = ranges.find((r) => {
    const e = epkOfPkKey(JSON.stringify("user-5"), { version: 2 });
    return e >= r.minInclusive && (r.maxExclusive === "FF" || e < r.maxExclusive);
  });
  for (const r of ranges) {
    const page = await feed(r.id, etags[r.id]);
    if (r.id === target.id) {
      assert.equal(page.status, 200);
      assert.deepEqual(page.body.Documents.map((d) => d.id), ["d5"]);
    } else assert.equal(page.status, 304);
  }
});

test("what is not supported with several ranges is refused, not misrouted", async () => {
  // a change feed over all ranges at once has no single LSN
  const cf = await s.request("GET", "/dbs/db/colls/v1/docs", { headers: { "a-im": "Incremental feed" } });
  assert.equal(cf.status, 400);
  // an unknown range id is 410 Gone / 1002, as for a split range
  const gone = await s.query("db", "v1", "SELECT * FROM c", { headers: rangeHeader("9") });
  assert.equal(gone.status, 410);
  assert.equal(gone.headers["x-ms-substatus"], "1002");
});

test("/_test/.../range names the range a partition key value falls in, the one its document is served from", async () => {
  const rangeOf = (coll, v) => s.request("GET", `/_test/dbs/db/colls/${coll}/range?pk=${encodeURIComponent(JSON.stringify(v))}`);
  for (const [coll, def] of [["v1", {}], ["v2", { version: 2 }]]) {
    const ranges = await rangesOf(coll);
    const served = new Map(); // pk (JSON) -> the range whose query returns its document
    for (const r of ranges) {
      for (const d of (await s.query("db", coll, "SELECT * FROM c", { headers: rangeHeader(r.id) })).body.Documents) served.set(JSON.stringify(d.pk), r.id);
    }
    for (const key of KEYS) {
      const got = await rangeOf(coll, key);
      assert.equal(got.status, 200);
      const range = ranges.find((r) => r.id === got.body.id);
      assert.deepEqual(got.body, { pk: key, epk: epkOfPkKey(JSON.stringify(key), def), id: served.get(JSON.stringify(key)),
        minInclusive: range.minInclusive, maxExclusive: range.maxExclusive }, `${coll} ${JSON.stringify(key)}`);
    }
    // as the header writes it: a one-value array is the value
    assert.equal((await rangeOf(coll, ["user-3"])).body.id, (await rangeOf(coll, "user-3")).body.id);
  }
  assert.equal((await s.request("GET", "/_test/dbs/db/colls/v1/range?pk=user-3")).status, 400, "not JSON");
  assert.equal((await s.request("GET", "/_test/dbs/db/colls/v1/range")).status, 400, "no pk");
  assert.equal((await rangeOf("nope", "user-3")).status, 404);
  assert.equal((await s.request("PUT", "/_test/dbs/db/colls/v1/range?pk=1")).status, 405);
});
