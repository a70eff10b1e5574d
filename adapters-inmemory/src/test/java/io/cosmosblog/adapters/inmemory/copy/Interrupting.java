package io.cosmosblog.adapters.inmemory.copy;

import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.Users;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/** A target that stops taking writes after so many, as a copy killed half-way would see it. */
final class Interrupting {

    private static final Set<String> WRITES = Set.of("add", "addAll", "replace", "edit");

    /** What the interrupted copy meets. */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped half-way");
        }
    }

    private Interrupting() {
    }

    static StoragePorts after(int writes, StoragePorts ports) {
        AtomicInteger left = new AtomicInteger(writes);
        return new StoragePorts(stopping(Users.class, ports.users(), left), stopping(Posts.class, ports.posts(), left),
                stopping(Comments.class, ports.comments(), left), stopping(Likes.class, ports.likes(), left),
                ports.userPosts(), ports.feed(), ports.authorNames(), ports.projectionDelivery(), ports.parkedChanges(),
                ports.health());
    }

    @SuppressWarnings("unchecked")
    private static <P> P stopping(Class<?> port, P real, AtomicInteger left) {
        return (P) Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (proxy, method, args) -> {
            if (WRITES.contains(method.getName()) && left.decrementAndGet() < 0) {
                throw new Stopped();
            }
            try {
                return method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }
}
