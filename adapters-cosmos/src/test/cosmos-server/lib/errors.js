"use strict";
// Errors as the service reports them. Handlers throw CosmosError(status, text); the pipeline turns
// it (and the query engine's and the fault rules' errors) into the service's error body, so that
// the Java SDK's CosmosException carries the status, sub-status and message it would get from
// Azure Cosmos DB.
const { QueryError } = require("./query");
const { FaultError } = require("./faults");

const CODES = {
  400: "BadRequest",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  408: "RequestTimeout",
  409: "Conflict",
  410: "Gone",
  412: "PreconditionFailed",
  413: "RequestEntityTooLarge",
  424: "FailedDependency",
  429: "TooManyRequests",
  449: "RetryWith",
  500: "InternalServerError",
  503: "ServiceUnavailable"
};

class CosmosError extends Error {
  constructor(status, message, code) {
    super(message);
    this.status = status;
    this.code = code || CODES[status] || "Error";
  }
}

// The service's wording of an ETag (If-Match) failure, also inside stored procedures.
const PRECONDITION_FAILED = "One of the specified pre-condition is not met";

// The service's error body: {"code": "...", "message": "Message: {\"Errors\":[\"<text>\"]}\r\n
// ActivityId: ..., Request URI: ..., RequestStats: , SDK: ..."}, with x-ms-substatus.
function serviceMessage(text, activityId, req) {
  return `Message: ${JSON.stringify({ Errors: [text] })}\r\nActivityId: ${activityId}, Request URI: ${req.url}, RequestStats: , SDK: Microsoft.Azure.Documents.Common/2.14.0`;
}

/** The reply for an error thrown while serving a request; anything unexpected is a logged 500. */
function errorReply(e, activityId, req) {
  if (e instanceof CosmosError || e instanceof QueryError || e instanceof FaultError) {
    const headers = { "x-ms-substatus": String(e.subStatus || 0) };
    return { status: e.status, body: { code: e.code, message: serviceMessage(e.message, activityId, req) }, charge: e.charge || 1.0, headers };
  }
  process.stderr.write(`cosmos-test-server: internal error: ${e && e.stack}\n`);
  return { status: 500, body: { code: "InternalServerError", message: serviceMessage(String(e && e.message), activityId, req) }, charge: 1.0, headers: { "x-ms-substatus": "0" } };
}

module.exports = { CosmosError, CODES, PRECONDITION_FAILED, serviceMessage, errorReply };
