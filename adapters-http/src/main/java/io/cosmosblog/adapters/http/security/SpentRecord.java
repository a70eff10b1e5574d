package io.cosmosblog.adapters.http.security;

import java.security.SecureRandom;

/**
 * What the clients a {@link ClientLimiter} forgot at its bound had spent, and until when: a fixed
 * table (a count-min sketch that keeps the largest), so its memory is bounded however many are
 * forgotten. A client is charged the least of its {@value #ROWS} cells: never less than it spent,
 * so forgetting it never gives a budget back; a newcomer sharing every cell with forgotten clients
 * may be charged for them, which takes a flood of more clients than the bound within one period.
 */
final class SpentRecord {

    static final int ROWS = 4;
    /** A cell: its permits (an int) and its deadline (a long). */
    static final int BYTES_PER_CELL = Integer.BYTES + Long.BYTES;

    private final int mask;
    private final int[] spent;
    private final long[] until;
    private final long[] seeds = new SecureRandom().longs(ROWS).toArray();

    /** With {@code cells} (rounded up to a power of two) in each row. */
    SpentRecord(int cells) {
        int size = cellsPerRow(cells);
        this.mask = size - 1;
        this.spent = new int[ROWS * size];
        this.until = new long[ROWS * size];
    }

    /** The memory a table of {@code cells} a row takes. */
    static long bytes(int cells) {
        return (long) ROWS * cellsPerRow(cells) * BYTES_PER_CELL;
    }

    private static int cellsPerRow(int cells) {
        return Integer.highestOneBit(Math.max(1, cells - 1)) << 1;
    }

    /** {@code client} had spent {@code permits} of a budget that refills at {@code untilNanos} ({@link System#nanoTime()}). */
    synchronized void remember(String client, int permits, long untilNanos, long now) {
        for (int row = 0; row < ROWS; row++) {
            int cell = cell(client, row);
            boolean current = spent[cell] > 0 && until[cell] - now > 0; // an empty cell's deadline means nothing
            spent[cell] = current ? Math.max(spent[cell], permits) : permits;
            until[cell] = current && until[cell] - untilNanos > 0 ? until[cell] : untilNanos;
        }
    }

    /** What {@code client} may have spent of a budget not yet refilled at {@code now}: 0 if nothing. */
    synchronized int spent(String client, long now) {
        int least = Integer.MAX_VALUE;
        for (int row = 0; row < ROWS && least > 0; row++) {
            int cell = cell(client, row);
            least = Math.min(least, spent[cell] > 0 && until[cell] - now > 0 ? spent[cell] : 0);
        }
        return least;
    }

    /** A hash of its own per row, seeded per instance, so that no two keys share every cell by design. */
    private int cell(String client, int row) {
        long h = seeds[row];
        for (int i = 0; i < client.length(); i++) {
            h = (h ^ client.charAt(i)) * 0x100000001B3L;
        }
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return row * (mask + 1) + ((int) h & mask);
    }
}
