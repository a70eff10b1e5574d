"use strict";
// Effective partition key hashing: vectors from the Azure Java SDK's own unit test
// (PartitionKeyHashingTests.effectivePartitionKeyHashV1 / effectivePartitionKeyHashV2).
const test = require("node:test");
const assert = require("node:assert/strict");
const { epkV1, epkV2, UNDEFINED, splitRanges, rangeIdOf, epkOfPkKey } = require("../lib/epk");

const A1024 = "a".repeat(1024);
const V1 = [
  ["", "05C1CF33970FF80800"],
  ["partitionKey", "05C1E1B3D9CD2608716273756A756A706F4C667A00"],
  [A1024, `05C1EB5921F70608${"62".repeat(100)}00`],
  [null, "05C1ED45D7475601"],
  [UNDEFINED, "05C1D529E345DC00"],
  [true, "05C1D7C5A903D803"],
  [false, "05C1DB857D857C02"],
  [-128, "05C1D73349F54C053FA0"],
  [127, "05C1DD539DDFCC05C05FE0"],
  [-9223372036854775808, "05C1DB35F33D1C053C20"],
  [9223372036854775807, "05C1B799AB2DD005C3E0"],
  [-2147483648, "05C1DFBF252BCC053E20"],
  [2147483647, "05C1E1F503DFB205C1DFFFFFFFFC"],
  [Number.MIN_VALUE, "05C1E5C91F4D3005800101010101010102"],
  [Number.MAX_VALUE, "05C1CBE367C53005FFEFFFFFFFFFFFFFFE"]
];
const V2 = [
  ["", "32E9366E637A71B4E710384B2F4970A0"],
  ["partitionKey", "013AEFCF77FA271571CF665A58C933F1"],
  [A1024, "332BDF5512AE49615F32C7D98C2DB86C"],
  [null, "378867E4430E67857ACE5C908374FE16"],
  [UNDEFINED, "11622DAA78F835834610ABE56EFF5CB5"],
  [true, "0E711127C5B5A8E4726AC6DD306A3E59"],
  [false, "2FE1BE91E90A3439635E0E9E37361EF2"],
  [-128, "01DAEDABF913540367FE219B2AD06148"],
  [127, "0C507ACAC853ECA7977BF4CEFB562A25"],
  [-9223372036854775808, "23D5C6395512BDFEAFADAD15328AD2BB"],
  [9223372036854775807, "2EDB959178DFCCA18983F89384D1629B"],
  [-2147483648, "0B1660D5233C3171725B30D4A5F4CC1F"],
  [2147483647, "2D9349D64712AEB5EB1406E2F0BE2725"],
  [Number.MIN_VALUE, "0E6CBA63A280927DE485DEF865800139"],
  [Number.MAX_VALUE, "31424D996457102634591FF245DBCC4D"]
];

test("V1 effective partition keys match the Java SDK", () => {
  for (const [v, want] of V1) assert.equal(epkV1([v]), want, `value ${String(v)}`);
});

test("V2 effective partition keys match the Java SDK", () => {
  for (const [v, want] of V2) assert.equal(epkV2([v]), want, `value ${String(v)}`);
});

test("store keys map to the same EPKs", () => {
  assert.equal(epkOfPkKey('"partitionKey"', {}), "05C1E1B3D9CD2608716273756A756A706F4C667A00");
  assert.equal(epkOfPkKey('"partitionKey"', { version: 2 }), "013AEFCF77FA271571CF665A58C933F1");
  assert.equal(epkOfPkKey("{}", { version: 2 }), "11622DAA78F835834610ABE56EFF5CB5");
  assert.equal(epkOfPkKey("null", { version: 1 }), "05C1ED45D7475601");
});

test("ranges split the EPK space and every key falls in exactly one", () => {
  for (const def of [{}, { version: 2 }]) {
    const ranges = splitRanges(4, def);
    assert.equal(ranges[0].minInclusive, "");
    assert.equal(ranges[3].maxExclusive, "FF");
    for (let i = 1; i < 4; i += 1) assert.equal(ranges[i].minInclusive, ranges[i - 1].maxExclusive);
    const seen = new Set();
    for (let i = 0; i < 400; i += 1) {
      const epk = epkOfPkKey(JSON.stringify(`key-${i}`), def);
      const id = rangeIdOf(ranges, epk);
      const r = ranges[Number(id)];
      assert.ok(epk >= r.minInclusive && (r.maxExclusive === "FF" || epk < r.maxExclusive));
      seen.add(id);
    }
    assert.equal(seen.size, 4, "400 keys should reach all 4 ranges");
  }
});
