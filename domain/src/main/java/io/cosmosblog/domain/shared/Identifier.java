package io.cosmosblog.domain.shared;

import java.util.UUID;
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

    public static String random() {
        return UUID.randomUUID().toString();
    }
}
