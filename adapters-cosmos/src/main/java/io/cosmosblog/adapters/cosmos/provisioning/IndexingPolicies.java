package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.models.CompositePath;
import com.azure.cosmos.models.CompositePathSortOrder;
import com.azure.cosmos.models.ExcludedPath;
import com.azure.cosmos.models.IncludedPath;
import com.azure.cosmos.models.IndexingMode;
import com.azure.cosmos.models.IndexingPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The building blocks of the indexing policies each data model declares for its containers
 * ({@code CosmosV3Model} and the others say which paths each container indexes, and why), and how
 * a policy found in the account compares with the one intended. A container indexes only the paths
 * its queries filter or sort on, every other path (content, titles, token hashes, counters)
 * excluded, so a write pays for a handful of index entries instead of one per property.
 */
public final class IndexingPolicies {

    /** Cosmos DB adds this exclusion to every policy by itself; compared as always present. */
    static final String ETAG = "/\"_etag\"/?";
    private static final String ALL = "/*";
    /**
     * The mark of a deleted post's tombstone ({@code items.Tombstones}): every query of posts and of
     * their copies says {@code NOT IS_DEFINED(c.deleted)}, and a filter needs its path indexed.
     */
    public static final String DELETED = "/deleted/?";

    private IndexingPolicies() {
    }

    /** Only {@code paths} (e.g. {@code /type/?}), and the composite indexes {@code composites}. */
    public static IndexingPolicy only(List<String> paths, List<List<CompositePath>> composites) {
        return new IndexingPolicy().setIndexingMode(IndexingMode.CONSISTENT).setAutomatic(true)
                .setIncludedPaths(paths.stream().map(IncludedPath::new).toList())
                .setExcludedPaths(List.of(new ExcludedPath(ALL), new ExcludedPath(ETAG)))
                .setCompositeIndexes(composites);
    }

    /** Nothing beyond what Cosmos DB always indexes (id, partition key): point reads and {@code SELECT * FROM c} only. */
    public static IndexingPolicy nothing() {
        return only(List.of(), List.of());
    }

    /**
     * Every path: a lease container's, which the change feed processor queries in its own ways
     * ({@code STARTSWITH(c.id, …)}, {@code c.ContinuationToken <> null}), as the SDK expects.
     */
    public static IndexingPolicy everything() {
        return new IndexingPolicy().setIndexingMode(IndexingMode.CONSISTENT).setAutomatic(true)
                .setIncludedPaths(List.of(new IncludedPath(ALL)))
                .setExcludedPaths(List.of(new ExcludedPath(ETAG)));
    }

    /** Short posts are listed newest first with the post id breaking ties: an ORDER BY on two paths needs this index. */
    public static List<List<CompositePath>> newestFirst() {
        return List.of(List.of(
                new CompositePath().setPath("/creationDate").setOrder(CompositePathSortOrder.DESCENDING),
                new CompositePath().setPath("/postId").setOrder(CompositePathSortOrder.ASCENDING)));
    }

    /**
     * A post's comments or likes oldest first: a filter on {@code type} and an ORDER BY on
     * {@code creationDate}, served from this index (the query orders by both) instead of a scan of
     * the partition's items of every type, sorted.
     */
    public static List<List<CompositePath>> oldestOfAType() {
        return List.of(List.of(
                new CompositePath().setPath("/type").setOrder(CompositePathSortOrder.ASCENDING),
                new CompositePath().setPath("/creationDate").setOrder(CompositePathSortOrder.ASCENDING)));
    }

    /** A post's comments or likes oldest first, and posts newest first (across partitions, in V1 and V2). */
    public static List<List<CompositePath>> oldestOfATypeAndNewestFirst() {
        List<List<CompositePath>> composites = new ArrayList<>(oldestOfAType());
        composites.addAll(newestFirst());
        return composites;
    }

    /**
     * What {@code intended} needs that {@code found} lacks, one phrase each (none: {@code found}
     * serves every query, whatever else it indexes): an included path that {@code found} neither
     * includes nor covers with {@code /*}, a composite index, the consistent mode.
     */
    static List<String> missing(IndexingPolicy found, IndexingPolicy intended) {
        if (found == null) {
            return List.of("has no indexing policy");
        }
        List<String> missing = new ArrayList<>();
        if (mode(found) != mode(intended)) {
            missing.add("indexing mode " + mode(found) + " instead of " + mode(intended));
        }
        Set<String> paths = included(intended).stream().filter(path -> !covers(found, path))
                .collect(Collectors.toCollection(TreeSet::new));
        if (!paths.isEmpty()) {
            missing.add("lacks included paths " + show(paths));
        }
        Set<String> composites = new TreeSet<>(composites(intended));
        composites.removeAll(composites(found));
        if (!composites.isEmpty()) {
            missing.add("lacks composite indexes " + show(composites));
        }
        return missing;
    }

    /**
     * {@code found} with what {@code intended} needs added and nothing taken away: another build
     * sharing the container (an older one during a rolling deploy) may need what this one does not.
     */
    static IndexingPolicy withMissingAdded(IndexingPolicy found, IndexingPolicy intended) {
        Set<String> needed = included(intended).stream().filter(path -> !covers(found, path))
                .collect(Collectors.toCollection(TreeSet::new));
        List<IncludedPath> includedPaths = new ArrayList<>(Objects.requireNonNullElse(found.getIncludedPaths(), List.of()));
        needed.forEach(path -> includedPaths.add(new IncludedPath(path)));
        List<ExcludedPath> excludedPaths = Objects.requireNonNullElse(found.getExcludedPaths(), List.<ExcludedPath>of()).stream()
                .filter(path -> !needed.contains(path.getPath())).toList();
        List<List<CompositePath>> compositeIndexes = new ArrayList<>(
                Objects.requireNonNullElse(found.getCompositeIndexes(), List.<List<CompositePath>>of()));
        Set<String> present = composites(found);
        Objects.requireNonNullElse(intended.getCompositeIndexes(), List.<List<CompositePath>>of()).stream()
                .filter(composite -> !present.contains(composite(composite)))
                .forEach(compositeIndexes::add);
        return new IndexingPolicy().setIndexingMode(mode(intended)).setAutomatic(true)
                .setIncludedPaths(includedPaths).setExcludedPaths(excludedPaths).setCompositeIndexes(compositeIndexes);
    }

    /** Whether {@code policy} indexes {@code path}: named, or under {@code /*} and not excluded by name. */
    private static boolean covers(IndexingPolicy policy, String path) {
        Set<String> included = included(policy);
        return included.contains(path) || (included.contains(ALL) && !excluded(policy).contains(path));
    }

    /**
     * How {@code found} differs from {@code intended}, one phrase per difference (none: the same
     * policy): indexing mode, included and excluded paths, composite indexes.
     */
    static List<String> differences(IndexingPolicy found, IndexingPolicy intended) {
        if (found == null) {
            return List.of("has no indexing policy");
        }
        List<String> differences = new ArrayList<>();
        if (mode(found) != mode(intended)) {
            differences.add("indexing mode " + mode(found) + " instead of " + mode(intended));
        }
        compare(differences, "included paths", included(found), included(intended));
        compare(differences, "excluded paths", excluded(found), excluded(intended));
        compare(differences, "composite indexes", composites(found), composites(intended));
        return differences;
    }

    private static void compare(List<String> differences, String what, Set<String> found, Set<String> intended) {
        if (!found.equals(intended)) {
            differences.add(what + " " + show(found) + " instead of " + show(intended));
        }
    }

    private static String show(Set<String> values) {
        return values.stream().collect(Collectors.joining(", ", "[", "]"));
    }

    private static IndexingMode mode(IndexingPolicy policy) {
        return Objects.requireNonNullElse(policy.getIndexingMode(), IndexingMode.CONSISTENT);
    }

    private static Set<String> included(IndexingPolicy policy) {
        return Objects.requireNonNullElse(policy.getIncludedPaths(), List.<IncludedPath>of()).stream()
                .map(IncludedPath::getPath).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> excluded(IndexingPolicy policy) {
        Set<String> paths = Objects.requireNonNullElse(policy.getExcludedPaths(), List.<ExcludedPath>of()).stream()
                .map(ExcludedPath::getPath).collect(Collectors.toCollection(TreeSet::new));
        paths.add(ETAG);
        return paths;
    }

    private static Set<String> composites(IndexingPolicy policy) {
        return Objects.requireNonNullElse(policy.getCompositeIndexes(), List.<List<CompositePath>>of()).stream()
                .map(IndexingPolicies::composite)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String composite(List<CompositePath> paths) {
        return paths.stream()
                .map(path -> path.getPath() + " " + (path.getOrder() == CompositePathSortOrder.DESCENDING ? "DESC" : "ASC"))
                .collect(Collectors.joining(", ", "(", ")"));
    }
}
