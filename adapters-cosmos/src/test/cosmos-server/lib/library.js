"use strict";
// Every reach into @vercel/cosmosdb-server internals goes through this file.
// The package is pinned at exactly 1.0.1 in package.json because these paths are not public API.
const path = require("path");

const libDir = path.dirname(require.resolve("@vercel/cosmosdb-server/package.json"));
const req = (p) => require(path.join(libDir, "lib", p));

const Account = req("account").default;
const ResourceId = req("account/resource-id").default;
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
