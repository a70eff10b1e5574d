"use strict";
// Fault injection, switched on and off at run time through the admin endpoint /_test/faults
// (see README.md, "Fault injection"). Admin requests themselves are never faulted.

const OPERATIONS = ["read", "create", "replace", "upsert", "delete", "patch", "query", "queryplan", "readfeed", "batch", "storedprocedure", "changefeed", "metadata"];
// "*" means every data-plane operation: all of the above but "metadata" (databases, containers,
// pkranges, script resources, the account), which must be named explicitly.
const STAR = OPERATIONS.filter((o) => o !== "metadata");

const FAULTS = {
  429: { code: "TooManyRequests", subStatus: 3200, message: "Request rate is large. More Request Units may be needed, so no changes were made. Please retry this request later. Learn more: http://aka.ms/cosmosdb-error-429" },
  408: { code: "RequestTimeout", subStatus: 0, message: "Request timed out. More info: https://aka.ms/cosmosdb-tsg-request-timeout" },
  503: { code: "ServiceUnavailable", subStatus: 21008, message: "Service is currently unavailable. More info: https://aka.ms/cosmosdb-tsg-service-unavailable" },
  // A write that met a concurrent write to the same resource inside the service: "retry", nothing was written.
  449: { code: "RetryWith", subStatus: 0, message: "Conflicting request to resource has been attempted. Retry to avoid conflicts." },
  // A stored procedure's conditional (ETag) write lost to a concurrent writer of the same item: the
  // service runs scripts beside other writes of the partition, so on a hot post they lose races.
  412: { code: "PreconditionFailed", subStatus: 0, message: "One of the specified pre-condition is not met" },
  // The container (or its database) is gone: deleted or recreated under the client's feet.
  404: { code: "NotFound", subStatus: 1003, message: "Owner resource does not exist" }
};

class FaultError extends Error {
  constructor(message) {
    super(message);
    this.status = 400;
    this.code = "BadRequest";
  }
}

/** mulberry32: a small seedable PRNG, so a test's "share" of faults is repeatable. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function list(v, name, allowed) {
  const arr = Array.isArray(v) ? v : [v === undefined ? "*" : v];
  return arr.map((x) => {
    if (typeof x !== "string" || x === "") throw new FaultError(`${name} must be a string or a list of strings`);
    const s = name === "operation" ? x.toLowerCase() : x;
    if (allowed && s !== "*" && !allowed.includes(s)) throw new FaultError(`unknown ${name} '${x}' (one of ${allowed.join(", ")}, or "*")`);
    return s;
  });
}

function validateRule(r, i) {
  if (!r || typeof r !== "object" || Array.isArray(r)) throw new FaultError(`rule ${i} must be an object`);
  const known = ["id", "operation", "container", "partitionKeyRangeId", "count", "share", "fault", "retryAfterMs", "subStatus", "after"];
  for (const k of Object.keys(r)) if (!known.includes(k)) throw new FaultError(`rule ${i}: unknown field '${k}'`);
  let fault = r.fault === undefined ? 429 : r.fault;
  if (typeof fault === "string" && /^\d+$/.test(fault)) fault = parseInt(fault, 10);
  if (fault !== "drop" && !FAULTS[fault]) throw new FaultError(`rule ${i}: fault must be 429, 408, 503, 449, 412, 404 or "drop"`);
  if (r.count !== undefined && !(Number.isInteger(r.count) && r.count >= 0)) throw new FaultError(`rule ${i}: count must be an integer >= 0`);
  if (r.share !== undefined && !(typeof r.share === "number" && r.share >= 0 && r.share <= 1)) throw new FaultError(`rule ${i}: share must be a number in 0..1`);
  if (r.retryAfterMs !== undefined && !(Number.isInteger(r.retryAfterMs) && r.retryAfterMs >= 0)) throw new FaultError(`rule ${i}: retryAfterMs must be an integer >= 0`);
  if (r.subStatus !== undefined && !Number.isInteger(r.subStatus)) throw new FaultError(`rule ${i}: subStatus must be an integer`);
  if (r.after !== undefined && typeof r.after !== "boolean") throw new FaultError(`rule ${i}: after must be a boolean`);
  if (r.after && (fault === 429 || fault === 449 || fault === 412 || fault === 404)) {
    throw new FaultError(`rule ${i}: a ${fault} never happens after the operation ran (use 408, 503 or "drop")`);
  }
  const ranges = r.partitionKeyRangeId === undefined ? undefined : list(r.partitionKeyRangeId, "partitionKeyRangeId").map(String);
  return {
    id: r.id === undefined ? `rule-${i}` : String(r.id),
    operation: list(r.operation, "operation", OPERATIONS),
    container: list(r.container, "container"),
    partitionKeyRangeId: ranges,
    count: r.count, // undefined = unlimited
    share: r.share === undefined ? 1 : r.share,
    fault,
    retryAfterMs: r.retryAfterMs === undefined ? 100 : r.retryAfterMs,
    subStatus: r.subStatus === undefined ? (fault === "drop" ? undefined : FAULTS[fault].subStatus) : r.subStatus,
    after: Boolean(r.after),
    remaining: r.count,
    matched: 0,
    fired: 0
  };
}

class Faults {
  constructor() {
    this.clear();
  }

  clear() {
    this.rules = [];
    this.seed = 1;
    this.random = rng(this.seed);
  }

  /** body: [rule, ...] or {seed, rules: [rule, ...]}. Replaces every rule. */
  set(body) {
    const rules = Array.isArray(body) ? body : body && body.rules;
    if (!Array.isArray(rules)) throw new FaultError('expected a JSON list of rules, or {"seed": n, "rules": [...]}');
    const seed = !Array.isArray(body) && body.seed !== undefined ? body.seed : 1;
    if (!Number.isInteger(seed)) throw new FaultError("seed must be an integer");
    const parsed = rules.map(validateRule);
    this.rules = parsed;
    this.seed = seed;
    this.random = rng(seed);
  }

  view() {
    return {
      seed: this.seed,
      rules: this.rules.map((r) => ({
        id: r.id,
        operation: r.operation,
        container: r.container,
        partitionKeyRangeId: r.partitionKeyRangeId,
        count: r.count,
        share: r.share,
        fault: r.fault,
        retryAfterMs: r.retryAfterMs,
        subStatus: r.subStatus,
        after: r.after,
        remaining: r.remaining === undefined ? null : r.remaining,
        matched: r.matched,
        fired: r.fired
      }))
    };
  }

  /**
   * The first rule that fires for this request, or undefined. op: {operation, container,
   * rangeId}. A rule whose count is used up is skipped. A rule with a share draws one random
   * number per matching request.
   */
  pick(op) {
    for (const r of this.rules) {
      if (r.remaining !== undefined && r.remaining <= 0) continue;
      const opOk = r.operation.some((o) => (o === "*" ? STAR.includes(op.operation) : o === op.operation));
      if (!opOk) continue;
      if (!r.container.some((c) => c === "*" || c === op.container)) continue;
      if (r.partitionKeyRangeId && !r.partitionKeyRangeId.includes(String(op.rangeId))) continue;
      r.matched += 1;
      if (r.share < 1 && !(this.random() < r.share)) continue;
      if (r.remaining !== undefined) r.remaining -= 1;
      r.fired += 1;
      return r;
    }
    return undefined;
  }
}

module.exports = { Faults, FaultError, FAULTS, OPERATIONS };
