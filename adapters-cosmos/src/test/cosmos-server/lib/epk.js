"use strict";
// Effective partition keys (EPK), computed exactly as the Java SDK (com.azure:azure-cosmos 4.x)
// computes them in PartitionKeyInternalHelper, so that a document lands in the partition key
// range the SDK routes its requests to.
//
//   V1 (partitionKey.version absent or 1): MurmurHash3 x86 32-bit (seed 0) over the components'
//      "hashing" bytes (strings truncated to 100 chars); the EPK is the hex of the *binary
//      encoding* of [Number(hash as unsigned), ...truncated components].
//   V2 (partitionKey.version 2): MurmurHash3 x64 128-bit (seed 0) over the components' "hashing
//      V2" bytes; the EPK is the 16 hash bytes, big-endian h2 then h1, with the two top bits of
//      the first byte cleared, as 32 upper-case hex digits.
//
// Component bytes (PartitionKeyComponentType): undefined 0x00, null 0x01, false 0x02, true 0x03,
// number 0x05 + IEEE-754 double little-endian, string 0x08 + UTF-8 + (0x00 in V1 | 0xFF in V2).
// Test vectors: test/epk.test.js (from the SDK's PartitionKeyHashingTests).

const MIN_EPK = "";
const MAX_EPK = "FF";
const T = { UNDEFINED: 0x00, NULL: 0x01, FALSE: 0x02, TRUE: 0x03, NUMBER: 0x05, STRING: 0x08 };
const MAX_STRING_CHARS = 100;
const MAX_STRING_BYTES_TO_APPEND = 100;
const UNDEFINED = Symbol("undefined partition key component");

// ---------------------------------------------------------------- MurmurHash3
function murmur32(bytes, seed = 0) {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h1 = seed | 0;
  const len = bytes.length;
  const rounded = len & ~3;
  for (let i = 0; i < rounded; i += 4) {
    let k1 = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    k1 = Math.imul(k1, c1);
    k1 = (k1 << 15) | (k1 >>> 17);
    k1 = Math.imul(k1, c2);
    h1 ^= k1;
    h1 = (h1 << 13) | (h1 >>> 19);
    h1 = (Math.imul(h1, 5) + 0xe6546b64) | 0;
  }
  let k1 = 0;
  switch (len & 3) {
    case 3:
      k1 = bytes[rounded + 2] << 16;
    // fallthrough
    case 2:
      k1 |= bytes[rounded + 1] << 8;
    // fallthrough
    case 1:
      k1 |= bytes[rounded];
      k1 = Math.imul(k1, c1);
      k1 = (k1 << 15) | (k1 >>> 17);
      k1 = Math.imul(k1, c2);
      h1 ^= k1;
      break;
    default:
  }
  h1 ^= len;
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  h1 = Math.imul(h1, 0xc2b2ae35);
  h1 ^= h1 >>> 16;
  return h1 >>> 0;
}

const M64 = (1n << 64n) - 1n;
const rotl64 = (x, r) => ((x << BigInt(r)) | (x >> BigInt(64 - r))) & M64;
const fmix64 = (k) => {
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & M64;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & M64;
  k ^= k >> 33n;
  return k;
};
const le64 = (b, o) => {
  let v = 0n;
  for (let i = 7; i >= 0; i -= 1) v = (v << 8n) | BigInt(b[o + i]);
  return v;
};

/** MurmurHash3 x64 128-bit, seed 0. Returns [h1, h2] as BigInts. */
function murmur128(bytes) {
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  let h1 = 0n;
  let h2 = 0n;
  const len = bytes.length;
  let pos = 0;
  for (; pos < len - 15; pos += 16) {
    let k1 = le64(bytes, pos);
    let k2 = le64(bytes, pos + 8);
    k1 = (k1 * c1) & M64;
    k1 = rotl64(k1, 31);
    k1 = (k1 * c2) & M64;
    h1 ^= k1;
    h1 = rotl64(h1, 27);
    h1 = (h1 + h2) & M64;
    h1 = (h1 * 5n + 0x52dce729n) & M64;
    k2 = (k2 * c2) & M64;
    k2 = rotl64(k2, 33);
    k2 = (k2 * c1) & M64;
    h2 ^= k2;
    h2 = rotl64(h2, 31);
    h2 = (h2 + h1) & M64;
    h2 = (h2 * 5n + 0x38495ab5n) & M64;
  }
  const n = len & 15;
  let k1 = 0n;
  let k2 = 0n;
  for (let i = Math.min(n, 15) - 1; i >= 8; i -= 1) k2 ^= BigInt(bytes[pos + i]) << BigInt((i - 8) * 8);
  // as in the SDK, the tail's k2 is mixed in even when it is zero
  k2 = (k2 * c2) & M64;
  k2 = rotl64(k2, 33);
  k2 = (k2 * c1) & M64;
  h2 ^= k2;
  for (let i = Math.min(n, 8) - 1; i >= 0; i -= 1) k1 ^= BigInt(bytes[pos + i]) << BigInt(i * 8);
  k1 = (k1 * c1) & M64;
  k1 = rotl64(k1, 31);
  k1 = (k1 * c2) & M64;
  h1 ^= k1;
  h1 ^= BigInt(len);
  h2 ^= BigInt(len);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  h1 = fmix64(h1);
  h2 = fmix64(h2);
  h1 = (h1 + h2) & M64;
  h2 = (h2 + h1) & M64;
  return [h1, h2];
}

// ---------------------------------------------------------------- components
function doubleLE(v) {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(v, 0);
  return [...b];
}

function hashingBytes(components, v2) {
  const out = [];
  for (const c of components) {
    if (c === UNDEFINED) out.push(T.UNDEFINED);
    else if (c === null) out.push(T.NULL);
    else if (c === false) out.push(T.FALSE);
    else if (c === true) out.push(T.TRUE);
    else if (typeof c === "number") out.push(T.NUMBER, ...doubleLE(c));
    else if (typeof c === "string") out.push(T.STRING, ...Buffer.from(c, "utf8"), v2 ? 0xff : 0x00);
    else throw new Error(`unsupported partition key component ${JSON.stringify(c)}`);
  }
  return out;
}

/** NumberPartitionKeyComponent.writeForBinaryEncoding */
function numberBinary(value) {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value, 0);
  const raw = b.readBigUInt64BE(0);
  const mask = 0x8000000000000000n;
  let payload = raw < mask ? raw ^ mask : (~raw + 1n) & M64;
  const out = [T.NUMBER, Number(payload >> 56n)];
  payload = (payload << 8n) & M64;
  let byte = 0;
  let first = true;
  do {
    if (!first) out.push(byte);
    first = false;
    byte = Number((payload >> 56n) | 1n);
    payload = (payload << 7n) & M64;
  } while (payload !== 0n);
  out.push(byte & 0xfe);
  return out;
}

function binaryEncoding(components) {
  const out = [];
  for (const c of components) {
    if (c === UNDEFINED) out.push(T.UNDEFINED);
    else if (c === null) out.push(T.NULL);
    else if (c === false) out.push(T.FALSE);
    else if (c === true) out.push(T.TRUE);
    else if (typeof c === "number") out.push(...numberBinary(c));
    else if (typeof c === "string") {
      const utf8 = Buffer.from(c, "utf8");
      const short = utf8.length <= MAX_STRING_BYTES_TO_APPEND;
      out.push(T.STRING);
      const n = short ? utf8.length : MAX_STRING_BYTES_TO_APPEND + 1;
      for (let i = 0; i < n; i += 1) out.push((utf8[i] + 1) & 0xff); // Java: a signed byte is always < 0xFF
      if (short) out.push(0x00);
    } else throw new Error(`unsupported partition key component ${JSON.stringify(c)}`);
  }
  return out;
}

const hex = (bytes) => Buffer.from(bytes).toString("hex").toUpperCase();

function epkV1(components) {
  const truncated = components.map((c) => (typeof c === "string" && c.length > MAX_STRING_CHARS ? c.slice(0, MAX_STRING_CHARS) : c));
  const hash = murmur32(Buffer.from(hashingBytes(truncated, false)), 0);
  return hex(binaryEncoding([hash, ...truncated]));
}

function epkV2(components) {
  const [h1, h2] = murmur128(Buffer.from(hashingBytes(components, true)));
  const b = Buffer.alloc(16);
  b.writeBigUInt64BE(h2, 0);
  b.writeBigUInt64BE(h1, 8);
  b[0] &= 0x3f;
  return hex(b);
}

/** Partition key definition version: 2 when the container says so, else 1 (as the SDK reads it). */
function versionOf(partitionKeyDef) {
  const v = partitionKeyDef && partitionKeyDef.version;
  if (v === undefined || v === null || v === "") return 1;
  const n = parseInt(String(v).replace(/^v/i, ""), 10);
  return n === 2 ? 2 : 1;
}

/** The EPK of one partition key value (a JS value; UNDEFINED for a missing value). */
function effectivePartitionKey(value, partitionKeyDef) {
  const comps = [value];
  return versionOf(partitionKeyDef) === 2 ? epkV2(comps) : epkV1(comps);
}

/** Store key (JSON of the value, "{}" for none/undefined) -> EPK. */
function epkOfPkKey(pkKey, partitionKeyDef) {
  const value = pkKey === "{}" ? UNDEFINED : JSON.parse(pkKey);
  return effectivePartitionKey(value, partitionKeyDef);
}

/**
 * n ranges splitting the EPK space evenly, as [{id, minInclusive, maxExclusive}], ids "0".."n-1".
 * V2: boundaries are k * 2^126 / n as 32 hex digits. V1: boundaries are the binary encoding of
 * the hash number k * 2^32 / n (the service's V1 boundaries look like "05C1DFFFFFFFF8").
 */
function splitRanges(n, partitionKeyDef) {
  const v2 = versionOf(partitionKeyDef) === 2;
  const bounds = [MIN_EPK];
  for (let k = 1; k < n; k += 1) {
    if (v2) bounds.push(((BigInt(k) << 126n) / BigInt(n)).toString(16).toUpperCase().padStart(32, "0"));
    else bounds.push(hex(numberBinary(Math.floor((k * 2 ** 32) / n))));
  }
  bounds.push(MAX_EPK);
  const out = [];
  for (let i = 0; i < n; i += 1) out.push({ id: String(i), minInclusive: bounds[i], maxExclusive: bounds[i + 1] });
  return out;
}

/** Id of the range holding epk (ranges sorted, min inclusive, max exclusive; plain string order). */
function rangeIdOf(ranges, epk) {
  for (const r of ranges) if (epk >= r.minInclusive && (r.maxExclusive === MAX_EPK ? true : epk < r.maxExclusive)) return r.id;
  return ranges[ranges.length - 1].id;
}

module.exports = { murmur32, murmur128, epkV1, epkV2, effectivePartitionKey, epkOfPkKey, splitRanges, rangeIdOf, versionOf, UNDEFINED, MIN_EPK, MAX_EPK };
