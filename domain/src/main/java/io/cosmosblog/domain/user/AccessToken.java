package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The bearer secret a user acts with: {@code <userId>.<secret>}. The user id in front lets the
 * owner be found with one point read, never a scan; only {@link TokenHash} of the whole is stored.
 */
public record AccessToken(UserId userId, String secret) {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int SECRET_BYTES = 32;

    public AccessToken {
        if (secret == null || !secret.matches("[A-Za-z0-9_-]{43}")) {
            throw new InvalidValueException("token", "is malformed");
        }
    }

    public static AccessToken issueFor(UserId userId) {
        byte[] bytes = new byte[SECRET_BYTES];
        RANDOM.nextBytes(bytes);
        return new AccessToken(userId, Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }

    /** Parses what a client presents; any malformed token is an {@link InvalidValueException}. */
    public static AccessToken parse(String presented) {
        int dot = presented == null ? -1 : presented.lastIndexOf('.');
        if (dot <= 0) {
            throw new InvalidValueException("token", "is malformed");
        }
        return new AccessToken(new UserId(presented.substring(0, dot)), presented.substring(dot + 1));
    }

    public TokenHash hash() {
        return TokenHash.of(value());
    }

    public String value() {
        return userId.value() + "." + secret;
    }

    @Override
    public String toString() {
        return "AccessToken[" + userId + ".***]";
    }
}
