package io.cosmosblog.adapters.http.json;

import io.cosmosblog.application.users.IssuedToken;

/** C1 create's answer, and a new token's: the only time an access token is ever shown, with when it expires. */
public record RegisteredUserJson(String id, String username, String token, String expiresAt) {

    public static RegisteredUserJson of(IssuedToken issued) {
        return new RegisteredUserJson(
                issued.user().id().value(),
                issued.user().username().value(),
                issued.token().value(),
                JsonDates.format(issued.expiresAt()));
    }
}
