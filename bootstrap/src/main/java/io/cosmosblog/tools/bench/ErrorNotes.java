package io.cosmosblog.tools.bench;

import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Under a table, what each error count in it is made of: per cell, every reason and how often,
 * then what each kind of reason means for the figures. Nothing at all when no request failed.
 */
final class ErrorNotes {

    private ErrorNotes() {
    }

    /** One cell of a table: its name as the reader finds it ({@code C4}, {@code v1 10x C4}) and what was measured there. */
    record Cell(String name, Measurement measurement) {
    }

    static void print(PrintStream out, List<Cell> cells) {
        List<Cell> failed = cells.stream().filter(cell -> cell.measurement().failures() > 0).toList();
        if (failed.isEmpty()) {
            return;
        }
        out.println();
        out.println("Errors, by reason:");
        Set<String> kinds = new LinkedHashSet<>();
        for (Cell cell : failed) {
            Measurement m = cell.measurement();
            out.println("- " + cell.name() + ", " + m.failures() + " of " + Plural.of(m.requests(), "request") + ": " + m.errors());
            m.errors().byReason().keySet().forEach(reason -> kinds.add(meaning(reason)));
        }
        kinds.forEach(meaning -> out.println("- " + meaning));
    }

    /** What a reason means: what went wrong, whose it is, and what it does to the cell's figures. */
    private static String meaning(String reason) {
        if (reason.startsWith(FailedRequests.UNANSWERED)) {
            return "*no answer*: the service closed the connection without answering, or did not answer within 30 s. Not"
                    + " the race of a kept-alive connection closed just as a request went out: such a request is sent once"
                    + " more first. It counts in the latencies at the time it took to fail, and in nothing the service reported.";
        }
        if (reason.startsWith("5")) {
            return "*5xx*: the service could not answer: 503 storage_busy is the store throttling or timing out beyond its"
                    + " retries; any other is a fault of the service, its stack trace in the log on stderr.";
        }
        return "*4xx*: the service refused the request, as the API answers such a request: a fault of the request the"
                + " benchmark made, not of the service.";
    }
}
