/**
 * The driven ports: every interface a use case calls to reach the blog's data, each named for what
 * it is in the blog, and implemented once per storage (in memory, the local store, Cosmos DB) in
 * each data model (V1, V2, V3).
 *
 * <ul>
 *   <li><b>What is stored</b>: {@link io.cosmosblog.application.port.Users},
 *       {@link io.cosmosblog.application.port.Posts}, and a post's
 *       {@link io.cosmosblog.application.port.Comments} (C3, Q4) and
 *       {@link io.cosmosblog.application.port.Likes} (C4, Q5), which share the shape
 *       {@link io.cosmosblog.application.port.Reactions}: each is stored and counted on its post in
 *       one atomic step.</li>
 *   <li><b>Views</b>: lists answered from copies the projections keep (V3) or by a query (V1, V2):
 *       a user's posts ({@link io.cosmosblog.application.port.UserPostsView}, Q3), the front page
 *       ({@link io.cosmosblog.application.port.FeedView}, Q6), and the author's name on every post,
 *       comment and like ({@link io.cosmosblog.application.port.AuthorNameCopies}).</li>
 *   <li><b>Keeping the views</b>: {@link io.cosmosblog.application.port.ProjectionDelivery} hands
 *       changes to the projections; {@link io.cosmosblog.application.port.ParkedChanges} keeps those
 *       that kept failing.</li>
 *   <li><b>The storage itself</b>: {@link io.cosmosblog.application.port.BlogStorage}, one
 *       adapter opened, gives all of the above at once as
 *       {@link io.cosmosblog.application.port.StoragePorts}, and
 *       {@link io.cosmosblog.application.port.StorageHealth} says whether it serves,
 *       {@link io.cosmosblog.application.port.StoredBlog} which blog it holds, and
 *       {@link io.cosmosblog.application.port.UnfinishedErasures} which erasures a crash cut short;
 *       a write commits by its {@link io.cosmosblog.application.port.CommitDeadline}.</li>
 * </ul>
 *
 * <p>{@code metering} and {@code plumbing} hold what an adapter may use and a use case never does.
 */
package io.cosmosblog.application.port;
