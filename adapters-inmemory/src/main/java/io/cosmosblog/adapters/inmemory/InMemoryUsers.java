package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.users.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

final class InMemoryUsers implements Users {

    private final Map<UserId, User> users = new ConcurrentHashMap<>();
    private final Metering metering;
    private final ChangeLog changes;

    InMemoryUsers(Metering metering, ChangeLog changes) {
        this.metering = metering;
        this.changes = changes;
    }

    @Override
    public void add(User user) {
        metering.operation(Metering.users(user.id()), () -> {
            if (users.putIfAbsent(user.id(), user) != null) {
                throw new IllegalStateException("user " + user.id() + " exists already");
            }
        });
        changes.userChanged(user.id());
    }

    @Override
    public Optional<User> find(UserId id) {
        return metering.operation(Metering.users(id), () -> Optional.ofNullable(users.get(id)));
    }

    @Override
    public void replace(User user) {
        metering.operation(Metering.users(user.id()), () -> {
            if (users.replace(user.id(), user) == null) {
                throw new IllegalStateException("user " + user.id() + " does not exist");
            }
        });
        changes.userChanged(user.id());
    }

    /** The latest version, for the projections; not metered as a request's cost. */
    Optional<User> latest(UserId id) {
        return Optional.ofNullable(users.get(id));
    }
}
