package io.cosmosblog.adapters.inmemory.local;

/** A damaged row met while loading: the store is not loaded; the data directory's refusal names the row. */
final class DamagedRowException extends RuntimeException {

    private final DamagedRow row;

    DamagedRowException(DamagedRow row) {
        super(row.toString(), null, false, false);
        this.row = row;
    }

    DamagedRow row() {
        return row;
    }
}
