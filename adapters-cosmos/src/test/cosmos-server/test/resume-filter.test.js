"use strict";
// The SDK's resume filter, evaluated on a row's ORDER BY items: its string literals are JSON.
const test = require("node:test");
const assert = require("node:assert");
const { compileResumeFilter } = require("../lib/resume-filter");

test("a string literal's JSON escapes are decoded before it is compared", () => {
  const filter = compileResumeFilter('c.title > "caf\\u00e9\\n\\"x\\""', ["c.title"]);
  assert.strictEqual(filter(['café\n"x"']), false);
  assert.strictEqual(filter(['café\n"y"']), true);
});

test("ties resume on the second sort item", () => {
  const filter = compileResumeFilter('c.creationDate < "2026-11-25T10:00:00Z" OR (c.creationDate = "2026-11-25T10:00:00Z" AND c.postId > "b")', ["c.creationDate", "c.postId"]);
  assert.strictEqual(filter(["2026-11-25T10:00:00Z", "c"]), true);
  assert.strictEqual(filter(["2026-11-25T10:00:00Z", "a"]), false);
  assert.strictEqual(filter(["2026-11-25T09:00:00Z", "a"]), true);
});
