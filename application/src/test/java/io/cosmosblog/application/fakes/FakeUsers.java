package io.cosmosblog.application.fakes;

import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/** {@link Users} in a map: a replace succeeds only over the user as stored, as the port promises. */
public final class FakeUsers implements Users {

    private final Map<UserId, User> users = new HashMap<>();
    private int finds;

    public static FakeUsers holding(User... users) {
        FakeUsers fake = new FakeUsers();
        for (User user : users) {
            fake.add(user);
        }
        return fake;
    }

    @Override
    public void add(User user) {
        if (users.putIfAbsent(user.id(), user) != null) {
            throw new IdTakenException("user " + user.id() + " is taken");
        }
    }

    @Override
    public Optional<User> find(UserId id) {
        finds++;
        return Optional.ofNullable(users.get(id));
    }

    @Override
    public void replace(User current, User changed) {
        if (!current.id().equals(changed.id())) {
            throw new IllegalArgumentException("a replace keeps the user's id");
        }
        if (!current.equals(users.get(current.id()))) {
            throw new ChangedMeanwhileException("user " + current.id() + " changed since it was read");
        }
        users.put(changed.id(), changed);
    }

    @Override
    public boolean remove(UserId id) {
        return users.remove(id) != null;
    }

    @Override
    public void forEach(Consumer<User> visitor) {
        users.values().forEach(visitor);
    }

    /** The user as stored now. */
    public User stored(UserId id) {
        return Optional.ofNullable(users.get(id)).orElseThrow();
    }

    /** How many times a user was read through the port: each costs a store operation. */
    public int finds() {
        return finds;
    }
}
