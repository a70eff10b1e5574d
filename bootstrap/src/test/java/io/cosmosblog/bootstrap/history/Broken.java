package io.cosmosblog.bootstrap.history;

import java.util.Objects;

/**
 * An expectation the blog did not meet. Its {@code expectation} is a short fixed phrase (no ids),
 * so that a shrunk history can be told to fail the same way as the one it came from.
 */
final class Broken extends AssertionError {

    final String expectation;

    Broken(String expectation, String detail) {
        super("[" + expectation + "] " + detail);
        this.expectation = expectation;
    }

    static void unless(boolean met, String expectation, String detail) {
        if (!met) {
            throw new Broken(expectation, detail);
        }
    }

    static void unlessEqual(Object expected, Object actual, String expectation, String context) {
        if (!Objects.equals(expected, actual)) {
            throw new Broken(expectation, context + ": expected " + expected + " but was " + actual);
        }
    }

    /** What any failure of a history is, for comparing: a {@link Broken}'s expectation, else the kind of failure. */
    static String expectationOf(Throwable failure) {
        if (failure instanceof Broken broken) {
            return broken.expectation;
        }
        String message = String.valueOf(failure.getMessage());
        int open = message.indexOf('[');
        int close = message.indexOf(']', open + 1);
        return open >= 0 && close > open ? message.substring(open + 1, close) : failure.getClass().getSimpleName();
    }
}
