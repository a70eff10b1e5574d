package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 of an access token, hex encoded: what storage keeps instead of the token itself. */
public record TokenHash(String value) {

    public TokenHash {
        if (value == null || !value.matches("[0-9a-f]{64}")) {
            throw new InvalidValueException("tokenHash", "must be 64 lowercase hex digits");
        }
    }

    static TokenHash of(String token) {
        return new TokenHash(HexFormat.of().formatHex(sha256(token)));
    }

    /**
     * Constant-time comparison with the hash of a presented token, so a response's timing tells
     * nothing about how close a guess was.
     */
    public boolean matches(TokenHash presented) {
        return MessageDigest.isEqual(
                value.getBytes(StandardCharsets.US_ASCII),
                presented.value().getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
