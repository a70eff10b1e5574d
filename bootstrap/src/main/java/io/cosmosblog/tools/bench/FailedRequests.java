package io.cosmosblog.tools.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The requests of one measurement that got no good answer, counted by what went wrong: an
 * answer's status and error code ({@code 409 changed_meanwhile}), or why an exchange got no
 * answer at all. Kept by reason, so that the report can say what each error count is made of.
 */
record FailedRequests(Map<String, Integer> byReason) {

    static final FailedRequests NONE = new FailedRequests(Map.of());
    static final String UNANSWERED = "no answer";

    private static final Pattern CODE = Pattern.compile("\"code\"\\s*:\\s*\"([^\"]+)\"");

    FailedRequests {
        byReason = Collections.unmodifiableSortedMap(new TreeMap<>(byReason));
    }

    /** Every reason of {@code parts}, their counts added up. */
    static FailedRequests of(List<Map<String, Integer>> parts) {
        Map<String, Integer> all = new TreeMap<>();
        parts.forEach(part -> part.forEach((reason, count) -> all.merge(reason, count, Integer::sum)));
        return new FailedRequests(all);
    }

    /** An answer of 400 or more: its status and, from the service's error shape, its code. */
    static String answered(int status, byte[] body) {
        Matcher code = CODE.matcher(new String(body, StandardCharsets.UTF_8));
        return code.find() ? status + " " + code.group(1) : String.valueOf(status);
    }

    /** An exchange that ended without an answer: a connection lost, a timeout. */
    static String unanswered(IOException e) {
        String message = e.getMessage() == null ? "" : ": " + e.getMessage();
        return UNANSWERED + ", " + e.getClass().getSimpleName() + message;
    }

    int count() {
        return byReason.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** {@code 409 changed_meanwhile (1); no answer, HttpTimeoutException: request timed out (2)}. */
    @Override
    public String toString() {
        return byReason.entrySet().stream().map(e -> e.getKey() + " (" + e.getValue() + ")").collect(Collectors.joining("; "));
    }
}
