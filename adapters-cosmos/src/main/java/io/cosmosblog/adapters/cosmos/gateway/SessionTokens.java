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

    static boolean isEmpty(String token) {
        return token == null || Arrays.stream(token.split(",")).allMatch(String::isBlank);
    }
}
