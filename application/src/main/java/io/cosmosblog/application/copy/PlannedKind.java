package io.cosmosblog.application.copy;

import java.util.ArrayList;
import java.util.List;

/** One kind of item in a {@link CopyPlan}: how many the copy would add, change and delete on the target, and a few ids of each. */
public final class PlannedKind {

    static final int SOME = 3;

    private final String name;
    private long adds;
    private long changes;
    private long deletes;
    private final List<String> added = new ArrayList<>();
    private final List<String> changed = new ArrayList<>();
    private final List<String> deleted = new ArrayList<>();

    PlannedKind(String name) {
        this.name = name;
    }

    synchronized void add(String id) {
        adds++;
        some(added, id);
    }

    synchronized void change(String id) {
        changes++;
        some(changed, id);
    }

    synchronized void delete(String id) {
        deletes++;
        some(deleted, id);
    }

    private static void some(List<String> ids, String id) {
        if (ids.size() < SOME) {
            ids.add(id);
        }
    }

    public String name() {
        return name;
    }

    public synchronized long adds() {
        return adds;
    }

    public synchronized long changes() {
        return changes;
    }

    public synchronized long deletes() {
        return deletes;
    }

    public synchronized List<String> someAdded() {
        return List.copyOf(added);
    }

    public synchronized List<String> someChanged() {
        return List.copyOf(changed);
    }

    public synchronized List<String> someDeleted() {
        return List.copyOf(deleted);
    }
}
