package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Cosmos DB session tokens of one container: {@code rangeId:version#globalLsn[#…]} per partition
 * key range, comma-separated. Merging keeps, per range, the one furthest along, so a client's
 * token covers every write it was told about, whichever range each went to.
 *
 * <p>Also what this instance has seen of each container: the session tokens of every answer its
 * gateways got, merged per range. A client's token is read no lower than this, so a token from
 * before a write this instance saw (a revoked access token's) cannot be served by a replica behind
 * that write. Kept per SDK container, whichever gateway called it: the SDK keeps its own per
 * client, but does not expose it.
 */
final class SessionTokens {

    private static final Map<CosmosAsyncContainer, AtomicReference<String>> SEEN =
            Collections.synchronizedMap(new WeakHashMap<>());

    private SessionTokens() {
    }

    /** Takes note of {@code token}, an answer's from {@code container}. */
    static void saw(CosmosAsyncContainer container, String token) {
        if (token != null && isWellFormed(token)) {
            seenOf(container).accumulateAndGet(token, (held, fresh) -> held == null ? fresh : merge(held, fresh));
        }
    }

    /** The client's token, raised per range to what this instance has seen of {@code container}. */
    static String atLeastSeen(CosmosAsyncContainer container, String presented) {
        return Optional.ofNullable(seenOf(container).get()).map(seen -> merge(presented, seen)).orElse(presented);
    }

    private static AtomicReference<String> seenOf(CosmosAsyncContainer container) {
        return SEEN.computeIfAbsent(container, any -> new AtomicReference<>());
    }

    static String merge(String held, String fresh) {
        Map<String, String> byRange = new LinkedHashMap<>();
        for (String token : (held + "," + fresh).split(",")) {
            int colon = token.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            byRange.merge(token.substring(0, colon), token, (a, b) -> lsn(b) > lsn(a) ? b : a);
        }
        return byRange.values().stream().collect(Collectors.joining(","));
    }

    private static long lsn(String token) {
        String[] parts = token.split("#");
        try {
            return parts.length > 1 ? Long.parseLong(parts[1]) : -1;
        } catch (NumberFormatException unreadable) {
            return -1;
        }
    }

    // Per range: "<range>:<lsn>" (the old form) or "<range>:<version>#<global lsn>", followed on a
    // multi-region-write account by "#<region>=<local lsn>" for each region.
    private static final java.util.regex.Pattern RANGE_TOKEN =
            java.util.regex.Pattern.compile("[0-9]{1,10}:(-?[0-9]{1,19}|-?[0-9]{1,19}#[0-9]{1,19}(#[0-9]{1,10}=-?[0-9]{1,19})*)");

    /**
     * Whether every range's token has the service's shape. Direct mode parses a token on the
     * client, and a token it cannot parse fails the request there: one that does not pass this
     * never reaches the SDK.
     */
    static boolean isWellFormed(String token) {
        return !isEmpty(token) && Arrays.stream(token.split(",", -1)).allMatch(range -> RANGE_TOKEN.matcher(range).matches());
    }

    static boolean isEmpty(String token) {
        return token == null || Arrays.stream(token.split(",")).allMatch(String::isBlank);
    }
}
