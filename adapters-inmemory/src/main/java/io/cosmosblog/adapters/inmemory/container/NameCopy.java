package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.user.UserId;

/**
 * A comment or like just stored with its author's name as of {@code revision}: the projections
 * check it against the user, as the Cosmos adapter does with the items its change feed carries.
 * Two alike while waiting in the change feed are one.
 */
public record NameCopy(UserId user, long revision) {
}
