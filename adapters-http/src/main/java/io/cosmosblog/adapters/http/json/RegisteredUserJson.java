package io.cosmosblog.adapters.http.json;

import io.cosmosblog.application.users.RegisterUser.Registration;

/** C1 create's answer: the only time the access token is ever shown. */
public record RegisteredUserJson(String id, String username, String token) {

    public static RegisteredUserJson of(Registration registration) {
        return new RegisteredUserJson(
                registration.user().id().value(),
                registration.user().username().value(),
                registration.token().value());
    }
}
