package io.cosmosblog.bootstrap;

/** What every storage choice's component gives the command line: the service, ready to start, and the operator's tools. */
public interface BlogComponent {

    BlogLifecycle lifecycle();

    OperatorTools operatorTools();
}
