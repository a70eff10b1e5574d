package io.cosmosblog.adapters.http.json;

import io.cosmosblog.domain.user.User;

public record UserJson(String id, String username) {

    public static UserJson of(User user) {
        return new UserJson(user.id().value(), user.username().value());
    }
}
