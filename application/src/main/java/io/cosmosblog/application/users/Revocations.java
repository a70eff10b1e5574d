package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.port.CommitDeadline;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * Where a revocation (a new token, signing out everywhere, a disable, an erasure) meets the writes
 * of the token it revokes, so that none is stored after the revocation is answered, however long
 * its request took to arrive. A write commits only while its token still works, checked under its
 * user's lock in this process; a revocation holds that lock while it commits, so it waits
 * for the writes in flight and every later one finds the token gone. Other instances (Cosmos DB)
 * share no lock: a revocation answers only once {@code settle} has passed, and a write must commit
 * within half of it after its token was read ({@link CommitDeadline}), or is refused busy. The other
 * half covers a request cut at that deadline but already sent: one request's time on the wire.
 *
 * <p>The check reads the token again, unless no revocation on the lock's stripe committed since it
 * was read and, beside other instances, that read is younger than a quarter of {@code settle}, so
 * the write has a quarter left at least: a store read costs, a stamp per stripe does not.
 */
public final class Revocations {

    // A fixed set of locks, shared by the users that hash alike: no count of users to keep or forget.
    private static final int STRIPES = 64;

    private final Users users;
    private final Duration settle;
    private final ReadWriteLock[] locks = new ReadWriteLock[STRIPES];
    // System.nanoTime() after each stripe's latest revocation committed; guarded by its lock.
    private final long[] revokedAt = new long[STRIPES];

    public Revocations(Users users, Duration settle) {
        if (settle.isNegative()) {
            throw new IllegalArgumentException("settle must not be negative");
        }
        this.users = users;
        this.settle = settle;
        for (int i = 0; i < STRIPES; i++) {
            locks[i] = new ReentrantReadWriteLock();
        }
        Arrays.fill(revokedAt, System.nanoTime());
    }

    /**
     * Checks nothing and waits for nothing: for a use case tried alone, in a test that has no
     * revocation racing its writes. The service never uses it.
     */
    public static Revocations unchecked() {
        return new Revocations(null, Duration.ZERO);
    }

    /** For one process's storages: no other instance writes, so nothing to wait for after the lock. */
    public static Revocations inOneProcess(Users users) {
        return new Revocations(users, Duration.ZERO);
    }

    /**
     * Commits {@code write} if the token that authenticated {@code actor} still works; else 401, as
     * when the store finds the user erased meanwhile ({@link UserGoneException}); beside other
     * instances, by its deadline or busy.
     */
    public <T> T commit(Actor actor, Supplier<T> write) {
        int stripe = stripeOf(actor.user().id());
        Lock lock = locks[stripe].readLock();
        lock.lock();
        try {
            long read = System.nanoTime();
            if (stillAsAuthenticated(actor, stripe)) {
                read = actor.authenticatedAtNanos().getAsLong();
            } else {
                requireStillValid(actor.user());
            }
            return settle.isZero() ? write.get() : CommitDeadline.by(read + settle.toNanos() / 2, write);
        } catch (UserGoneException erased) {
            throw NotAuthenticatedException.accountGone();
        } finally {
            lock.unlock();
        }
    }

    public void commit(Actor actor, Runnable write) {
        commit(actor, () -> {
            write.run();
            return null;
        });
    }

    /**
     * Commits {@code revocation} once this process's writes by {@code user} in flight are stored,
     * and answers once writes on other instances can no longer be. A user erased meanwhile: 401.
     */
    public <T> T revoke(UserId user, Supplier<T> revocation) {
        int stripe = stripeOf(user);
        Lock lock = locks[stripe].writeLock();
        T result;
        lock.lock();
        try {
            result = revocation.get();
        } catch (UserGoneException erased) {
            throw NotAuthenticatedException.accountGone();
        } finally {
            revokedAt[stripe] = System.nanoTime(); // after the store answered: a later read sees it
            lock.unlock();
        }
        settle();
        return result;
    }

    public void revoke(UserId user, Runnable revocation) {
        revoke(user, () -> {
            revocation.run();
            return null;
        });
    }

    // No revocation here since the token was read, and no other instance could revoke unwaited. By difference: nanoTime may wrap.
    private boolean stillAsAuthenticated(Actor actor, int stripe) {
        if (actor.authenticatedAtNanos().isEmpty()) {
            return false;
        }
        long at = actor.authenticatedAtNanos().getAsLong();
        return at - revokedAt[stripe] > 0 && (settle.isZero() || System.nanoTime() - at < settle.toNanos() / 4);
    }

    private void requireStillValid(User actor) {
        if (users == null) {
            return;
        }
        User now = users.find(actor.id()).orElseThrow(NotAuthenticatedException::accountGone);
        if (!now.tokenHash().matches(actor.tokenHash())) {
            throw new NotAuthenticatedException("the access token is not valid: it was replaced or signed out "
                    + "while this request was on its way");
        }
    }

    private void settle() {
        if (settle.isZero()) {
            return;
        }
        try {
            Thread.sleep(settle.toMillis());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while writes authenticated before a revocation settled", interrupted);
        }
    }

    private static int stripeOf(UserId user) {
        return Math.floorMod(user.hashCode(), STRIPES);
    }
}
