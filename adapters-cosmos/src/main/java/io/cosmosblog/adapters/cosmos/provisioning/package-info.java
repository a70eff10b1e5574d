/**
 * What this service needs in the account (database, containers with their partition keys and
 * indexing policies, server-side scripts), created or verified at start, and told to Azure
 * Resource Manager for accounts the service may not change.
 */
package io.cosmosblog.adapters.cosmos.provisioning;
