package io.cosmosblog.application.failure;

/** The request names a user or post that does not exist. */
public final class NotFoundException extends RuntimeException {

    private final String what;

    public NotFoundException(String what, Object id) {
        super("no " + what + " with id " + id);
        this.what = what;
    }

    /** "user" or "post". */
    public String what() {
        return what;
    }
}
