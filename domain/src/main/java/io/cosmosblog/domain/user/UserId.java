package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.Identifier;

public record UserId(String value) {

    public UserId {
        Identifier.checked("userId", value);
    }

    public static UserId generate() {
        return new UserId(Identifier.random());
    }

    @Override
    public String toString() {
        return value;
    }
}
