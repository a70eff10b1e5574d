package io.cosmosblog.application.contract;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * Prints an adapter's contract matrix once its tests are done: a line per suite, a column per
 * model, each cell the tests passed (and failed) or the reason it was skipped. The test report
 * names a cell only by its suite (every row runs the same nested classes), so this is where a
 * reader sees which storage × model × suite ran.
 */
public final class MatrixReport implements TestWatcher, AfterAllCallback {

    private record Cell(String matrix, String suite, String model) {
    }

    private static final class Tally {
        private int passed;
        private int failed;
        private String skipped;

        synchronized void passed() {
            passed++;
        }

        synchronized void failed() {
            failed++;
        }

        synchronized void skipped(String reason) {
            skipped = reason;
        }

        @Override
        public synchronized String toString() {
            if (skipped != null && passed + failed == 0) {
                return "skipped: " + skipped;
            }
            return passed + " passed" + (failed > 0 ? ", " + failed + " FAILED" : "");
        }
    }

    private static final Map<Cell, Tally> CELLS = new ConcurrentHashMap<>();

    @Override
    public void testSuccessful(ExtensionContext test) {
        tally(test).ifPresent(Tally::passed);
    }

    @Override
    public void testFailed(ExtensionContext test, Throwable cause) {
        tally(test).ifPresent(Tally::failed);
    }

    @Override
    public void testAborted(ExtensionContext test, Throwable cause) {
        tally(test).ifPresent(Tally::failed);
    }

    @Override
    public void testDisabled(ExtensionContext test, Optional<String> reason) {
        tally(test).ifPresent(tally -> tally.skipped(reason.orElse("disabled").replaceFirst("^not applicable to V\\d: ", "")));
    }

    /** The cell of a test: its suite (the nested class), the model (the row around it), the matrix (the top). */
    private static synchronized Optional<Tally> tally(ExtensionContext test) {
        Optional<ExtensionContext> suite = test.getParent();
        Optional<ExtensionContext> row = suite.flatMap(ExtensionContext::getParent);
        Optional<ExtensionContext> matrix = row.flatMap(ExtensionContext::getParent);
        if (matrix.isEmpty() || matrix.get().getTestClass().isEmpty()) {
            return Optional.empty();
        }
        Cell cell = new Cell(matrix.get().getRequiredTestClass().getSimpleName(),
                suite.get().getRequiredTestClass().getSimpleName(), row.get().getRequiredTestClass().getSimpleName());
        return Optional.of(CELLS.computeIfAbsent(cell, key -> new Tally()));
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) {
        if (context.getParent().flatMap(ExtensionContext::getTestClass).isPresent()) {
            return; // a row or a cell ends; the matrix prints once, at its own end
        }
        String matrix = context.getRequiredTestClass().getSimpleName();
        Map<String, Map<String, Tally>> suites = new LinkedHashMap<>();
        TreeSet<String> models = new TreeSet<>();
        CELLS.forEach((cell, tally) -> {
            if (cell.matrix().equals(matrix)) {
                suites.computeIfAbsent(cell.suite(), suite -> new LinkedHashMap<>()).put(cell.model(), tally);
                models.add(cell.model());
            }
        });
        StringBuilder table = new StringBuilder("Contract matrix " + matrix + " (suite: " + String.join(" | ", models) + ")\n");
        new TreeSet<>(suites.keySet()).forEach(suite -> {
            table.append(String.format("  %-16s", suite));
            models.forEach(model -> table.append(" | ").append(Optional.ofNullable(suites.get(suite).get(model))
                    .map(Tally::toString).orElse("not run")));
            table.append('\n');
        });
        System.out.print(table);
    }
}
