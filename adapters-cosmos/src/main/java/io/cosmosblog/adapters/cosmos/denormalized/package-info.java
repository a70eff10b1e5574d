/**
 * What V2 and V3 share: posts, comments and likes carrying their author's name, posts their
 * counts, each kept by transactional batches and, for renames, by the change feed and a
 * conditional patch of each older copy ({@link io.cosmosblog.adapters.cosmos.denormalized.CosmosDenormalizedModel}).
 */
package io.cosmosblog.adapters.cosmos.denormalized;
