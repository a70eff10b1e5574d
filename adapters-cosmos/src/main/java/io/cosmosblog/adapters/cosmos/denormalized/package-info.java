/**
 * What V2 and V3 share: posts, comments and likes carrying their author's name, posts their
 * counts, each kept by transactional batches and, for renames, by the change feed and the
 * {@code updateUsernames} stored procedure ({@link io.cosmosblog.adapters.cosmos.denormalized.DenormalizedPorts}).
 */
package io.cosmosblog.adapters.cosmos.denormalized;
