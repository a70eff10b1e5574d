package io.cosmosblog.application.storage;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;

/** The blog's members, each found by id with one point read. */
public interface Users {

    void add(User user);

    Optional<User> find(UserId id);

    /** Stores a changed user; the user exists (the caller read it first). */
    void replace(User user);
}
