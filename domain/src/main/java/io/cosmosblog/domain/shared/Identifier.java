package io.cosmosblog.domain.shared;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/** The shape every id has: short, URL-safe, so it can travel in a path and serve as a partition key. */
public final class Identifier {

    private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private Identifier() {
    }

    public static String checked(String field, String value) {
        if (value == null || !SHAPE.matcher(value).matches()) {
            throw new InvalidValueException(field, "must be 1 to 64 letters, digits, '-' or '_'");
        }
        return value;
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
