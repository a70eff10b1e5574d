"use strict";
// Test helpers: start server.js as a child process (--port 0) and talk to it over HTTP.
const { spawn } = require("node:child_process");
const http = require("node:http");
const path = require("node:path");
const readline = require("node:readline");

const SERVER = path.join(__dirname, "..", "server.js");
const READY = "COSMOS_TEST_SERVER_LISTENING port=";

/** Starts the server; resolves to {port, request, stop, ...helpers}. */
function startServer(args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, "--port", "0", ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before it was ready: ${stderr}`)));
    const rl = readline.createInterface({ input: child.stdout });
    rl.once("line", (line) => {
      if (!line.startsWith(READY)) {
        reject(new Error(`unexpected first line ${line}`));
        return;
      }
      const port = parseInt(line.slice(READY.length), 10);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const server = makeClient(port, agent);
      server.child = child;
      server.stderr = () => stderr;
      server.stop = () =>
        new Promise((res) => {
          agent.destroy();
          child.removeAllListeners("exit");
          child.on("exit", () => res());
          child.stdin.end();
        });
      resolve(server);
    });
  });
}

function makeClient(port, agent) {
  /** request(method, path, {headers, body}) -> {status, headers, body (parsed JSON or text)} */
  function request(method, p, { headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
      const h = { ...headers };
      if (payload !== undefined) {
        h["content-type"] = h["content-type"] || "application/json";
        h["content-length"] = Buffer.byteLength(payload);
      }
      const req = http.request({ host: "127.0.0.1", port, method, path: p, headers: h, agent }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch (e) {
            parsed = text;
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
  // as the SDK sends it: JSON, with non-ASCII characters escaped (\uXXXX)
  const pk = (v) => ({ "x-ms-documentdb-partitionkey": JSON.stringify([v]).replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`) });
  const client = {
    port,
    request,
    pk,
    async createDatabase(id) {
      return request("POST", "/dbs", { body: { id } });
    },
    async createContainer(db, id, pkPath = "/pk", extra = {}) {
      return request("POST", `/dbs/${db}/colls`, { body: { id, partitionKey: { paths: [pkPath], kind: "Hash" }, ...extra } });
    },
    async createDoc(db, coll, doc, pkValue, headers = {}) {
      return request("POST", `/dbs/${db}/colls/${coll}/docs`, { headers: { ...pk(pkValue), ...headers }, body: doc });
    },
    async readDoc(db, coll, id, pkValue) {
      return request("GET", `/dbs/${db}/colls/${coll}/docs/${encodeURIComponent(id)}`, { headers: pk(pkValue) });
    },
    async query(db, coll, query, { pkValue, headers = {}, parameters = [] } = {}) {
      const h = { "x-ms-documentdb-isquery": "true", "content-type": "application/query+json", ...headers };
      if (pkValue !== undefined) Object.assign(h, pk(pkValue));
      return request("POST", `/dbs/${db}/colls/${coll}/docs`, { headers: h, body: { query, parameters } });
    },
    async createSproc(db, coll, id, fn) {
      return request("POST", `/dbs/${db}/colls/${coll}/sprocs`, { body: { id, body: String(fn) } });
    },
    async execSproc(db, coll, id, pkValue, args = []) {
      return request("POST", `/dbs/${db}/colls/${coll}/sprocs/${id}`, { headers: pk(pkValue), body: args });
    }
  };
  return client;
}

module.exports = { startServer };
