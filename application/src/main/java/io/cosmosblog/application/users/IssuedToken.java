package io.cosmosblog.application.users;

import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import java.time.Instant;

/** A user with the access token they will act with, shown this once, and when it stops working. */
public record IssuedToken(User user, AccessToken token, Instant expiresAt) {
}
