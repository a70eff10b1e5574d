package io.cosmosblog.domain.shared;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/** The shape every id has: short, URL-safe, so it can travel in a path and serve as a partition key. */
public final class Identifier {

    private static final int MAX_LENGTH = 64;

    private Identifier() {
    }

    /** 1 to 64 of {@code [A-Za-z0-9_-]}; checked by hand, as every read checks its ids. */
    public static String checked(String field, String value) {
        if (value == null || value.isEmpty() || value.length() > MAX_LENGTH || !allowed(value)) {
            throw new InvalidValueException(field, "must be 1 to 64 letters, digits, '-' or '_'");
        }
        return value;
    }

    private static boolean allowed(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * A random (version 4) UUID. Ids are not secrets, so a fast per-thread generator replaces
     * {@link UUID#randomUUID()}'s SecureRandom, which all threads would contend on.
     */
    public static String random() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & ~(0xC000L << 48)) | (0x8000L << 48);
        return new UUID(high, low).toString();
    }
}
