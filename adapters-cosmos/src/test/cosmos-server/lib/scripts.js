"use strict";
// Stored procedures and triggers: the script resources and a JavaScript runtime (Node `vm`)
// implementing the part of the Cosmos DB server-side API that scripts use.
const vm = require("vm");
const crypto = require("crypto");
const { childRid } = require("./base");
const { CosmosError } = require("./errors");
const { newEtag, nowTs } = require("./store");
const { runPage } = require("./query");

// The service stops a script that runs longer than 5 s (its allowed execution time).
const SCRIPT_TIMEOUT_MS = 5000;
const ERROR_CODES = {
  BadRequest: 400,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PreconditionFailed: 412,
  RequestEntityTooLarge: 413,
  RetryWith: 449,
  InternalServerError: 500
};
const { CHARGE } = require("./charges");

// ---------------------------------------------------------------- resources
class ScriptRegistry {
  constructor(kind, collMeta) {
    this.kind = kind; // "sprocs" | "triggers"
    this.meta = collMeta;
    this.items = new Map();
    this.count = 0;
  }
  _rid() {
    this.count += 1;
    return childRid(this.meta._rid, this.kind === "sprocs" ? "storedProcedure" : "trigger", this.count);
  }
  _validate(body) {
    if (!body || typeof body.id !== "string" || !body.id) throw new CosmosError(400, "missing id");
    if (typeof body.body !== "string") throw new CosmosError(400, "missing body");
    checkSyntax(body.body);
    if (this.kind === "triggers") {
      if (!/^(pre|post)$/i.test(String(body.triggerType || ""))) throw new CosmosError(400, "invalid triggerType");
    }
  }
  _stamp(body, rid) {
    const r = { ...body, _rid: rid, _self: `${this.meta._self}/${this.kind}/${rid}/`, _etag: newEtag(), _ts: nowTs() };
    return r;
  }
  find(idOrRid) {
    if (this.items.has(idOrRid)) return this.items.get(idOrRid);
    for (const v of this.items.values()) if (v._rid === idOrRid) return v;
    return undefined;
  }
  create(body) {
    this._validate(body);
    if (this.items.has(body.id)) throw new CosmosError(409, "Resource with specified id or name already exists.");
    const r = this._stamp(body, this._rid());
    this.items.set(r.id, r);
    return r;
  }
  replace(id, body, ifMatch) {
    this._validate(body);
    const prev = this.find(id);
    if (!prev) throw new CosmosError(404, "Resource Not Found");
    if (ifMatch && ifMatch !== "*" && ifMatch !== prev._etag) throw new CosmosError(412, "Precondition failed");
    if (body.id !== prev.id) throw new CosmosError(400, "Renaming scripts is not supported by this test server");
    const r = this._stamp(body, prev._rid);
    this.items.set(r.id, r);
    return r;
  }
  upsert(body) {
    const prev = this.items.get(body && body.id);
    return prev ? { res: this.replace(prev.id, body), created: false } : { res: this.create(body), created: true };
  }
  delete(id) {
    const prev = this.find(id);
    if (!prev) throw new CosmosError(404, "Resource Not Found");
    this.items.delete(prev.id);
  }
  list() {
    return [...this.items.values()];
  }
}

function checkSyntax(body) {
  try {
    // eslint-disable-next-line no-new
    new vm.Script(`(${body}\n)`);
  } catch (e) {
    try {
      // eslint-disable-next-line no-new
      new vm.Script(body);
    } catch (e2) {
      throw new CosmosError(400, `Encountered exception while compiling Javascript. Exception = ${e2.message}`);
    }
  }
}

// ---------------------------------------------------------------- runtime
// Executions in progress. Requests may run concurrently (several scripts at once, interleaved at
// their awaits), so an unhandled rejection is attributed to the execution whose vm context created
// the promise: each context has its own Promise intrinsic.
const running = new Set(); // {state, Promise}
process.on("unhandledRejection", (reason, promise) => {
  for (const r of running) {
    if (promise instanceof r.Promise) {
      if (!r.state.error) r.state.error = reason || new Error("unhandled promise rejection");
      return;
    }
  }
  process.stderr.write(`cosmos-test-server: unhandled rejection ${reason && reason.stack}\n`);
});

class ScriptAbort extends Error {}

/**
 * The service's message for a script that failed (threw, rejected, timed out): the thrown
 * error's text after "Exception = Error: ", then a stack trace. A rethrown callback error's text is
 * the inner error document, e.g. {"Errors":["One of the specified pre-condition is not met"]},
 * so the caller can tell a lost ETag race from other failures. The status is always 400.
 */
function scriptFailureMessage(e, kind, id) {
  let text;
  if (e && typeof e === "object" && typeof e.message === "string") text = e.message;
  else if (e && typeof e === "object") {
    try {
      text = JSON.stringify(e);
    } catch (x) {
      text = String(e);
    }
  } else text = String(e);
  const what = kind === "trigger" ? "Javascript" : "function";
  const name = e && typeof e === "object" && typeof e.name === "string" && e.name ? e.name : "Error";
  return `Encountered exception while executing ${what}. Exception = ${name}: ${text}\r\nStack trace: ${name}: ${text}\n   at ${id}.js`;
}

/**
 * Runs one script (stored procedure or trigger) synchronously-by-queue.
 * opts: { script, args, store, pkKey, tx, budget, requestBody, responseBody, kind }
 * Returns { responseBody, requestBody, charge, logs } or throws CosmosError(400...).
 */
async function runScript(opts) {
  const { script, store, pkKey, tx } = opts;
  const state = { queue: [], ops: 0, error: null, charge: 0, logs: [] };
  const sandbox = { console: { log: (...a) => state.logs.push(a.map(String).join(" ")) } };
  const ctx = vm.createContext(sandbox, { name: `cosmos-script:${script.id}` });
  const ctxJsonParse = vm.runInContext("JSON.parse", ctx);
  const CtxError = vm.runInContext("Error", ctx);
  const toCtx = (v) => (v === undefined ? undefined : ctxJsonParse(JSON.stringify(v)));
  const fromCtx = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

  // As on the real server, an operation's error reaches the script's callback as an Error whose
  // message is the service's error document, {"Errors":["<text>"]}, with .number (the HTTP status)
  // and .body. A script that throws it on fails with that message inside its own (see below).
  const toCtxErr = (e) => {
    const status = e instanceof CosmosError ? e.status : 400;
    const text = JSON.stringify({ Errors: [e.message] });
    const err = new CtxError(text);
    err.number = status;
    err.body = text;
    return err;
  };
  const accept = () => {
    if (state.ops >= opts.budget) return false;
    state.ops += 1;
    return true;
  };
  const schedule = (cb, err, ...rest) => {
    if (typeof cb === "function") {
      state.queue.push(() => cb.call(collection, err, ...rest));
    } else if (err) {
      state.queue.push(() => {
        throw err;
      });
    }
  };
  const norm = (options, callback) => (typeof options === "function" ? [{}, options] : [options || {}, callback]);
  const idFromLink = (link) => {
    if (link && typeof link === "object") return link.id || link._rid;
    const s = String(link || "");
    const m = /\/docs\/([^/]+)\/?$/.exec(s) || /^([^/]+)$/.exec(s);
    if (!m) throw new CosmosError(400, `Invalid document link ${s}`);
    return decodeURIComponent(m[1]);
  };
  const op = (fn) => {
    try {
      return [null, fn()];
    } catch (e) {
      if (!(e instanceof CosmosError)) {
        return [toCtxErr(new CosmosError(400, e.message)), undefined];
      }
      return [toCtxErr(e), undefined];
    }
  };

  const collection = {
    getSelfLink: () => store.meta._self,
    getAltLink: () => store.altLink,
    createDocument(link, doc, options, callback) {
      [options, callback] = norm(options, callback);
      if (!accept()) return false;
      const [err, res] = op(() => {
        const body = fromCtx(doc);
        if (body && body.id === undefined && !options.disableAutomaticIdGeneration) body.id = crypto.randomUUID();
        const created = store.create(tx, pkKey, body);
        state.charge += CHARGE.write(created);
        return created;
      });
      schedule(callback, err, toCtx(res), toCtx({}));
      return true;
    },
    upsertDocument(link, doc, options, callback) {
      [options, callback] = norm(options, callback);
      if (!accept()) return false;
      const [err, res] = op(() => {
        const body = fromCtx(doc);
        if (body && body.id === undefined && !options.disableAutomaticIdGeneration) body.id = crypto.randomUUID();
        const stored = store.upsert(tx, pkKey, body, options.etag).doc;
        state.charge += CHARGE.write(stored);
        return stored;
      });
      schedule(callback, err, toCtx(res), toCtx({}));
      return true;
    },
    replaceDocument(link, doc, options, callback) {
      [options, callback] = norm(options, callback);
      if (!accept()) return false;
      const [err, res] = op(() => {
        const body = fromCtx(doc);
        const id = idFromLink(link);
        const existing = store.find(pkKey, id);
        if (!existing) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
        const replaced = store.replace(tx, pkKey, existing.id, body, options.etag);
        state.charge += CHARGE.write(replaced);
        return replaced;
      });
      schedule(callback, err, toCtx(res), toCtx({}));
      return true;
    },
    readDocument(link, options, callback) {
      [options, callback] = norm(options, callback);
      if (!accept()) return false;
      const [err, res] = op(() => {
        const d = store.find(pkKey, idFromLink(link));
        state.charge += CHARGE.read(d);
        if (!d) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
        return d;
      });
      schedule(callback, err, toCtx(res), toCtx({}));
      return true;
    },
    deleteDocument(link, options, callback) {
      [options, callback] = norm(options, callback);
      if (!accept()) return false;
      const [err] = op(() => {
        const existing = store.find(pkKey, idFromLink(link));
        if (!existing) throw new CosmosError(404, "Entity with the specified id does not exist in the system.");
        state.charge += CHARGE.write(existing);
        return store.delete(tx, pkKey, existing.id, options.etag);
      });
      schedule(callback, err, toCtx({}));
      return true;
    },
    queryDocuments(link, query, options, callback) {
      [options, callback] = norm(options, callback);
      if (!accept()) return false;
      const [err, res] = op(() => {
        const spec = typeof query === "string" ? query : fromCtx(query);
        const pageSize = options.pageSize === undefined || options.pageSize === null ? 100 : options.pageSize;
        const page = runPage(store.docs(pkKey), spec, { pageSize, continuation: options.continuation, compositeIndexes: store.compositeIndexes(), indexing: store.indexing() });
        state.charge += CHARGE.query(page.items);
        return page;
      });
      schedule(callback, err, res ? toCtx(res.items) : undefined, toCtx(res && res.continuation ? { continuation: res.continuation } : {}));
      return true;
    },
    readDocuments(link, options, callback) {
      return collection.queryDocuments(link, "SELECT * FROM root", options, callback);
    }
  };

  let requestBody = opts.requestBody;
  let responseBody = opts.responseBody;
  const context = {
    getCollection: () => collection,
    getRequest: () => ({
      getBody: () => toCtx(requestBody),
      setBody: (b) => {
        requestBody = fromCtx(b);
      },
      getValue: () => undefined,
      setValue: () => undefined
    }),
    getResponse: () => ({
      getBody: () => toCtx(responseBody),
      setBody: (b) => {
        responseBody = fromCtx(b);
      },
      getValue: () => undefined,
      setValue: () => undefined,
      getMaxResponseBodySize: () => 2 * 1024 * 1024,
      getCurrentResponseBodySize: () => JSON.stringify(responseBody === undefined ? "" : responseBody).length
    }),
    abort: (e) => {
      throw e === undefined ? new CtxError("aborted") : e;
    }
  };
  sandbox.getContext = () => context;
  sandbox.ErrorCodes = toCtx(ERROR_CODES);
  sandbox.__ = collection;

  const runInCtx = (fn) => {
    sandbox.__cosmosJob = fn;
    try {
      vm.runInContext("__cosmosJob()", ctx, { timeout: SCRIPT_TIMEOUT_MS });
    } finally {
      sandbox.__cosmosJob = undefined;
    }
  };

  const exec = { state, Promise: vm.runInContext("Promise", ctx) };
  running.add(exec);
  try {
    let main;
    try {
      main = vm.runInContext(`(${script.body}\n)`, ctx, { timeout: SCRIPT_TIMEOUT_MS });
    } catch (e) {
      if (!e || e.name !== "SyntaxError") throw e;
      vm.runInContext(script.body, ctx, { timeout: SCRIPT_TIMEOUT_MS });
      const m = /function\s+([A-Za-z_$][\w$]*)/.exec(script.body);
      main = m ? ctx[m[1]] : undefined;
    }
    if (typeof main !== "function") throw new CosmosError(400, "The script body does not define a function");
    const args = toCtx(opts.args || []);
    runInCtx(() => main.apply(undefined, args));
    const started = Date.now();
    for (;;) {
      while (state.queue.length && !state.error) runInCtx(state.queue.shift());
      if (state.error) throw state.error;
      // let promise chains inside the script settle
      // eslint-disable-next-line no-await-in-loop
      await new Promise((r) => setImmediate(r));
      if (state.error) throw state.error;
      if (!state.queue.length) break;
      if (Date.now() - started > SCRIPT_TIMEOUT_MS) throw new Error("script execution timed out");
    }
  } catch (e) {
    const err = new CosmosError(400, scriptFailureMessage(e, opts.kind, script.id));
    err.scriptError = e;
    err.charge = state.charge;
    throw err;
  } finally {
    running.delete(exec);
  }
  return { responseBody, requestBody, charge: state.charge, logs: state.logs, ops: state.ops };
}

module.exports = { ScriptRegistry, runScript, CHARGE, ScriptAbort, scriptFailureMessage };
