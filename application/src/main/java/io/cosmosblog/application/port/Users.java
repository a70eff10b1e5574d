package io.cosmosblog.application.port;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import java.util.function.Consumer;

/** The blog's members, each found by id with one point read. */
public interface Users {

    /** Stores a new user; {@link IdTakenException} when its id is taken. */
    void add(User user);

    Optional<User> find(UserId id);

    /**
     * Stores {@code changed} in place of {@code current}, as read by the caller; throws
     * {@link ChangedMeanwhileException} when the stored user is no longer {@code current}, so two
     * changes at once (a rename and a new token) never undo each other; {@link UserGoneException}
     * when the user is not stored any more (erased meanwhile).
     */
    void replace(User current, User changed);

    /**
     * Deletes the user, and with them every token of theirs; {@code false} when there was none.
     * Their posts, comments and likes are the caller's to delete first ({@code EraseUserContent}).
     */
    boolean remove(UserId id);

    /** Hands every user to {@code visitor}, in no particular order, page by page: the one full scan, for a copy. */
    void forEach(Consumer<User> visitor);
}
