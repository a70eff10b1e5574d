package io.cosmosblog.application.port.metering;

/**
 * Request units modelled from item sizes: the cost model of the project's Cosmos DB test server,
 * for the stores that charge nothing themselves (in memory, the local store), so that every
 * storage prints RU beside the article's. A point read of a 1 KB item is 1 RU and a write of it
 * about 5, growing with the size as the service's charges do; a query page pays a base (each
 * physical partition a query visits is one page at least) and a tenth of each returned item's read
 * charge. Not Azure's charges: every figure made here is called modelled where it is shown. The
 * test server's own copy of these tables is held to this one by a test of the Cosmos DB adapter.
 */
public final class ModelledCharge {

    static final double[] KB = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048};
    static final double[] READ = {1.0, 1.04, 1.14, 1.33, 1.67, 2.19, 4.76, 9.95, 20.28, 40.95, 145.9, 291.8};
    static final double[] WRITE = {4.95, 6.29, 6.67, 7.04, 9.52, 11.23, 22.67, 48.19, 98.29, 184.57, 625.0, 1250.0};
    public static final double QUERY_BASE = 2.5;
    static final double PER_ITEM_SHARE = 0.1;

    private ModelledCharge() {
    }

    /** A point read of an item of {@code bytes} (0: none found, which costs a read too). */
    public static double pointRead(long bytes) {
        return interpolated(READ, bytes);
    }

    /** A create, replace, upsert, patch or delete leaving or removing an item of {@code bytes}. */
    public static double write(long bytes) {
        return interpolated(WRITE, bytes);
    }

    /** One page of a query in one physical partition, returning items of these sizes. */
    public static double queryPage(long... itemBytes) {
        double items = 0;
        for (long bytes : itemBytes) {
            items += interpolated(READ, bytes);
        }
        return round(QUERY_BASE + PER_ITEM_SHARE * items);
    }

    private static double interpolated(double[] table, long bytes) {
        double kb = bytes / 1024.0;
        if (kb <= KB[0]) {
            return table[0];
        }
        for (int i = 1; i < KB.length; i++) {
            if (kb <= KB[i]) {
                double share = (kb - KB[i - 1]) / (KB[i] - KB[i - 1]);
                return round(table[i - 1] + share * (table[i] - table[i - 1]));
            }
        }
        return round(table[table.length - 1] * (kb / KB[KB.length - 1]));
    }

    private static double round(double ru) {
        return Math.round(ru * 100) / 100.0;
    }
}
