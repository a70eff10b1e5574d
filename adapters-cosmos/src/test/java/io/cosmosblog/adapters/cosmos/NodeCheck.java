package io.cosmosblog.adapters.cosmos;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.opentest4j.TestAbortedException;

/**
 * The local Cosmos test server runs on Node.js. On a machine without it the Cosmos DB tests are
 * skipped, with one line on stderr saying why, so that the rest of the suite still runs; where
 * they must run ({@code COSMOS_TESTS=required}, as CI sets it) a missing Node fails them instead.
 * Other modules' tests that run the server (the README's Cosmos block) ask here too.
 */
public final class NodeCheck {

    static final String REQUIRED = "COSMOS_TESTS";

    private static final AtomicBoolean TOLD = new AtomicBoolean();
    private static volatile Boolean found;

    private NodeCheck() {
    }

    /** Returns when Node runs here; otherwise skips the calling test, or fails it where the Cosmos DB tests are required. */
    public static void requireNode() {
        if (nodeRuns()) {
            return;
        }
        String why = "Node.js is not on the PATH, and the local Cosmos test server runs on it (install Node 18 or later;"
                + " or set COSMOS_ENDPOINT and COSMOS_KEY to test against an account)";
        if ("required".equals(System.getenv(REQUIRED))) {
            throw new IllegalStateException("The Cosmos DB tests are required here (" + REQUIRED + "=required), but " + why);
        }
        if (TOLD.compareAndSet(false, true)) {
            System.err.println("Cosmos DB tests skipped: " + why + ".");
        }
        throw new TestAbortedException("Cosmos DB tests skipped: " + why);
    }

    private static boolean nodeRuns() {
        Boolean known = found;
        if (known == null) {
            known = tryNode();
            found = known;
        }
        return known;
    }

    private static boolean tryNode() {
        try {
            Process node = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            node.getInputStream().readAllBytes();
            return node.waitFor(30, TimeUnit.SECONDS) && node.exitValue() == 0;
        } catch (IOException notThere) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
