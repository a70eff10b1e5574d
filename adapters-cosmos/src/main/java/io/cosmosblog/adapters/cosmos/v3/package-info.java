/**
 * The V3 model's stored views: short copies of each post beside its author in {@code users}
 * ({@link io.cosmosblog.adapters.cosmos.v3.CosmosUserPostsView}) and in {@code feed}
 * ({@link io.cosmosblog.adapters.cosmos.v3.CosmosFeedView}), written by the projections, each
 * copy one conditional operation ({@link io.cosmosblog.adapters.cosmos.v3.SummaryCopies}); and
 * {@link io.cosmosblog.adapters.cosmos.v3.CosmosV3Model}, which declares its containers and scripts
 * and names its ports: V2's ({@code denormalized}) and these views.
 */
package io.cosmosblog.adapters.cosmos.v3;
