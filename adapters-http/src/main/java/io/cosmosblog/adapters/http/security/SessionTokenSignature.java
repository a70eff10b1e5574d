package io.cosmosblog.adapters.http.security;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The service's mark on the session tokens it hands out: an HMAC-SHA256 of the value, appended
 * after a dot. A token comes back to the store only if it carries the mark of a key this service
 * holds, so a client cannot present a session the store never gave it (one far ahead, which
 * holds a read until it gives up). Instances behind one load balancer share the key, so a token
 * one hands out works on every other.
 */
public final class SessionTokenSignature {

    /** At least 256 bits of text, as HMAC-SHA256 wants. */
    public static final int SHORTEST_KEY = 32;

    private static final String ALGORITHM = "HmacSHA256";
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

    private final SecretKeySpec key;

    private SessionTokenSignature(byte[] key) {
        this.key = new SecretKeySpec(key, ALGORITHM);
    }

    /** With a key every instance of the service shares, e.g. 32 random bytes in base64. */
    public static SessionTokenSignature withKey(String key) {
        if (key == null || key.strip().length() < SHORTEST_KEY) {
            throw new IllegalArgumentException("a session token key needs at least " + SHORTEST_KEY + " characters");
        }
        return new SessionTokenSignature(key.strip().getBytes(StandardCharsets.UTF_8));
    }

    /** With a random key of this process's: its tokens work on this instance only. */
    public static SessionTokenSignature ofThisInstance() {
        byte[] key = new byte[SHORTEST_KEY];
        new SecureRandom().nextBytes(key);
        return new SessionTokenSignature(key);
    }

    /** {@code value} with its mark. */
    public String sign(String value) {
        return value + "." + mark(value);
    }

    /** The value of a token this service signed; empty for one unsigned, forged or signed with another key. */
    public Optional<String> verified(String signed) {
        int dot = signed.lastIndexOf('.');
        if (dot <= 0) {
            return Optional.empty();
        }
        String value = signed.substring(0, dot);
        byte[] presented = signed.substring(dot + 1).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(presented, mark(value).getBytes(StandardCharsets.US_ASCII)) ? Optional.of(value) : Optional.empty();
    }

    private String mark(String value) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return ENCODER.encodeToString(mac.doFinal(value.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has " + ALGORITHM, e);
        }
    }

    @Override
    public String toString() {
        return "SessionTokenSignature[key not shown]";
    }
}
