"use strict";
// Document store per container: logical partitions, ETags, a per-container LSN for the change
// feed, and transactions (an undo journal) so that batches, stored procedures and triggers can
// roll back every write they made.
const crypto = require("crypto");
const { documentRid } = require("./base");
const { CosmosError, PRECONDITION_FAILED } = require("./errors");
const { checkItemTtl, isExpired } = require("./ttl");

const nowTs = () => Math.floor(Date.now() / 1000);
const newEtag = () => `"${crypto.randomUUID()}"`;
const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/** Key of a logical partition: JSON of the value; undefined/none => "{}". */
function pkKeyOf(value) {
  if (value === undefined) return "{}";
  return JSON.stringify(value);
}

/** Parses x-ms-documentdb-partitionkey header. Returns undefined if absent. */
function pkKeyFromHeader(header) {
  if (header === undefined || header === null || header === "") return undefined;
  let parsed;
  try {
    parsed = JSON.parse(header);
  } catch (e) {
    throw new CosmosError(400, `Failed to parse partition key header ${header}`);
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return "{}";
    if (parsed.length > 1) throw new CosmosError(400, "Hierarchical partition keys are not supported by this test server");
    parsed = parsed[0];
  }
  if (parsed && typeof parsed === "object" && Object.keys(parsed).length === 0) return "{}";
  return pkKeyOf(parsed);
}

const MAX_ITEM_BYTES = 2 * 1024 * 1024;

class Transaction {
  constructor() {
    this.journal = [];
    this.charge = 0;
  }
  record(store, pkKey, id, prev) {
    this.journal.push({ store, pkKey, id, prev });
  }
  rollback() {
    for (let i = this.journal.length - 1; i >= 0; i -= 1) {
      const { store, pkKey, id, prev } = this.journal[i];
      store._restore(pkKey, id, prev);
    }
    this.journal = [];
  }
}

class ContainerStore {
  constructor(collMeta) {
    this.meta = collMeta; // library collection resource ({id,_rid,_self,partitionKey,...})
    const paths = (collMeta.partitionKey && collMeta.partitionKey.paths) || ["/id"];
    this.pkPath = paths[0].slice(1).split("/");
    this.parts = new Map(); // pkKey -> Map(id -> rec)   rec = {doc, lsn, pkKey}
    this.byRid = new Map(); // rid -> rec
    // LSNs are per partition key range (physical partition), as on the service. With one range
    // ("0", the default) that is one LSN for the whole container.
    this.rangeLsn = new Map(); // rangeId -> last LSN
    this.rangeOf = () => "0"; // pkKey -> rangeId; the server installs the EPK routing (--partitions)
    this.ridCount = 0;
  }

  /** The highest LSN of any range (the container's LSN when there is one range). */
  get lsn() {
    let max = 0;
    for (const v of this.rangeLsn.values()) if (v > max) max = v;
    return max;
  }

  lsnOfRange(rangeId) {
    return this.rangeLsn.get(String(rangeId)) || 0;
  }

  _bump(pkKey) {
    const r = this.rangeOf(pkKey);
    const next = (this.rangeLsn.get(r) || 0) + 1;
    this.rangeLsn.set(r, next);
    return next;
  }

  /** The container's composite indexes (indexingPolicy.compositeIndexes), [] when none. */
  compositeIndexes() {
    const ip = this.meta && this.meta.indexingPolicy;
    return (ip && Array.isArray(ip.compositeIndexes) && ip.compositeIndexes) || [];
  }

  /** What the query engine checks a query against: the indexing policy and the partition key paths. */
  indexing() {
    const ip = (this.meta && this.meta.indexingPolicy) || undefined;
    const pk = (this.meta && this.meta.partitionKey && this.meta.partitionKey.paths) || [];
    return { policy: ip, partitionKeyPaths: pk };
  }

  pkKeyOfDoc(doc) {
    let v = doc;
    for (const k of this.pkPath) {
      if (v === null || typeof v !== "object") {
        v = undefined;
        break;
      }
      v = v[k];
    }
    return pkKeyOf(v);
  }

  _newRid() {
    this.ridCount += 1;
    // As real Cosmos DB does: a "/" in a resource id would split its _self link.
    return documentRid(this.meta._rid, this.ridCount).replace(/\//g, "-");
  }

  part(pkKey, create) {
    let p = this.parts.get(pkKey);
    if (!p && create) {
      p = new Map();
      this.parts.set(pkKey, p);
    }
    return p;
  }

  /** The record of an item that has not expired (lib/ttl.js): an expired one is gone for every read. */
  _live(rec) {
    return rec && !isExpired(this.meta, rec.doc, nowTs()) ? rec : undefined;
  }

  get(pkKey, id) {
    const p = this.parts.get(pkKey);
    const rec = this._live(p && p.get(id));
    return rec ? rec.doc : undefined;
  }

  /** Removes expired items for good: no write, no LSN, nothing in the change feed. */
  purgeExpired() {
    const now = nowTs();
    for (const [k, p] of this.parts) {
      for (const [id, rec] of p) {
        if (isExpired(this.meta, rec.doc, now)) {
          p.delete(id);
          this.byRid.delete(rec.doc._rid);
        }
      }
      if (p.size === 0) this.parts.delete(k);
    }
  }

  /** Finds a doc by id or _rid, optionally within a partition. */
  find(pkKey, idOrRid) {
    if (pkKey !== undefined) {
      const d = this.get(pkKey, idOrRid);
      if (d) return d;
      const rec = this._live(this.byRid.get(idOrRid));
      return rec && rec.pkKey === pkKey ? rec.doc : undefined;
    }
    const rec = this._live(this.byRid.get(idOrRid));
    if (rec) return rec.doc;
    for (const p of this.parts.values()) {
      const r = this._live(p.get(idOrRid));
      if (r) return r.doc;
    }
    return undefined;
  }

  /**
   * Documents of one logical partition (pkKey), or of every partition accepted by keep(pkKey)
   * (all when keep is absent).
   */
  docs(pkKey, keep) {
    if (pkKey !== undefined) {
      const p = this.parts.get(pkKey);
      return p ? [...p.values()].filter((r) => this._live(r)).map((r) => r.doc) : [];
    }
    const out = [];
    for (const [k, p] of this.parts) {
      if (keep && !keep(k)) continue;
      for (const r of p.values()) if (this._live(r)) out.push(r.doc);
    }
    return out;
  }

  /** LSN of the last write of the document with this _rid (undefined if unknown). */
  lsnOfRid(rid) {
    const rec = this.byRid.get(rid);
    return rec ? rec.lsn : undefined;
  }

  count() {
    let n = 0;
    for (const p of this.parts.values()) n += p.size;
    return n;
  }

  _checkPk(doc, pkKey) {
    const docPk = this.pkKeyOfDoc(doc);
    if (pkKey !== undefined && docPk !== pkKey) {
      throw new CosmosError(400, "PartitionKey extracted from document doesn't match the one specified in the header");
    }
    return docPk;
  }

  _validateBody(body) {
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new CosmosError(400, "The document body must be a JSON object");
    // The service's item size limit, however the item is written (a request, a batch, a patch, a script).
    if (Buffer.byteLength(JSON.stringify(body)) > MAX_ITEM_BYTES) throw new CosmosError(413, "Request size is too large");
    if (typeof body.id !== "string" || body.id === "") throw new CosmosError(400, "The input content is invalid because the required properties - 'id; ' - are missing");
    checkItemTtl(body);
    if (/[/\\?#]/.test(body.id)) throw new CosmosError(400, "The input name contains invalid characters");
  }

  _write(tx, pkKey, id, doc, prevRec) {
    tx.record(this, pkKey, id, prevRec);
    const rec = { doc, lsn: this._bump(pkKey), pkKey };
    this.part(pkKey, true).set(id, rec);
    this.byRid.set(doc._rid, rec);
    return doc;
  }

  _restore(pkKey, id, prevRec) {
    const p = this.part(pkKey, true);
    const cur = p.get(id);
    if (cur) this.byRid.delete(cur.doc._rid);
    if (prevRec) {
      p.set(id, prevRec);
      this.byRid.set(prevRec.doc._rid, prevRec);
    } else {
      p.delete(id);
      if (p.size === 0) this.parts.delete(pkKey);
    }
  }

  _stamp(body, rid) {
    const doc = clone(body);
    delete doc._lsn;
    doc._rid = rid;
    doc._self = `${this.meta._self}/docs/${rid}/`;
    doc._etag = newEtag();
    doc._attachments = "attachments/";
    doc._ts = nowTs();
    return doc;
  }

  create(tx, pkKey, body) {
    this._validateBody(body);
    const docPk = this._checkPk(body, pkKey);
    const prev = this.part(docPk, true).get(body.id);
    if (this._live(prev)) throw new CosmosError(409, "Entity with the specified id already exists in the system.");
    // An expired item not yet purged takes no id: the new one replaces it (a rollback puts it back).
    if (prev) this.byRid.delete(prev.doc._rid);
    return this._write(tx, docPk, body.id, this._stamp(body, this._newRid()), prev);
  }

  replace(tx, pkKey, id, body, ifMatch) {
    this._validateBody(body);
    if (id !== undefined && body.id !== id) throw new CosmosError(400, "The id in the body does not match the id in the request");
    const docPk = this._checkPk(body, pkKey);
    const p = this.part(docPk, false);
    const prev = this._live(p && p.get(body.id));
    if (!prev) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
    if (ifMatch && ifMatch !== "*" && ifMatch !== prev.doc._etag) {
      throw new CosmosError(412, PRECONDITION_FAILED);
    }
    return this._write(tx, docPk, body.id, this._stamp(body, prev.doc._rid), prev);
  }

  /** Returns { doc, created } */
  upsert(tx, pkKey, body, ifMatch) {
    this._validateBody(body);
    const docPk = this._checkPk(body, pkKey);
    const p = this.part(docPk, false);
    const prev = this._live(p && p.get(body.id));
    if (!prev) {
      if (ifMatch && ifMatch !== "*") throw new CosmosError(412, PRECONDITION_FAILED);
      return { doc: this.create(tx, docPk, body), created: true };
    }
    return { doc: this.replace(tx, docPk, body.id, body, ifMatch), created: false };
  }

  delete(tx, pkKey, id, ifMatch) {
    const keys = pkKey !== undefined ? [pkKey] : [...this.parts.keys()];
    for (const k of keys) {
      const p = this.parts.get(k);
      const prev = this._live(p && p.get(id));
      if (!prev) continue;
      if (ifMatch && ifMatch !== "*" && ifMatch !== prev.doc._etag) {
        throw new CosmosError(412, PRECONDITION_FAILED);
      }
      tx.record(this, k, id, prev);
      this._bump(k); // a delete is a write too: it advances the partition's LSN (session token)
      p.delete(id);
      this.byRid.delete(prev.doc._rid);
      if (p.size === 0) this.parts.delete(k);
      return prev.doc;
    }
    throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
  }

  /**
   * Change feed, latest-version mode: each live item once, at the LSN of its last write,
   * ordered by LSN, after `since`. Deletes are not reported (as in real Cosmos), nor expiries.
   */
  changes(since, pkKey, maxItems, ifModifiedSinceTs, keep) {
    const recs = [];
    const parts =
      pkKey !== undefined ? [this.parts.get(pkKey)].filter(Boolean) : [...this.parts].filter(([k]) => !keep || keep(k)).map(([, p]) => p);
    for (const p of parts) {
      for (const r of p.values()) {
        if (r.lsn > since && this._live(r) && (ifModifiedSinceTs === undefined || r.doc._ts >= ifModifiedSinceTs)) recs.push(r);
      }
    }
    recs.sort((a, b) => a.lsn - b.lsn);
    const page = maxItems && maxItems > 0 ? recs.slice(0, maxItems) : recs;
    return page.map((r) => ({ doc: { ...r.doc, _lsn: r.lsn }, lsn: r.lsn }));
  }
}

module.exports = { ContainerStore, Transaction, pkKeyOf, pkKeyFromHeader, clone, newEtag, nowTs };
