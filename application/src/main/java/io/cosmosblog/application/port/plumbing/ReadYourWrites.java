package io.cosmosblog.application.port.plumbing;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Lets a client read its own writes on whichever instance serves its next request. The store
 * answers each write with a token (on Cosmos DB, the session token of that container); the
 * tokens travel with the client, opaque, and come back with its next request, whose reads the
 * store then serves at least as fresh as those writes. Per thread, opened and closed around each
 * request like {@code StorageMeter}; a store without such tokens (in memory) never writes one.
 */
public final class ReadYourWrites {

    // container=token pairs joined by ';'. Only what session tokens are made of passes: anything
    // else a client sends is ignored rather than handed to the store.
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9:#,=;.\\-]{1,4096}");

    // What a request that presented nothing holds until it writes: most reads need no map of their own.
    private static final Map<String, String> NONE_PRESENTED = Map.of();

    private final ThreadLocal<Map<String, String>> current = new ThreadLocal<>();

    /** Starts a request with the tokens its client presented, if any. */
    public void open(Optional<String> presented) {
        current.set(presented.isEmpty() ? NONE_PRESENTED : parse(presented.get()));
    }

    /** The token the client holds for {@code container}: reads there must see what it covers. */
    public Optional<String> presented(String container) {
        Map<String, String> tokens = current.get();
        return tokens == null ? Optional.empty() : Optional.ofNullable(tokens.get(container));
    }

    /** A write in {@code container} was answered with {@code token} (already merged with the presented one). */
    public void written(String container, String token) {
        Map<String, String> tokens = current.get();
        // '=' stays: a multi-region-write account's token has region=lsn parts (0:1#12#3=8#4=9).
        if (tokens != null && PLAIN.matcher(token).matches() && !token.contains(";")) {
            if (tokens == NONE_PRESENTED) {
                tokens = new TreeMap<>();
                current.set(tokens);
            }
            tokens.put(container, token);
        }
    }

    /**
     * Drops the client's token for {@code container}: the store could not serve it (a token ahead
     * of the store, or one it cannot read), so this request reads without it, and the client gets
     * the store's fresh token instead of this one back.
     */
    public void forget(String container) {
        Map<String, String> tokens = current.get();
        if (tokens != null && tokens != NONE_PRESENTED) {
            tokens.remove(container);
        }
    }

    /** Ends the request: the tokens to hand back, empty when there are none. */
    public Optional<String> close() {
        Map<String, String> tokens = current.get();
        current.remove();
        if (tokens == null || tokens.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(tokens.entrySet().stream().map(entry -> entry.getKey() + "=" + entry.getValue())
                .collect(Collectors.joining(";")));
    }

    private static Map<String, String> parse(String presented) {
        Map<String, String> tokens = new TreeMap<>();
        if (presented.isEmpty() || !PLAIN.matcher(presented).matches()) { // most requests present none
            return tokens;
        }
        for (String pair : presented.split(";")) {
            int equals = pair.indexOf('=');
            if (equals > 0 && equals < pair.length() - 1) {
                tokens.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        return tokens;
    }
}
