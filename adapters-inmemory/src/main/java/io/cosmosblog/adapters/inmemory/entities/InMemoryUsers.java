package io.cosmosblog.adapters.inmemory.entities;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import java.util.function.Consumer;

public final class InMemoryUsers implements Users {

    private final BlogContainers containers;
    private final LockedPartitions<UserId, User> users;

    public InMemoryUsers(BlogContainers containers) {
        this.containers = containers;
        this.users = containers.users();
    }

    @Override
    public void add(User user) {
        if (!users.create(user.id(), user)) {
            throw new IdTakenException("user " + user.id() + " exists already");
        }
        containers.added(user.id());
    }

    @Override
    public Optional<User> find(UserId id) {
        return users.read(id, found -> found);
    }

    @Override
    public void forEach(Consumer<User> visitor) {
        users.forEach(visitor);
    }

    @Override
    public boolean remove(UserId id) {
        return containers.remove(id);
    }

    /**
     * A change that keeps the name (a new token, or a sign-out) is the same size and copied
     * nowhere, so a full store takes it; a rename can grow the store (a longer name, and every
     * copy of it rewritten), so it is refused there like any write that adds.
     */
    @Override
    public void replace(User current, User changed) {
        boolean sameSize = current.username().equals(changed.username());
        LockedPartitions.Replaced replaced = sameSize
                ? users.replaceInPlace(current.id(), current, changed)
                : users.replace(current.id(), current, changed);
        switch (replaced) {
            case REPLACED -> { }
            case NO_SUCH_PARTITION -> throw new UserGoneException("user " + current.id() + " does not exist any more");
            case CHANGED_MEANWHILE -> throw new ChangedMeanwhileException("user " + current.id() + " changed meanwhile; try again");
        }
    }
}
