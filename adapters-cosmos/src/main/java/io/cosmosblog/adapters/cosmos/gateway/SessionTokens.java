package io.cosmosblog.adapters.cosmos.gateway;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Cosmos DB session tokens of one container: {@code rangeId:version#globalLsn[#…]} per partition
 * key range, comma-separated. Merging keeps, per range, the one furthest along, so a client's
 * token covers every write it was told about, whichever range each went to.
 */
final class SessionTokens {

    private SessionTokens() {
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
