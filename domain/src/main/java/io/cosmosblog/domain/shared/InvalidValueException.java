package io.cosmosblog.domain.shared;

/** A value that breaks one of the domain's rules; {@link #field()} names what the client sent wrong. */
public final class InvalidValueException extends RuntimeException {

    private final String field;

    public InvalidValueException(String field, String message) {
        super(field + ": " + message);
        this.field = field;
    }

    public String field() {
        return field;
    }

    /** The message without the field prefix, for a client-facing error. */
    public String reason() {
        return getMessage().substring(field.length() + 2);
    }
}
