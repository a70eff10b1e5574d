package io.cosmosblog.domain.shared;

import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.UUID;

/** The shape every id has: short, URL-safe, so it can travel in a path and serve as a partition key. */
public final class Identifier {

    private static final int MAX_LENGTH = 64;
    private static final ThreadLocal<SecureRandom> GENERATORS = ThreadLocal.withInitial(Identifier::generator);

    private Identifier() {
    }

    /** 1 to 64 of {@code [A-Za-z0-9_-]}; checked by hand, as every read checks its ids. */
    public static String checked(String field, String value) {
        if (value == null || value.isEmpty() || value.length() > MAX_LENGTH || !allowed(value)) {
            throw new InvalidValueException(field, "must be 1 to 64 letters, digits, '-' or '_'");
        }
        return value;
    }

    /** The JDK's DRBG: an instance of its own per thread shares no lock; seeded from the system's entropy. */
    private static SecureRandom generator() {
        try {
            return SecureRandom.getInstance("DRBG");
        } catch (NoSuchAlgorithmException absent) {
            return new SecureRandom();
        }
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
     * A random (version 4) UUID. Ids are public, so they come from a cryptographic generator: one
     * seen says nothing of the next (a fast generator's two outputs give every later one away).
     * One generator per thread, not {@link UUID#randomUUID()}'s, which every thread would contend on.
     */
    public static String random() {
        SecureRandom random = GENERATORS.get();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & ~(0xC000L << 48)) | (0x8000L << 48);
        return new UUID(high, low).toString();
    }
}
