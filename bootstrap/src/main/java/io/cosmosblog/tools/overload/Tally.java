package io.cosmosblog.tools.overload;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What one kind of client got: answers by status, failures without one, and how long the served ones took. */
public final class Tally {

    private final Map<Integer, Long> statuses = new TreeMap<>();
    private final List<Long> servedNanos = new ArrayList<>();
    private long noAnswer;

    synchronized void answered(int status, long nanos) {
        statuses.merge(status, 1L, Long::sum);
        if (status < 300) {
            servedNanos.add(nanos);
        }
    }

    synchronized void noAnswer() {
        noAnswer++;
    }

    public synchronized long requests() {
        return statuses.values().stream().mapToLong(Long::longValue).sum() + noAnswer;
    }

    public synchronized long served() {
        return statuses.entrySet().stream().filter(e -> e.getKey() < 300).mapToLong(Map.Entry::getValue).sum();
    }

    public synchronized long withStatus(int status) {
        return statuses.getOrDefault(status, 0L);
    }

    /** Answers with another status than 2xx, 408, 429 or 503. */
    public synchronized long otherStatuses() {
        return statuses.entrySet().stream()
                .filter(e -> e.getKey() >= 300 && e.getKey() != 408 && e.getKey() != 429 && e.getKey() != 503)
                .mapToLong(Map.Entry::getValue).sum();
    }

    public synchronized long noAnswers() {
        return noAnswer;
    }

    synchronized Map<Integer, Long> statuses() {
        return new TreeMap<>(statuses);
    }

    /** The {@code percentile} (0-100) of the served answers' times, in milliseconds; 0 when none was served. */
    public synchronized double servedMillis(double percentile) {
        if (servedNanos.isEmpty()) {
            return 0;
        }
        List<Long> sorted = new ArrayList<>(servedNanos);
        Collections.sort(sorted);
        int index = (int) Math.ceil(percentile / 100 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(index, sorted.size() - 1))) / 1e6;
    }
}
