"use strict";
// Every reach into @vercel/cosmosdb-server internals goes through this file.
// The package is pinned at exactly 1.0.1 in package.json because these paths are not public API.
const path = require("path");

const libDir = path.dirname(require.resolve("@vercel/cosmosdb-server/package.json"));
const req = (p) => require(path.join(libDir, "lib", p));

const Account = req("account").default;
const ResourceId = req("account/resource-id").default;
// Cosmos DB writes resource ids in base64 with '-' in place of '/', so that an id is one URL path
// segment (the SDK builds paths from them). The library writes plain base64, whose '/' splits the
// path, and reads back only the first '-': both ends are made the service's.
ResourceId.toBase64String = (buffer) => buffer.toString("base64").replace(/\//g, "-");
ResourceId.fromBase64String = (s) => Buffer.from(String(s).replace(/-/g, "/"), "base64");
const libraryRoutes = req("routes").default;
// SQL engine used by the library (a dependency of it, resolved from its own folder).
const cosmosQuery = require(require.resolve("@zeit/cosmosdb-query", { paths: [libDir] }));

module.exports = {
  Account,
  ResourceId,
  libraryRoutes,
  query: cosmosQuery.default,
  SqlSyntaxError: cosmosQuery.SyntaxError,
  certFile: path.join(libDir, "cert.pem"),
  keyFile: path.join(libDir, "key.pem")
};
