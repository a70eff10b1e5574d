package io.cosmosblog.bootstrap;

/** What every storage choice's component gives {@link Main}: the service, ready to start. */
public interface BlogComponent {

    BlogService service();
}
